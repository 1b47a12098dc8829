import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { ordering } from '../../test/ordering.ts';
import {
  buyableGoods,
  placeOrder,
  stockOf,
  userIdOf,
  expectWalletBalanced as expectBalanced,
} from '../../test/orders-fixture.ts';
import { theRow } from '../../db/rows.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('returns and after-sales', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let other: Record<string, string>;
  let operator: Record<string, string>;
  let buyerId: number;
  let goods: Awaited<ReturnType<typeof buyableGoods>>;
  const post = (url: string, payload: Record<string, unknown> = {}, headers = buyer) =>
    t.inject({ method: 'POST', url, headers, payload });
  const upload = (bytes: Buffer, filename: string, headers = buyer) => {
    const body = multipart({}, [{ name: 'file', filename, bytes }]);
    return t.inject({
      method: 'POST',
      url: '/api/upload/after_sales',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const linesOf = async (orderId: number) =>
    (await t.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: buyer })).json().data.lines as {
      id: number;
      number: number;
      returned_number: number;
    }[];
  const expectWalletBalanced = () => expectBalanced(t, buyerId);

  beforeAll(async () => {
    t = await createTestApp();
    [buyer, other, operator] = await Promise.all([t.login('buyer'), t.login('pendingBuyer'), t.loginStaff('admin')]);
    buyerId = await userIdOf(t, 'buyer');
    goods = await buyableGoods(t, 3, 30);
  });
  afterAll(() => t.close());

  it('takes photos checked by their bytes, readable only by their owner', async () => {
    const res = (await upload(PNG, 'damaged.png')).json();
    expect(res.data.path).toMatch(/^after-sales\/\d+\/[0-9a-f]{24}\.png$/);
    const own = await t.inject({ method: 'GET', url: res.data.url, headers: buyer });
    expect(own.headers['content-type']).toBe('image/png');
    expect((await t.inject({ method: 'GET', url: res.data.url, headers: other })).statusCode).toBe(404);
    const fake = await upload(Buffer.from('<html>not an image</html>'), 'photo.png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().msg).toContain('不是 JPG、PNG 或 WebP 图片');
    const named = await upload(Buffer.from('<html>not an image</html>'), '<img src=x onerror=alert(1)>.png');
    expect(named.json()).toMatchObject({ code: 422, errors: { file: ['照片不是 JPG、PNG 或 WebP 图片'] } });
    expect(named.body).not.toContain('onerror');
  });

  it('accepts requests only on shipped or completed orders, within bought − returned − requested', async () => {
    const g = theRow(goods);
    const unpaid = await placeOrder(t, { userId: buyerId, status: 1, lines: [{ goodsId: g.id, number: g.step }] });
    const unpaidLine = theRow(await linesOf(unpaid));
    const early = await post(`/api/order/${unpaid}/after_sales`, {
      kind: 'return',
      reason: '不想要了',
      items: [{ order_item_id: unpaidLine.id, number: 1 }],
    });
    expect(early.statusCode).toBe(409);

    const id = await placeOrder(t, { userId: buyerId, status: 3, lines: [{ goodsId: g.id, number: 4 }] });
    const line = theRow(await linesOf(id));
    const photo = (await upload(PNG, 'box.png')).json().data.path;
    const tooMany = await post(`/api/order/${id}/after_sales`, {
      kind: 'return',
      reason: '包装破损',
      items: [{ order_item_id: line.id, number: 5 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().msg).toContain('最多还可申请 4');
    const first = await post(`/api/order/${id}/after_sales`, {
      kind: 'return',
      reason: '包装破损',
      description: '外箱破损',
      items: [{ order_item_id: line.id, number: 3 }],
      photos: [photo],
    });
    expect(first.json()).toMatchObject({
      code: 10000,
      data: { status: 'pending', status_text: '待审核', kind_text: '退货' },
    });
    const second = await post(`/api/order/${id}/after_sales`, {
      kind: 'after_sales',
      reason: '质量问题',
      items: [{ order_item_id: line.id, number: 2 }],
    });
    expect(second.json().msg).toContain('最多还可申请 1');
    const notMine = await post(`/api/order/${id}/after_sales`, {
      kind: 'return',
      reason: '包装破损',
      items: [{ order_item_id: unpaidLine.id, number: 1 }],
    });
    expect(notMine.json().msg).toBe('所选商品不属于该订单');
    const stolenPhoto = await post(`/api/order/${id}/after_sales`, {
      kind: 'return',
      reason: '包装破损',
      items: [{ order_item_id: line.id, number: 1 }],
      photos: ['after-sales/999/0123456789abcdef01234567.png'],
    });
    expect(stolenPhoto.statusCode).toBe(422);
    const photoRes = await t.inject({ method: 'GET', url: first.json().data.photos[0], headers: buyer });
    expect(photoRes.headers['content-type']).toBe('image/png');
    expect((await post(`/api/order/${id}/after_sales`, { kind: 'return', reason: '', items: [] })).statusCode).toBe(
      422,
    );
  });

  it('shows a request and its photo to the buyer who made it and to staff, to no other buyer', async () => {
    const [g] = goods;
    const id = await placeOrder(t, { userId: buyerId, status: 3, lines: [{ goodsId: g!.id, number: g!.step }] });
    const [line] = await linesOf(id);
    const photo = (await upload(PNG, 'label.png')).json().data.path;
    const request = (
      await post(`/api/order/${id}/after_sales`, {
        kind: 'after_sales',
        reason: '质量问题',
        items: [{ order_item_id: line!.id, number: 1 }],
        photos: [photo],
      })
    ).json().data;
    const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });
    const photoUrl = request.photos[0];
    expect((await get(photoUrl, buyer)).headers['content-type']).toBe('image/png');
    const staffPhotoUrl = photoUrl.replace(/^\/api\/after_sales\//, '/api/admin/after_sales/');
    expect((await get(staffPhotoUrl, operator)).headers['content-type']).toBe('image/png');
    expect((await get(photoUrl, operator)).statusCode).toBe(401);
    expect((await get(photoUrl, other)).statusCode).toBe(404);
    expect((await get(`/api/after_sales/${request.id}`, other)).statusCode).toBe(404);
  });

  it('approving a return refunds the lines to the wallet once, returns stock and counts returned units', async () => {
    const [, g] = goods;
    const id = await placeOrder(t, {
      userId: buyerId,
      status: 2,
      payMethod: 'balance',
      lines: [{ goodsId: g!.id, number: g!.step * 2 }],
    });
    const line = theRow(await linesOf(id));
    const request = (
      await post(`/api/order/${id}/after_sales`, {
        kind: 'return',
        reason: '近效期',
        items: [{ order_item_id: line.id, number: g!.step }],
      })
    ).json().data;
    const balance = await expectWalletBalanced();
    const stock = await stockOf(t, g!.id);
    const review = { action: 'approve', refund_to: 'balance' };
    expect((await post(`/api/admin/after_sales/${request.id}/review`, review)).statusCode).toBe(401);
    const results = await Promise.all([
      post(`/api/admin/after_sales/${request.id}/review`, review, operator),
      post(`/api/admin/after_sales/${request.id}/review`, review, operator),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await post(`/api/admin/after_sales/${request.id}/review`, review, operator)).statusCode).toBe(409);
    const refundFen = g!.priceFen * g!.step;
    expect(await expectWalletBalanced()).toBe(balance + refundFen);
    expect(await stockOf(t, g!.id)).toBe(stock + g!.step);
    expect((await linesOf(id))[0]!.returned_number).toBe(g!.step);
    const seen = (await t.inject({ method: 'GET', url: `/api/after_sales/${request.id}`, headers: buyer })).json().data;
    expect(seen).toMatchObject({
      status: 'refunded',
      status_text: '已退款',
      refund_amount: refundFen / 100,
      refund_to: 'balance',
    });
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'approved', 'refunded']);
    const detail = (await t.inject({ method: 'GET', url: `/api/order/${id}`, headers: buyer })).json().data;
    expect(detail.refunded_amount).toBe(refundFen / 100);
    expect(detail.timeline.at(-1).type).toBe('refund');
  });

  it('an after-sales refund to the original payment is recorded without touching the wallet; stock stays', async () => {
    const [, , g] = goods;
    const id = await placeOrder(t, {
      userId: buyerId,
      status: 3,
      payMethod: 'transfer',
      lines: [{ goodsId: g!.id, number: g!.step }],
    });
    const line = theRow(await linesOf(id));
    const request = (
      await post(`/api/order/${id}/after_sales`, {
        kind: 'after_sales',
        reason: '质量问题',
        items: [{ order_item_id: line.id, number: 1 }],
      })
    ).json().data;
    const balance = await expectWalletBalanced();
    const stock = await stockOf(t, g!.id);
    const res = (
      await post(`/api/admin/after_sales/${request.id}/review`, { action: 'approve', refund_to: 'original' }, operator)
    ).json();
    expect(res.data).toEqual({ status: 'refunded', refund_amount: g!.priceFen / 100 });
    expect(await expectWalletBalanced()).toBe(balance);
    expect(await stockOf(t, g!.id)).toBe(stock);
    const seen = (await t.inject({ method: 'GET', url: `/api/after_sales/${request.id}`, headers: buyer })).json().data;
    expect(seen.refund_to).toBe('original');
  });

  it('a refund to the original online payment goes back through the gateway, not into the wallet', async () => {
    const o = ordering(t);
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, 2);
    const [address] = (await t.inject({ method: 'GET', url: '/api/user/address', headers: buyer })).json().data;
    const order = (await o.placeOrder(buyer, { ids: [line], address_id: address.id })).json().data;
    const { redirect_url } = (await o.pay(buyer, order.id, 'online')).json().data;
    await t.inject({
      method: 'POST',
      url: '/api/pay/sandbox/pay',
      headers: { origin: 'http://localhost:80' },
      payload: Object.fromEntries(new URL(redirect_url, 'http://x').searchParams),
    });
    expect(
      (
        await post(`/api/admin/order/${order.id}/ship`, { carrier: '顺丰速运', tracking_no: 'SF1234567890' }, operator)
      ).json().code,
    ).toBe(10000);
    const item = theRow(await linesOf(order.id));
    const request = (
      await post(`/api/order/${order.id}/after_sales`, {
        kind: 'return',
        reason: '破损',
        items: [{ order_item_id: item.id, number: 1 }],
      })
    ).json().data;
    const balance = await expectWalletBalanced();
    const res = (
      await post(`/api/admin/after_sales/${request.id}/review`, { action: 'approve', refund_to: 'original' }, operator)
    ).json();
    expect(res.data).toEqual({ status: 'refunded', refund_amount: g!.basePriceFen / 100 });
    expect(await expectWalletBalanced()).toBe(balance);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.find((r) => r.method === 'refund')).toMatchObject({
      status: 'refunded',
      amountFen: g!.basePriceFen,
      gateway: 'sandbox',
      tradeNo: expect.stringMatching(/^SANDBOXR/),
    });
  });

  it('rejecting needs a reason, refunds nothing and frees the units for a new request', async () => {
    const g = theRow(goods);
    const id = await placeOrder(t, { userId: buyerId, status: 3, lines: [{ goodsId: g.id, number: 2 }] });
    const line = theRow(await linesOf(id));
    const request = (
      await post(`/api/order/${id}/after_sales`, {
        kind: 'return',
        reason: '发错货',
        items: [{ order_item_id: line.id, number: 2 }],
      })
    ).json().data;
    expect((await post(`/api/admin/after_sales/${request.id}/review`, { action: 'reject' }, operator)).statusCode).toBe(
      422,
    );
    const balance = await expectWalletBalanced();
    expect(
      (
        await post(
          `/api/admin/after_sales/${request.id}/review`,
          { action: 'reject', reason: '批号与发货记录一致' },
          operator,
        )
      ).json().data.status,
    ).toBe('rejected');
    expect(await expectWalletBalanced()).toBe(balance);
    const seen = (await t.inject({ method: 'GET', url: `/api/after_sales/${request.id}`, headers: buyer })).json().data;
    expect(seen.history.at(-1)).toMatchObject({ status: 'rejected', text: '审核驳回：批号与发货记录一致' });
    expect(
      (
        await post(`/api/order/${id}/after_sales`, {
          kind: 'return',
          reason: '发错货',
          items: [{ order_item_id: line.id, number: 2 }],
        })
      ).statusCode,
    ).toBe(200);
  });
});
