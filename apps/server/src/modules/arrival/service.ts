import { CatalogueRefusal } from '@store/shared/codes';
import type { GoodsItem } from '@store/shared/api/goods';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

/**
 * 到货提醒: the buyer asks to be told when an out-of-stock goods is back. Asking twice keeps one open
 * notice (the second answers success too); a goods in stock is refused, since it can be bought now.
 */
export async function subscribe(db: Db, userId: number, goodsId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockListedGoods(tx, goodsId);
    if (!row) throw notFound('商品不存在或已下架');
    if (row.stock > 0) throw new AppError(CatalogueRefusal.ARRIVAL_NOTICE_IN_STOCK);
    await repo.openNotice(tx, userId, goodsId);
  });
}

/** Withdraws the buyer's open notice; withdrawing none is no error (the button may be stale). */
export async function cancel(db: Db, userId: number, goodsId: number): Promise<void> {
  await repo.closeOpenNotice(db, userId, goodsId);
}

/** Goods as the viewer sees them, with `arrival_notice` set from the viewer's open notices (visitors have none). */
export async function withArrivalNotices<T extends GoodsItem>(db: Db, userId: number | undefined, items: T[]) {
  if (!userId) return items;
  const awaited = await repo.awaitedGoodsIds(
    db,
    userId,
    items.filter((g) => g.number <= 0).map((g) => g.id),
  );
  return items.map((g) => (awaited.has(g.id) ? { ...g, arrival_notice: 1 as const } : g));
}

export async function withArrivalNotice<T extends GoodsItem>(db: Db, userId: number | undefined, item: T) {
  const [marked = item] = await withArrivalNotices(db, userId, [item]);
  return marked;
}

/** Favourites with `arrived` (1 when a notice of the buyer's for the goods was sent in the last 7 days). */
export async function withArrived<T extends GoodsItem>(db: Db, userId: number, items: T[]) {
  const arrived = await repo.arrivedGoodsIds(
    db,
    userId,
    items.map((g) => g.id),
  );
  return items.map((g) => ({ ...g, arrived: (arrived.has(g.id) ? 1 : 0) as 0 | 1 }));
}
