import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { OrderStatus } from '@store/shared/orders';
import type { Db } from '../../db/client.ts';
import { cartItems, flashSales, giftRules, goods, orderItems, orders } from '../../db/schema.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { theRow } from '../../db/rows.ts';
import { businessDay } from '../../lib/business-day.ts';
import { promotionColumns, promotionsFrom, type AsJson, type PromotionColumns } from './promotions-read.ts';
import type { Config } from '../../config.ts';
import {
  cartGoodsColumns,
  priceRows,
  type CartGoods,
  type CartLine,
  type CartRow,
  type LoadedCart,
  type SaleRow,
} from './pricing.ts';

// Everything a priced cart reads, in ONE statement (the cart list, the hint, the confirm page): its lines,
// their goods and the goods of package parts and gifts, the flash sales, what the buyer bought in them,
// and the promotions. It was three to five statements, and drizzle's building and row mapping of the
// lines cost the store more CPU than PostgreSQL spent on them; a JSON column is one JSON.parse.
// What the buyer bought is summed per flash sale of the cart (a lateral join), so each sale's order lines are an
// index lookup: `in (select ...)` could hash-join every flash sale's lines, and `= any(array(...))` cannot use
// the partial index (issue #38; cart-plans.test.ts holds the plans).

/** `json_build_object('key', alias."column", ...)` over a drizzle column map (built once, at load). */
const jsonObject = (alias: string, columns: Record<string, PgColumn>) =>
  sql.raw(
    `json_build_object(${Object.entries(columns)
      .map(([key, column]) => `'${key}', ${alias}."${column.name}"`)
      .join(', ')})`,
  );
/**
 * The many rows (a cart's lines and their goods) as `json_build_array(alias."column", ...)`, turned back into
 * objects here: without a key per field PostgreSQL writes and this process parses about half the JSON (50 lines:
 * 33 kB → 16 kB).
 */
const jsonRows = <T>(alias: string, columns: Record<string, PgColumn>) => {
  const keys = Object.keys(columns);
  const select = sql.raw(
    `json_build_array(${Object.values(columns)
      .map((c) => `${alias}."${c.name}"`)
      .join(', ')})`,
  );
  const read = (values: unknown[]): T => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = values[i];
    return row as T;
  };
  return { select, read };
};
const LINES = jsonRows<AsJson<CartLine>>('l', getTableColumns(cartItems));
const GOODS = jsonRows<CartGoods>('g', cartGoodsColumns);
const SALE_JSON = jsonObject('s', getTableColumns(flashSales));

type Row = PromotionColumns & {
  lines: unknown[][];
  goods: unknown[][];
  sales: AsJson<SaleRow>[];
  bought: [number, number][];
};

/** The statement, for the whole cart (`only` empty) or for the lines whose ids `only` limits it to. */
const cartStatement = (only: SQL) => {
  const live = sql.raw(`r.starts_at <= now() and r.ends_at > now()`);
  const userId = sql.placeholder('userId');
  return sql`
    with l as (
      select l.* from ${cartItems} l
      where l.user_id = ${userId}${only} and exists (select from ${goods} g where g.id = l.goods_id)
    )
    select
      (select coalesce(json_agg(${LINES.select} order by l.id), '[]') from l) as lines,
      (select coalesce(json_agg(${GOODS.select}), '[]') from ${goods} g where g.id = any(array(
        select goods_id from l
        union select (i->>'goodsId')::int from combinations c, jsonb_array_elements(c.items) i
          where c.id in (select combination_id from l)
        union select r.gift_goods_id from ${giftRules} r where r.goods_id in (select goods_id from l) and ${live}
      ))) as goods,
      (select coalesce(json_agg(${SALE_JSON}), '[]') from ${flashSales} s
        where s.id in (select flash_sale_id from l)) as sales,
      (select coalesce(json_agg(json_build_array(s.sale_id, b.n)), '[]')
        from (select distinct flash_sale_id as sale_id from l where flash_sale_id is not null) s,
        lateral (select sum(i.number)::int as n from ${orderItems} i join ${orders} o on o.id = i.order_id
          where i.flash_sale_id = s.sale_id and o.user_id = ${userId}
            and o.status <> ${sql.raw(String(OrderStatus.CANCELLED))}) b
        where b.n is not null) as bought,
      ${promotionColumns(
        sql`array(select goods_id from l)`,
        sql`array(select combination_id from l where combination_id is not null)`,
        sql`${sql.placeholder('day')}`,
      )}`;
};
const wholeCart = preparedStatement<Row>('cart_read', cartStatement(sql``));
const someLines = preparedStatement<Row>(
  'cart_read_lines',
  cartStatement(sql` and l.id = any(${sql.placeholder('ids')}::int[])`),
);

/**
 * The buyer's cart lines (all, or only `ids`; lines whose goods is gone are left out, as an inner join
 * would), ascending id, with what pricing them reads. Unlocked: the order reads its own, locked.
 */
export async function readCart(db: Db, userId: number, ids?: number[]) {
  const day = businessDay();
  const result = ids
    ? await someLines(db)({ userId, day, ids: `{${ids.join(',')}}` })
    : await wholeCart(db)({ userId, day });
  const row = theRow(result.rows);
  const byId = new Map(row.goods.map((values) => GOODS.read(values)).map((g) => [g.id, g]));
  const rows: CartRow[] = row.lines.map((values) => {
    const line = LINES.read(values);
    // The lines were read with their goods present.
    return { line: { ...line, createdAt: new Date(line.createdAt) }, goods: byId.get(line.goodsId)! };
  });
  const sales = row.sales.map((s): SaleRow => ({ ...s, startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }));
  return {
    rows,
    goods: byId,
    sales: new Map(sales.map((s) => [s.id, s])),
    bought: new Map(row.bought),
    promotions: promotionsFrom(row),
  };
}

/**
 * The buyer's cart lines (all, or only `ids`) priced by the server, read without locks (the cart list,
 * the hint, the confirm page; the order prices its locked rows with `priceRows`).
 * `selectIds` treats exactly the given ids as the selection (next hint for lines ticked on screen).
 */
export async function loadPricedCart(
  db: Db,
  userId: number,
  config: Config,
  ids?: number[],
  options: { selectIds?: boolean } = {},
): Promise<LoadedCart> {
  const { rows, goods, sales, bought, promotions } = await readCart(db, userId, ids);
  return priceRows(config, rows, { sales, goods, bought }, promotions, options);
}
