import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, goodsSalesPending } from '../../db/schema.ts';
import { intArray } from '../../db/int-array.ts';

/**
 * Adds the units sold since the last roll-up to `goods.sales` (the 销量 the lists sort by): run every minute
 * with the order sweep, so a list's sales order lags the orders by at most about a minute, as on the big stores.
 * The pending rows are taken by DELETE … RETURNING inside the transaction: rows an order is still writing are
 * not visible to it and wait for the next run, and two processes never count one row twice. The goods rows are
 * locked in ascending id order, as an order locks them, so a roll-up and an order cannot deadlock.
 * Answers how many goods changed.
 */
export async function rollUpSales(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = (await tx.execute(
      sql`delete from ${goodsSalesPending} returning ${goodsSalesPending.goodsId} as goods_id, ${goodsSalesPending.n} as n`,
    )) as unknown as { rows: { goods_id: number; n: number }[] };
    const perGoods = new Map<number, number>();
    for (const row of taken.rows) perGoods.set(row.goods_id, (perGoods.get(row.goods_id) ?? 0) + row.n);
    if (perGoods.size === 0) return 0;
    const entries = [...perGoods].sort(([a], [b]) => a - b);
    const ids = intArray(entries.map(([id]) => id));
    const units = intArray(entries.map(([, n]) => n));
    await tx.execute(
      sql`select ${goods.id} from ${goods} where ${goods.id} = any(${ids}) order by ${goods.id} for update`,
    );
    const changed = (await tx.execute(sql`
      update ${goods} set ${sql.identifier(goods.sales.name)} = ${goods.sales} + v.n
      from (select unnest(${ids}) as id, unnest(${units}) as n) v
      where ${goods.id} = v.id
      returning ${goods.id}`)) as unknown as { rows: unknown[] };
    return changed.rows.length;
  });
}
