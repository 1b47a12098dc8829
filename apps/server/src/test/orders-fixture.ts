import { expect } from 'vitest';
import { and, eq, gte, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { insertOrder, type SeedOrder } from '../seed/demo-orders.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { changeBalance } from '../modules/wallet/ledger.ts';
import type { TestApp } from './harness.ts';
import { theRow } from '../db/rows.ts';

/**
 * Orders for tests, written as the checkout leaves them (stock taken, lines, payment, ledger, timeline)
 * until the lead's POST /api/order is merged; then tests may place them through the API instead.
 */
export async function placeOrder(app: TestApp, spec: SeedOrder): Promise<number> {
  return app.database.db.transaction((tx) => insertOrder(tx, spec));
}

export async function userIdOf(app: TestApp, account: keyof typeof DEMO_ACCOUNTS): Promise<number> {
  const row = theRow(
    await app.database.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.username, DEMO_ACCOUNTS[account].username)),
  );
  return row.id;
}

/** Buyable ordinary goods with plenty of stock, in whole medium packages (`step`). */
export async function buyableGoods(app: TestApp, count: number, skip = 0) {
  return app.database.db
    .select({ id: t.goods.id, name: t.goods.name, step: t.goods.middlePackage, priceFen: t.goods.basePriceFen })
    .from(t.goods)
    .where(
      and(
        eq(t.goods.isBuy, true),
        eq(t.goods.isListed, true),
        eq(t.goods.type, 0),
        eq(t.goods.drugClass, 'ordinary'),
        gte(t.goods.stock, 1000),
      ),
    )
    .orderBy(t.goods.id)
    .limit(count)
    .offset(skip);
}

export async function stockOf(app: TestApp, goodsId: number): Promise<number> {
  const row = theRow(
    await app.database.db.select({ stock: t.goods.stock }).from(t.goods).where(eq(t.goods.id, goodsId)),
  );
  return row.stock;
}

/** The wallet balance and the sum of its ledger, in fen: they must always be equal. */
export async function walletOf(app: TestApp, userId: number) {
  const db = app.database.db;
  const user = theRow(await db.select({ balanceFen: t.users.balanceFen }).from(t.users).where(eq(t.users.id, userId)));
  const ledger = theRow(
    await db
      .select({ sum: sql<number>`coalesce(sum(${t.userMoneyLog.amountFen}), 0)`.mapWith(Number) })
      .from(t.userMoneyLog)
      .where(eq(t.userMoneyLog.userId, userId)),
  );
  return { balanceFen: user.balanceFen, ledgerFen: ledger.sum };
}

/** Asserts that the buyer's balance equals the sum of its ledger, and answers the balance in fen. */
export async function expectWalletBalanced(app: TestApp, userId: number): Promise<number> {
  const wallet = await walletOf(app, userId);
  expect(wallet.balanceFen).toBe(wallet.ledgerFen);
  return wallet.balanceFen;
}

export async function recharge(app: TestApp, userId: number, amountFen: number) {
  await app.database.db.transaction((tx) =>
    changeBalance(tx, { userId, type: 'recharge', amountFen, remark: '测试充值' }),
  );
}
