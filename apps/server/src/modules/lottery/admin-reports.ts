import { PRIZE_KIND_TEXT } from '@store/shared/api/draw';
import type { AdminWinnerRow } from '@store/shared/api/draw-admin';
import { POINTS_ORDER_STATUS_TEXT } from '@store/shared/api/mall';
import type { PrizeKind } from '@store/shared/rules/lottery';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { winnersPage } from './admin-repo.ts';
import { findActivity } from './repo.ts';

/** The winners report of an activity (all draws with `all`), with the address of goods to ship. */
export async function winnersReport(
  db: Db,
  activityId: number,
  q: { all?: 0 | 1; kind?: PrizeKind; page: number; page_size: number },
) {
  if (!(await findActivity(db, activityId))) throw notFound('抽奖活动不存在');
  const { rows, total } = await winnersPage(db, activityId, q);
  return {
    data: rows.map(({ record: r, username, company, order }): AdminWinnerRow => ({
      id: r.id,
      user_id: r.userId,
      username,
      company,
      kind: r.kind as PrizeKind,
      kind_text: PRIZE_KIND_TEXT[r.kind as PrizeKind],
      prize_name: r.prizeName,
      points_spent: r.pointsSpent,
      shipping: order
        ? {
            points_order_id: order.id,
            order_no: order.orderNo,
            consignee: order.address?.name ?? '',
            mobile: order.address?.phone ?? '',
            address: order.address
              ? `${order.address.province}${order.address.city}${order.address.district}${order.address.address}`
              : '',
            status: order.status,
            status_text: POINTS_ORDER_STATUS_TEXT[order.status] ?? '',
            tracking_no: order.trackingNo,
          }
        : null,
      created_at: Math.floor(r.createdAt.getTime() / 1000),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}
