import type { PointsAdjustBody } from '@store/shared/api/points';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { lockBuyer } from '../admin/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { changePoints } from './ledger.ts';

/**
 * Staff add or deduct points by hand, with the reason the ledger row keeps and an audit row, in one
 * transaction. A deduction never takes the points below zero (771). Added points expire like earned ones.
 */
export async function adjustPoints(db: Db, actor: Actor, userId: number, body: PointsAdjustBody) {
  return db.transaction(async (tx) => {
    if (!(await lockBuyer(tx, userId))) throw notFound('采购商不存在');
    const { pointsAfter } = await changePoints(tx, {
      userId,
      type: 'adjust',
      change: body.change,
      staffId: actor.staffId,
      remark: body.reason,
    });
    await recordAudit(tx, actor, {
      action: 'points.adjust',
      objectType: 'buyer',
      objectId: userId,
      after: { change: body.change, reason: body.reason, points: pointsAfter },
    });
    return { points: pointsAfter };
  });
}
