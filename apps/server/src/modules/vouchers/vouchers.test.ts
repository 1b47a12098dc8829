import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, cashVoucherLog, cashVouchers, orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { recharge, walletOf } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';
import { expectVouchersBalanced, giveVoucher } from '../../test/vouchers-fixture.ts';
import { sweepExpiredVouchers } from './sweep.ts';

describe('购物金 on orders: pay part, cancel restores, refunds after cash, expiry sweep', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let buyer: Buyer;
  let operator: Record<string, string>;
  const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.inject({ method: 'POST', url, headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    o = ordering(t);
    [buyer] = (await makeBuyers(t, 1)) as [Buyer];
    operator = await t.loginStaff('admin');
  });
  afterAll(() => t.close());

  /** A cart line of `number` units of a plain goods; answers the line id and the goods' price. */
  async function line(who: Buyer, number: number) {
    const g = await o.plainGoods();
    return { id: await o.addLine(who.headers, g.id, number), priceFen: g.basePriceFen };
  }
  const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const logOf = (orderId: number) =>
    t.database.db.select().from(cashVoucherLog).where(eq(cashVoucherLog.orderId, orderId)).orderBy(cashVoucherLog.id);

  it('the confirm page offers the usable total and, asked, takes it off the payable (earliest expiry first)', async () => {
    const late = await giveVoucher(t, buyer.id, 3_000, 60);
    const early = await giveVoucher(t, buyer.id, 2_000, 10);
    await giveVoucher(t, buyer.id, 9_000, -1); // expired: never usable, whatever the sweep has done
    const l = await line(buyer, 10);
    const plain = (await post('/api/cart/checkout', { ids: [l.id] }, buyer.headers)).json().data;
    expect(plain).toMatchObject({ cash_coupon_usable: 50, cash_coupon_amount: 0 });
    const used = (await post('/api/cart/checkout', { ids: [l.id], use_cash_coupon: 1 }, buyer.headers)).json().data;
    expect(used.cash_coupon_amount).toBe(Math.min(50, plain.payable_amount));
    expect(used.payable_amount).toBeCloseTo(plain.payable_amount - used.cash_coupon_amount, 2);
    const bad = (await post('/api/cart/checkout', { ids: [l.id], use_cash_coupon: 2 }, buyer.headers)).json();
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors)).toEqual(['use_cash_coupon']);

    const placed = (
      await o.placeOrder(buyer.headers, { ids: [l.id], address_id: buyer.addressId, use_cash_coupon: 1 })
    ).json().data;
    expect(placed.payable_amount).toBeCloseTo(used.payable_amount, 2);
    const order = await orderRow(placed.id);
    expect(order).toMatchObject({ voucherFen: 5_000, status: 0 });
    // The earliest-expiring voucher is spent first.
    expect((await logOf(placed.id)).map((r) => [r.voucherId, r.type, r.changeFen])).toEqual([
      [early, 'pay', -2_000],
      [late, 'pay', -3_000],
    ]);
    await expectVouchersBalanced(t, buyer.id);
    // The rest by balance; the order shows the voucher line.
    await recharge(t, buyer.id, 1_000_000);
    expect((await o.pay(buyer.headers, placed.id, 'balance')).json().code).toBe(10000);
    expect((await orderRow(placed.id)).paidFen).toBe(order.payableFen);
    const detail = (await get(`/api/order/${placed.id}`, buyer.headers)).json().data;
    expect(detail).toMatchObject({ voucher_amount: 50, payable_amount: placed.payable_amount });

    // The buyer's pages: nothing usable left, the ledger's newest row is the second pay.
    const page = (await get('/api/user/cash_coupon', buyer.headers)).json().data;
    expect(page).toMatchObject({ usable_amount: 0, counts: [0, 2, 1], total: 0, data: [] });
    const used2 = (await get('/api/user/cash_coupon?status=1', buyer.headers)).json().data;
    expect(used2.data.map((v: { id: number }) => v.id).sort()).toEqual([late, early].sort());
    const expired = (await get('/api/user/cash_coupon?status=2', buyer.headers)).json().data;
    expect(expired.data).toMatchObject([{ amount: 90, remaining: 90, status: 2, status_text: '已过期' }]);
    const log = (await get('/api/user/cash_coupon_log', buyer.headers)).json().data;
    expect(log.data[0]).toMatchObject({ type: 'pay', type_text: '订单抵扣', amount: -30, order_no: placed.order_no });
    expect((await get('/api/user/cash_coupon?status=3', buyer.headers)).json().code).toBe(422);
  });

  it('cancelling gives each voucher back what it paid; a second cancel gives nothing', async () => {
    const v = await giveVoucher(t, buyer.id, 1_500);
    const l = await line(buyer, 10);
    const placed = (
      await o.placeOrder(buyer.headers, { ids: [l.id], address_id: buyer.addressId, use_cash_coupon: 1 })
    ).json().data;
    const before = await expectVouchersBalanced(t, buyer.id);
    const cancels = await Promise.all(
      [1, 2].map(() => post(`/api/order/${placed.id}/cancel`, { reason: '不想要了' }, buyer.headers)),
    );
    expect(cancels.filter((r) => r.json().code === 10000).length).toBeGreaterThanOrEqual(1);
    expect(await expectVouchersBalanced(t, buyer.id)).toBe(before + 1_500);
    expect((await logOf(placed.id)).map((r) => [r.voucherId, r.type, r.changeFen])).toEqual([
      [v, 'pay', -1_500],
      [v, 'restore', 1_500],
    ]);
  });

  it('vouchers that cover the whole order pay it at once; cancelling it restores them', async () => {
    [buyer] = (await makeBuyers(t, 1)) as [Buyer];
    const l = await line(buyer, 1);
    const preview = (await post('/api/cart/checkout', { ids: [l.id] }, buyer.headers)).json().data;
    await giveVoucher(t, buyer.id, Math.round(preview.payable_amount * 100) + 1_000);
    const placed = (
      await o.placeOrder(buyer.headers, { ids: [l.id], address_id: buyer.addressId, use_cash_coupon: 1 })
    ).json().data;
    expect(placed.payable_amount).toBe(0);
    expect(await orderRow(placed.id)).toMatchObject({ status: 1, payMethod: 'voucher', payableFen: 0, paidFen: 0 });
    const wallet = await walletOf(t, buyer.id);
    const before = await expectVouchersBalanced(t, buyer.id);
    const cancelled = await post(`/api/admin/order/${placed.id}/cancel`, { reason: '采购商要求取消' }, operator);
    expect(cancelled.json().code).toBe(10000);
    expect(await expectVouchersBalanced(t, buyer.id)).toBe(before + Math.round(preview.payable_amount * 100));
    expect(await walletOf(t, buyer.id)).toEqual(wallet);
  });

  it('a refund pays back cash first, up to what was paid in cash, then restores vouchers', async () => {
    [buyer] = (await makeBuyers(t, 1)) as [Buyer];
    const l = await line(buyer, 4);
    const preview = (await post('/api/cart/checkout', { ids: [l.id] }, buyer.headers)).json().data;
    const payableFen = Math.round(preview.payable_amount * 100);
    // Vouchers pay all but one unit's price: cash pays about one unit.
    const voucherFen = payableFen - l.priceFen;
    await giveVoucher(t, buyer.id, voucherFen);
    const placed = (
      await o.placeOrder(buyer.headers, { ids: [l.id], address_id: buyer.addressId, use_cash_coupon: 1 })
    ).json().data;
    await recharge(t, buyer.id, 1_000_000);
    expect((await o.pay(buyer.headers, placed.id, 'balance')).json().code).toBe(10000);
    const order = await orderRow(placed.id);
    expect(order.voucherFen).toBe(voucherFen);
    expect(order.paidFen).toBe(payableFen - voucherFen);
    await t.database.db.update(orders).set({ status: 2 }).where(eq(orders.id, placed.id));
    const item = (await get(`/api/order/${placed.id}`, buyer.headers)).json().data.lines[0];
    const wallet = await walletOf(t, buyer.id);
    const vouchers = await expectVouchersBalanced(t, buyer.id);
    // Return two units: the cash part (order.paidFen) back to the wallet, the rest to the vouchers.
    const request = (
      await post(
        `/api/order/${placed.id}/after_sales`,
        { kind: 'return', reason: '近效期', items: [{ order_item_id: item.id, number: 2 }] },
        buyer.headers,
      )
    ).json().data;
    const review = await post(
      `/api/admin/after_sales/${request.id}/review`,
      { action: 'approve', refund_to: 'balance' },
      operator,
    );
    expect(review.json().code).toBe(10000);
    const returnedFen = 2 * l.priceFen;
    const cashFen = Math.min(returnedFen, order.paidFen);
    expect((await walletOf(t, buyer.id)).balanceFen).toBe(wallet.balanceFen + cashFen);
    expect(await expectVouchersBalanced(t, buyer.id)).toBe(vouchers + (returnedFen - cashFen));
    expect((await orderRow(placed.id)).refundedFen).toBe(cashFen);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'after_sales.approve'), eq(auditLog.objectId, String(request.id))));
    expect(audit!.after).toMatchObject({ refund_fen: cashFen, voucher_fen: returnedFen - cashFen });
    // Returning the other two units: cash is used up, so all of it goes to the vouchers (never beyond what they paid).
    const request2 = (
      await post(
        `/api/order/${placed.id}/after_sales`,
        { kind: 'return', reason: '近效期', items: [{ order_item_id: item.id, number: 2 }] },
        buyer.headers,
      )
    ).json().data;
    await post(`/api/admin/after_sales/${request2.id}/review`, { action: 'approve', refund_to: 'balance' }, operator);
    const restored = (await logOf(placed.id)).filter((r) => r.type === 'restore').reduce((s, r) => s + r.changeFen, 0);
    expect(restored).toBe(Math.min(voucherFen, 4 * l.priceFen - cashFen));
    expect(restored).toBeLessThanOrEqual(voucherFen);
    await expectVouchersBalanced(t, buyer.id);
  });

  it('the expiry sweep writes what is left off once, even run twice at once', async () => {
    const [other] = (await makeBuyers(t, 1)) as [Buyer];
    const v = await giveVoucher(t, other.id, 700, 10);
    await t.database.db
      .update(cashVouchers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(cashVouchers.id, v));
    const runs = await Promise.all([sweepExpiredVouchers(t.database.db), sweepExpiredVouchers(t.database.db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredVouchers(t.database.db)).toBe(0);
    const rows = await t.database.db.select().from(cashVoucherLog).where(eq(cashVoucherLog.voucherId, v));
    expect(rows.map((r) => [r.type, r.changeFen, r.totalAfterFen])).toEqual([
      ['grant', 700, 700],
      ['expire', -700, 0],
    ]);
    expect(await expectVouchersBalanced(t, other.id)).toBe(0);
    const page = (await get('/api/user/cash_coupon?status=2', other.headers)).json().data;
    expect(page).toMatchObject({ counts: [0, 0, 1], data: [{ id: v, remaining: 0, status_text: '已过期' }] });
  });
});
