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
    expect(fake).toMatchObject({ code: 422, errors: { file: ['x.png 不是 JPG、PNG 或 WebP 图片'] } });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(g!.id, big, 'big.png')).json().code).toBe(422);
    // A name never uploaded is not served, even in the uploaded-file form.
    expect((await t.inject({ method: 'GET', url: `/images/goods/${g!.id}/${'a'.repeat(24)}.png` })).statusCode).toBe(
      404,
    );
  });
});
