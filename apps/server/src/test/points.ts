import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { theRow } from '../db/rows.ts';
import { changePoints } from '../modules/points/ledger.ts';
import type { TestApp } from './harness.ts';

/** A buyer's points and the sum of their ledger: they must always be equal. */
export async function pointsOf(app: TestApp, userId: number) {
  const db = app.database.db;
  const user = theRow(await db.select({ points: t.users.points }).from(t.users).where(eq(t.users.id, userId)));
  const ledger = theRow(
    await db
      .select({ sum: sql<number>`coalesce(sum(${t.pointsLog.change}), 0)`.mapWith(Number) })
      .from(t.pointsLog)
      .where(eq(t.pointsLog.userId, userId)),
  );
  return { points: user.points, ledger: ledger.sum };
}

/** Asserts points = Σ ledger (and that the last row's points_after says the same); answers the points. */
export async function expectPointsBalanced(app: TestApp, userId: number): Promise<number> {
  const { points, ledger } = await pointsOf(app, userId);
  expect(points).toBe(ledger);
  const [last] = await app.database.db
    .select({ after: t.pointsLog.pointsAfter })
    .from(t.pointsLog)
    .where(eq(t.pointsLog.userId, userId))
    .orderBy(sql`${t.pointsLog.id} desc`)
    .limit(1);
  expect(last?.after ?? 0).toBe(points);
  return points;
}

/** Σ change of one order's rows of one type ('earn', 'reverse' …). */
export async function orderPoints(app: TestApp, orderId: number, type: string): Promise<number> {
  const row = theRow(
    await app.database.db
      .select({ sum: sql<number>`coalesce(sum(${t.pointsLog.change}), 0)`.mapWith(Number) })
      .from(t.pointsLog)
      .where(and(eq(t.pointsLog.orderId, orderId), eq(t.pointsLog.type, type))),
  );
  return row.sum;
}

/** Sets a buyer's points through the ledger (an 'adjust' row), so points = Σ ledger still holds. */
export async function setPoints(app: TestApp, userId: number, points: number): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const user = theRow(await tx.select({ points: t.users.points }).from(t.users).where(eq(t.users.id, userId)));
    if (points !== user.points)
      await changePoints(tx, { userId, type: 'adjust', change: points - user.points, remark: '测试' });
  });
}
