import { sql } from 'drizzle-orm';
import { NEAR_EXPIRY_DAYS, NEAR_EXPIRY_ZONE } from '@store/shared/api/stock';
import { OrderStatus } from '@store/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { businessDay } from '../../lib/business-day.ts';

/** Order states whose units are taken from goods.stock but not yet from a batch. */
const RESERVING = sql.raw(`${OrderStatus.PENDING_PAYMENT}, ${OrderStatus.PENDING_SHIPMENT}`);

/**
 * Brings batch-tracked goods' sellable stock back to what their batches say:
 * stock = max(0, units in unexpired batches − units of orders awaiting payment or shipment).
 * The goods' shown batch and expiry become the batch first-expiry-first-out would ship next, and the goods
 * joins or leaves the near-expiry zone by that expiry. Goods without batch rows are left alone.
 *
 * The goods rows are locked first: an order takes goods.stock under the same row lock, so once they are
 * held the orders counted below (read by a later statement, on a fresh snapshot) are all there are.
 */
export async function resyncSellable(tx: Tx, goodsIds: number[], today: string): Promise<Map<number, number>> {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
  await tx.execute(sql`select id from goods where id = any(${idArray}) order by id for update`);
  const result = await tx.execute(sql`
    with held as (
      select goods_id,
             coalesce(sum(quantity) filter (where expiry_date >= ${today}::date), 0)::int as on_hand
        from stock_batches where goods_id = any(${idArray}) group by goods_id
    ), next_batch as (
      select distinct on (goods_id) goods_id, batch_number, expiry_date
        from stock_batches
       where goods_id = any(${idArray}) and expiry_date >= ${today}::date and quantity > 0
       order by goods_id, expiry_date, id
    ), reserved as (
      select i.goods_id, sum(i.number)::int as units
        from order_items i join orders o on o.id = i.order_id
       where i.goods_id = any(${idArray}) and o.status in (${RESERVING})
       group by i.goods_id
    )
    update goods g
       set stock = greatest(0, held.on_hand - coalesce(reserved.units, 0)),
           batch_number = coalesce(next_batch.batch_number, g.batch_number),
           expiry_date = coalesce(next_batch.expiry_date, g.expiry_date),
           zones = case
             when next_batch.expiry_date <= ${today}::date + ${NEAR_EXPIRY_DAYS}::int
               then array_append(array_remove(g.zones, ${NEAR_EXPIRY_ZONE}), ${NEAR_EXPIRY_ZONE})
             else array_remove(g.zones, ${NEAR_EXPIRY_ZONE}) end,
           updated_at = now()
      from held
      left join next_batch on next_batch.goods_id = held.goods_id
      left join reserved on reserved.goods_id = held.goods_id
     where g.id = held.goods_id
    returning g.id, g.stock`);
  return new Map(rowsOf<{ id: number; stock: number }>(result).map((row) => [row.id, row.stock]));
}

/** node-postgres answers `{ rows }`, PGlite the same; both through drizzle's execute. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The hourly sweep: batch-tracked goods whose batches the calendar has moved past are brought back to their
 * batches, so a batch that expired overnight stops counting as sellable and the near-expiry zone follows the
 * calendar. Only those goods: a goods whose shown batch (number and expiry) is still the one first-expiry-first-out
 * would ship next, and whose zone membership still matches that batch's expiry, is already right, as a batch
 * change resyncs its goods at once; only a goods with units in a batch expiring within the zone's window (or
 * already expired) can be otherwise, found through stock_batches_expiry_idx, and a goods in the zone whose
 * batches no longer put it there (goods_zones_idx). (It resynced every
 * tracked goods every hour, ~180k goods in 900 transactions at 200k batches, issue #38.) One statement per chunk
 * of 200 goods, each in its own short transaction; safe with several processes (the same result twice).
 */
export async function sweepBatches(db: Db, today = businessDay()): Promise<number> {
  const until = sql`${today}::date + ${NEAR_EXPIRY_DAYS}::int`;
  const due = rowsOf<{ id: number }>(
    await db.execute(sql`
      with candidates as (
        select goods_id from stock_batches where expiry_date <= ${until} and quantity > 0
        union
        select g.id from goods g
         where g.zones @> array[${NEAR_EXPIRY_ZONE}]::text[]
           and exists (select 1 from stock_batches b where b.goods_id = g.id)
      ), next_batch as (
        select distinct on (b.goods_id) b.goods_id, b.batch_number, b.expiry_date
          from stock_batches b join candidates c on c.goods_id = b.goods_id
         where b.expiry_date >= ${today}::date and b.quantity > 0
         order by b.goods_id, b.expiry_date, b.id
      )
      select g.id from candidates c
        join goods g on g.id = c.goods_id
        left join next_batch n on n.goods_id = c.goods_id
       where case when n.goods_id is null then g.stock > 0 or ${NEAR_EXPIRY_ZONE} = any(g.zones)
             else (g.batch_number, g.expiry_date) is distinct from (n.batch_number, n.expiry_date)
               or (n.expiry_date <= ${until}) <> (${NEAR_EXPIRY_ZONE} = any(g.zones)) end
       order by g.id`),
  ).map((row) => row.id);
  for (let start = 0; start < due.length; start += 200) {
    const chunk = due.slice(start, start + 200);
    await db.transaction((tx) => resyncSellable(tx, chunk, today));
  }
  return due.length;
}
