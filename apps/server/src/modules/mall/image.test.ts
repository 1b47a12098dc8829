import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the mall goods picture is uploaded like the ad slots’ (multipart, checked by its bytes)', () => {
  let t: TestApp;
  let marketing: Record<string, string>;
  const upload = (id: number, filename: string, bytes: Buffer, headers = marketing) => {
    const body = multipart({}, [{ name: 'file', filename, bytes }]);
    return t.inject({
      method: 'POST',
      url: `/api/admin/mall/goods/${id}/image`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.loginStaff('marketing');
  });
  afterAll(() => t.close());

  it('stores it, serves it while it is the goods’ picture, keeps it through an edit, audits it', async () => {
    const body = { name: '保温杯', kind: 'goods', points_price: 50, stock: 3 };
    // As the console sends it: form-encoded, flags as '0'/'1'.
    const form = (fields: Record<string, string | number>) => ({
      headers: { ...marketing, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    });
    const created = (
      await t.inject({ method: 'POST', url: '/api/admin/mall/goods', ...form({ ...body, is_drug: 0, goods_id: '' }) })
    ).json().data;
    expect(created).toMatchObject({ name: '保温杯', is_drug: 0 });
    expect(created.image).toBe('');
    const refused = (await upload(created.id, 'a.png', Buffer.from('not an image'))).json();
    expect(refused).toMatchObject({ code: 422, errors: { file: ['文件不是 JPG、PNG 或 WebP 图片'] } });
    const warehouse = await t.loginStaff('warehouse');
    expect((await upload(created.id, 'cup.png', PNG, warehouse)).statusCode).toBe(403);

    const uploaded = (await upload(created.id, 'cup.png', PNG)).json().data;
    expect(uploaded.image).toMatch(new RegExp(`^/images/mall/${created.id}/[0-9a-f]{24}\\.png$`));
    const served = await t.inject({ method: 'GET', url: uploaded.image });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await t.inject({ method: 'GET', url: `/images/mall/${created.id}/${'0'.repeat(24)}.png` })).statusCode,
    ).toBe(404);

    // The console's form no longer sends the picture: an edit keeps it.
    const edited = (
      await t.inject({
        method: 'POST',
        url: `/api/admin/mall/goods/${created.id}`,
        headers: marketing,
        payload: { ...body, name: '定制保温杯' },
      })
    ).json().data;
    expect(edited).toMatchObject({ name: '定制保温杯', image: uploaded.image });
    const again = (await upload(created.id, 'cup2.png', PNG)).json().data;
    expect((await t.inject({ method: 'GET', url: uploaded.image })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: again.image })).statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mall_goods.image'), eq(auditLog.objectId, String(created.id))));
    expect(audits).toHaveLength(2);
    const paused = (
      await t.inject({ method: 'POST', url: `/api/admin/mall/goods/${created.id}/status`, ...form({ status: '0' }) })
    ).json();
    expect(paused).toMatchObject({ code: 10000, data: { status: 0 } });
  });
});
