import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { userMoneyLog, users } from '../../db/schema.ts';
import { OrderRefusal } from '@store/shared/codes';
import { AppError } from '../../lib/errors.ts';

export type MoneyChange = {
  userId: number;
  /** 'recharge' | 'pay' | 'refund' | 'adjust' */
  type: string;
  /** Signed: negative takes money out of the wallet. */
  amountFen: number;
  orderId?: number;
  remark?: string;
};

/**
 * Changes a buyer's balance and writes the ledger row in the caller's transaction. The update is
 * conditional (`balance + amount >= 0`), so a concurrent payment can never take the balance below
 * zero; the balance after the change is read from the same statement, so Σ ledger = balance always.
 */
export async function changeBalance(tx: Tx, change: MoneyChange): Promise<{ balanceAfterFen: number }> {
  if (!Number.isSafeInteger(change.amountFen) || change.amountFen === 0)
    throw new RangeError(`bad amount ${change.amountFen}`);
  const [row] = await tx
    .update(users)
    .set({ balanceFen: sql`${users.balanceFen} + ${change.amountFen}` })
    .where(sql`${users.id} = ${change.userId} and ${users.balanceFen} + ${change.amountFen} >= 0`)
    .returning({ balanceFen: users.balanceFen });
  if (!row) throw new AppError(OrderRefusal.BALANCE_SHORT);
  await tx.insert(userMoneyLog).values({
    userId: change.userId,
    type: change.type,
    amountFen: change.amountFen,
    balanceAfterFen: row.balanceFen,
    orderId: change.orderId,
    remark: change.remark ?? '',
  });
  return { balanceAfterFen: row.balanceFen };
}

export async function balanceOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ balanceFen: users.balanceFen }).from(users).where(eq(users.id, userId));
  return row?.balanceFen ?? 0;
}
