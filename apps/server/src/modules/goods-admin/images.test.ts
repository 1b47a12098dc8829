import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { ordinaryGoods } from '../../test/goods.ts';

/** A real 1×1 PNG: the server reads the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('goods images: upload, order, remove; the store serves what the goods lists', () => {
  let t: TestApp;
  let marketing: Record<string, string>;
  const upload = (goodsId: number, bytes: Buffer, filename = 'photo.png') => {
    const body = multipart({}, [{ name: 'file', filename, bytes }]);
    return t.inject({
      method: 'POST',
      url: `/api/admin/goods/${goodsId}/images`,
      headers: { ...marketing, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.loginStaff('marketing');
  });
  afterAll(() => t.close());

  it('uploads a picture the buyer’s detail then shows and the store serves; orders and removes it', async () => {
    const [g] = await ordinaryGoods(t).limit(1);
    const res = (await upload(g!.id, PNG)).json();
    expect(res).toMatchObject({ code: 10000, msg: '图片已上传' });
    const url: string = res.data.images.at(-1);
    expect(url).toMatch(new RegExp(`^/images/goods/${g!.id}/[0-9a-f]{24}\\.png$`));
    const served = await t.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const reordered = [url, ...res.data.images.slice(0, -1)];
    const order = await t.inject({
      method: 'POST',
      url: `/api/admin/goods/${g!.id}/images/order`,
      headers: marketing,
      payload: { images: reordered },
    });
    expect(order.json().data.images).toEqual(reordered);
    const detail = (await t.inject({ method: 'GET', url: `/api/goods/detail/${g!.id}` })).json().data;
    expect(detail.goods_image[0]).toBe(url);
    const stale = await t.inject({
      method: 'POST',
      url: `/api/admin/goods/${g!.id}/images/order`,
      headers: marketing,
      payload: { images: [url] },
    });
    expect(stale.json()).toMatchObject({ code: 422, errors: { images: ['图片已变化，请刷新后重新排序'] } });

    const removed = await t.inject({
      method: 'POST',
      url: `/api/admin/goods/${g!.id}/images/remove`,
      headers: marketing,
      payload: { image: url },
    });
    expect(removed.json().data.images).not.toContain(url);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'goods'), eq(auditLog.objectId, String(g!.id))));
    expect(audits.map((a) => a.action)).toEqual(['goods.images', 'goods.images', 'goods.images']);
  });

  it('refuses what is not a JPG, PNG or WebP whatever its name, and a file past 2 MB', async () => {
    const [g] = await ordinaryGoods(t).limit(1);
    const fake = (await upload(g!.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png')).json();
    expect(fake).toMatchObject({ code: 422, errors: { file: ['文件不是 JPG、PNG 或 WebP 图片'] } });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(g!.id, big, 'big.png')).json().code).toBe(422);
    // A name never uploaded is not served, even in the uploaded-file form.
    expect((await t.inject({ method: 'GET', url: `/images/goods/${g!.id}/${'a'.repeat(24)}.png` })).statusCode).toBe(
      404,
    );
  });

  it('serves an uploaded photo scaled to ?w= as AVIF or WebP by the browser’s Accept', async () => {
    const { default: sharp } = await import('sharp');
    // A 1200 × 900 photo-like picture (a gradient: flat colours would flatter the encoders).
    const raw = Buffer.alloc(1200 * 900 * 3);
    for (let i = 0; i < raw.length; i += 3) {
      const x = (i / 3) % 1200;
      const y = Math.floor(i / 3 / 1200);
      raw[i] = x % 256;
      raw[i + 1] = y % 256;
      raw[i + 2] = (x * y) % 256;
    }
    const photo = await sharp(raw, { raw: { width: 1200, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    const [g] = await ordinaryGoods(t).limit(1);
    const url: string = (await upload(g!.id, photo)).json().data.images.at(-1);
    const get = (query: string, accept?: string) =>
      t.inject({ method: 'GET', url: `${url}${query}`, headers: accept ? { accept } : {} });

    const chrome = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const avif = await get('?w=320', chrome);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toContain('Accept');
    const avifMeta = await sharp(avif.rawPayload).metadata();
    expect([avifMeta.width, avifMeta.height]).toEqual([320, 240]);
    expect(avif.rawPayload.length).toBeLessThan(photo.length / 10);

    const webp = await get('?w=640', 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(640);
    // A browser that takes neither gets the uploaded format, sized.
    const png = await get('?w=160');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(160);

    // Only the listed widths (no resizing service for any size a client asks).
    expect((await get('?w=333', chrome)).json()).toMatchObject({ code: 422, errors: { w: ['图片宽度不可用'] } });
    // Without ?w= the original as uploaded.
    expect((await get('', chrome)).rawPayload.equals(photo)).toBe(true);
  });
});
