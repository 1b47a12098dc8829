import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { makeBuyers } from './buyers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { recharge } from './orders-fixture.ts';
import { ordering } from './ordering.ts';

/** A store on a database the test opened (a data dir on disk, a database of its own), files as configured. */
export const storeOn = (database: Database, env: Record<string, string>) =>
  createTestApp({ RATE_LIMIT_MAX: '100000', ...env }, { database, storage: 'as-configured' });

/**
 * `count` orders placed through the API by a new buyer and paid from the balance (the wallet ledger moves),
 * and one the buyer leaves unpaid; answers the buyer and its paid orders' ids, to look at them after a restore.
 */
export async function placePaidOrders(t: TestApp, count: number) {
  const [buyer] = await makeBuyers(t, 1);
  await recharge(t, buyer!.id, 10_000_000);
  const o = ordering(t);
  const paid: number[] = [];
  for (let i = 0; i < count; i++) {
    const order = await o.orderOne(buyer!);
    const res = await o.pay(buyer!.headers, order.id, 'balance');
    expect(res.json().code, res.body).toBe(10000);
    paid.push(order.id);
  }
  await o.orderOne(buyer!);
  return { buyer: buyer!, paid };
}

/** Every order's id, number and amounts, in id order: what "the same orders" means. */
export const ordersOf = (database: Database) =>
  database.db
    .select({ id: orders.id, orderNo: orders.orderNo, payableFen: orders.payableFen, paidFen: orders.paidFen })
    .from(orders)
    .orderBy(orders.id);

/**
 * Every account whose balance is not the sum of its ledger: the wallet (users.balance_fen, user_money_log),
 * the points (users.points, points_log) and the cash vouchers (cash_voucher_totals, cash_voucher_log).
 */
export async function unbalancedLedgers(database: Database) {
  const result = (await database.db.execute(sql`
    select 'wallet' as ledger, u.id from users u
      where u.balance_fen <> (select coalesce(sum(amount_fen), 0) from user_money_log l where l.user_id = u.id)
    union all
    select 'points', u.id from users u
      where u.points <> (select coalesce(sum(change), 0) from points_log l where l.user_id = u.id)
    union all
    select 'vouchers', t.user_id from cash_voucher_totals t
      where t.total_fen <> (select coalesce(sum(change_fen), 0) from cash_voucher_log l where l.user_id = t.user_id)
  `)) as unknown as { rows: unknown[] };
  return result.rows;
}

/** Rows in the wallet ledger: the ledger check above must have had money moves to look at. */
export async function walletRows(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`select count(*)::int as n from user_money_log`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
}

/**
 * The store after a restore: exactly the orders of the backup, every ledger summing to its balance (with money
 * moves to look at), and the API answering the buyer's paid order.
 */
export async function expectRestored(
  t: TestApp,
  atBackup: Awaited<ReturnType<typeof ordersOf>>,
  placed: Awaited<ReturnType<typeof placePaidOrders>>,
) {
  expect(await ordersOf(t.database)).toEqual(atBackup);
  expect(await walletRows(t.database)).toBeGreaterThan(0);
  expect(await unbalancedLedgers(t.database)).toEqual([]);
  const order = atBackup.find((o) => o.id === placed.paid[0])!;
  expect(order.paidFen).toBeGreaterThan(0);
  const res = await t.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: placed.buyer.headers });
  expect(res.json().code, res.body).toBe(10000);
  expect(res.json().data).toMatchObject({ id: order.id, order_no: order.orderNo });
}
