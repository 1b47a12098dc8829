import { and, eq, sql } from 'drizzle-orm';
import { WalletRefusal } from '@store/shared/codes';
import { expiryOf } from '@store/shared/rules/points';
import type { Tx } from '../../db/client.ts';
import { pointsLog, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export type PointsType = 'earn' | 'reverse' | 'spend' | 'refund' | 'expire' | 'adjust';

export type PointsChange = {
  userId: number;
  type: PointsType;
  /** Signed whole points: negative takes points away. */
  change: number;
  orderId?: number;
  /** A points-mall order (issue #15): 'spend' when redeemed, 'refund' when cancelled. */
  pointsOrderId?: number;
  /** 'earn': the money the points were earned on (fen). */
  basisFen?: number;
  /**
   * The lot's year-end. Default: credits ('earn', positive 'adjust') expire at the end of the year after `at`;
   * a 'reverse' passes its earning's date; spends, give-backs and deductions have none.
   */
  expiresAt?: Date | null;
  staffId?: number;
  remark?: string;
  /** When it happened (the demo seed writes past orders); default now. */
  at?: Date;
};

const LOT_CREDITS: ReadonlySet<PointsType> = new Set(['earn', 'adjust']);

/**
 * Changes a buyer's points and writes the ledger row in the caller's transaction — the only way points
 * change (the points mall spends through here: `{ type: 'spend', change: -n, orderId }`). The UPDATE is
 * conditional (`points + change >= 0`), so two spends at once can never take the points below zero: the
 * second waits for the first's row lock and is refused with 771 if too little is left. The points after the
 * change come from the same statement, so Σ ledger = users.points always.
 *
 * A 'refund' (points given back, e.g. a cancelled points-mall order) never gives back more than that order
 * spent (772). Callers of 'spend'/'refund' for an order should hold that order's row lock.
 */
export async function changePoints(tx: Tx, change: PointsChange): Promise<{ pointsAfter: number; id: number }> {
  if (!Number.isSafeInteger(change.change) || change.change === 0)
    throw new RangeError(`bad points change ${change.change}`);
  if (change.type === 'refund') await checkRefundWithinSpent(tx, change);
  const [row] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${change.change}` })
    .where(and(eq(users.id, change.userId), sql`${users.points} + ${change.change} >= 0`))
    .returning({ points: users.points });
  if (!row) {
    const [user] = await tx.select({ points: users.points }).from(users).where(eq(users.id, change.userId));
    if (!user) throw new Error(`user ${change.userId} is missing`);
    throw new AppError(WalletRefusal.POINTS_SHORT, user.points);
  }
  const at = change.at ?? new Date();
  const expiresAt =
    change.expiresAt !== undefined
      ? change.expiresAt
      : LOT_CREDITS.has(change.type) && change.change > 0
        ? expiryOf(at)
        : null;
  const [written] = await tx
    .insert(pointsLog)
    .values({
      userId: change.userId,
      type: change.type,
      change: change.change,
      pointsAfter: row.points,
      orderId: change.orderId,
      pointsOrderId: change.pointsOrderId,
      basisFen: change.basisFen,
      expiresAt,
      staffId: change.staffId,
      remark: change.remark ?? '',
      ...(change.at ? { createdAt: change.at } : {}),
    })
    .returning({ id: pointsLog.id });
  // An INSERT … RETURNING of one row answers one row, or throws.
  if (!written) throw new Error('points ledger row was not written');
  return { pointsAfter: row.points, id: written.id };
}

async function checkRefundWithinSpent(tx: Tx, change: PointsChange) {
  if (change.change < 0 || (change.orderId === undefined) === (change.pointsOrderId === undefined))
    throw new RangeError('a points refund gives back to one order');
  const [sums] = await tx
    .select({ net: sql<number>`coalesce(sum(${pointsLog.change}), 0)`.mapWith(Number) })
    .from(pointsLog)
    .where(
      and(
        eq(pointsLog.userId, change.userId),
        change.orderId !== undefined
          ? eq(pointsLog.orderId, change.orderId)
          : eq(pointsLog.pointsOrderId, change.pointsOrderId!),
        sql`${pointsLog.type} in ('spend', 'refund')`,
      ),
    );
  // net = refunded − spent, ≤ 0 while within what was spent.
  if ((sums?.net ?? 0) + change.change > 0) throw new AppError(WalletRefusal.POINTS_REFUND_EXCEEDS_SPENT);
}

export async function pointsOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}
