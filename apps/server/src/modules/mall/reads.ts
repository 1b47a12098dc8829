import type {
  MallGoodsDetail,
  MallGoodsPage,
  MallGoodsQuery,
  PointsOrder,
  PointsOrdersPage,
  PointsOrdersQuery,
} from '@store/shared/api/mall';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Template } from '../coupons/index.ts';
import * as repo from './repo.ts';
import { presentGoods, presentOrder } from './present.ts';

export async function templatesFor(db: Db, rows: repo.MallGoodsRow[]): Promise<Map<number, Template>> {
  const ids = [...new Set(rows.flatMap((r) => (r.couponId === null ? [] : [r.couponId])))];
  return new Map((await repo.templatesOf(db, ids)).map((t) => [t.id, t]));
}

/** The mall page: goods on sale now with the filters, the buyer's points and holdings when logged in. */
export async function mallPage(db: Db, userId: number | null, q: MallGoodsQuery): Promise<MallGoodsPage> {
  const { rows, total, categories } = await repo.goodsPage(db, q);
  const [templates, held, points] = await Promise.all([
    templatesFor(db, rows),
    userId === null
      ? new Map<number, number>()
      : repo.claimsOf(
          db,
          userId,
          rows.map((r) => r.id),
        ),
    userId === null ? null : repo.pointsOf(db, userId),
  ]);
  return {
    points,
    categories,
    data: rows.map((r) => presentGoods(r, templates, held.get(r.id) ?? 0)),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

/** One goods, also when paused or out of its window (the card says why it cannot be redeemed). */
export async function mallGoodsDetail(db: Db, userId: number | null, id: number): Promise<MallGoodsDetail> {
  const row = await repo.findGoods(db, id);
  if (!row) throw notFound('积分商品不存在');
  const [templates, held, points] = await Promise.all([
    templatesFor(db, [row]),
    userId === null ? new Map<number, number>() : repo.claimsOf(db, userId, [row.id]),
    userId === null ? null : repo.pointsOf(db, userId),
  ]);
  return { ...presentGoods(row, templates, held.get(row.id) ?? 0), points };
}

export async function ownOrders(db: Db, userId: number, q: PointsOrdersQuery): Promise<PointsOrdersPage> {
  const { rows, total } = await repo.ownOrdersPage(db, userId, q.status, q.page, q.page_size);
  return { data: rows.map(presentOrder), total, page: q.page, page_size: q.page_size };
}

export async function ownOrder(db: Db, userId: number, id: number): Promise<PointsOrder> {
  const row = await repo.findOwnOrder(db, userId, id);
  if (!row) throw notFound('积分订单不存在');
  return presentOrder(row);
}
