import { sql } from 'drizzle-orm';
import { theRow } from '../../apps/server/src/db/rows.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.ts';

/**
 * A national wholesaler's buyers, orders and stock batches, grown on a seeded demo database by set-based SQL
 * (issue #38): every row is a copy of a demo row of its kind with the columns that tell rows apart replaced,
 * so each copy keeps whatever the writer of its kind sets (an order copies one in the same status).
 * The goods come first, from the seed CLI (`--catalogue national`): orders take their lines from them.
 */
export type Scale = { buyers: number; orders: number; linesPerOrder: number; batches: number; ownOrders: number };

/** The one row a statement answers. */
const one = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  theRow(((await database.db.execute(query)) as unknown as { rows: T[] }).rows);

const count = async (database: Database, table: string) =>
  (await one<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${table}`))).n;

/**
 * One INSERT … SELECT that copies `template` rows `times` times, each copy's JSON merged with `changes` (an SQL
 * jsonb expression over the template row `t` and the copy number `g`) before it becomes a row again. The record
 * is expanded through LATERAL: `(f(…)).*` would call f, and its nextval() and random(), once per column.
 */
const copies = (table: string, template: string, times: number, changes: string) =>
  sql.raw(`insert into ${table}
    select r.* from (${template}) t cross join generate_series(1, ${times}) g
    cross join lateral jsonb_populate_record(null::${table}, to_jsonb(t) || ${changes}) r`);

/**
 * Goods up to `total`, each a copy of a listed demo goods with a number after its name and its pinyin keys (the
 * plan-shape test's mid-size catalogue; the bench grows a realistic one with the seed CLI instead).
 */
export async function growGoods(database: Database, total: number): Promise<void> {
  const add = total - (await count(database, 'goods'));
  if (add <= 0) return;
  // Every column but the id and the generated ones (in_stock), which an insert may not set.
  const columns = (
    (await database.db.execute(
      sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
            from information_schema.columns
           where table_name = 'goods' and is_generated = 'NEVER' and column_name <> 'id'`,
    )) as unknown as { rows: { list: string }[] }
  ).rows[0]!.list;
  const listed = await count(database, 'goods where is_listed');
  await database.db.execute(
    sql.raw(`insert into goods (${columns})
      select ${columns.replace(/(^|, )/g, '$1r.')} from (select * from goods where is_listed) t
      cross join generate_series(1, ${Math.ceil(add / Math.max(1, listed))}) g
      cross join lateral jsonb_populate_record(null::goods, to_jsonb(t) || jsonb_build_object(
        'name', t.name || g, 'name_initials', t.name_initials || g, 'name_pinyin', t.name_pinyin || g,
        'sales', (t.sales * g) % 10007, 'created_at', now(), 'updated_at', now())) r`),
  );
}

export async function growToScale(database: Database, scale: Scale, log: (line: string) => void): Promise<void> {
  const { db } = database;
  await db.execute(sql`select setseed(0.38)`);

  const buyersNow = await count(database, 'users');
  if (buyersNow < scale.buyers) {
    const started = performance.now();
    // Copies of the demo buyer: approved, the same licences are not copied (lists and counts read users).
    // Balance and points start at 0, the sum of their (no) ledger rows.
    await db.execute(
      copies(
        'users',
        `select * from users where username = '${DEMO_ACCOUNTS.buyer.username}'`,
        scale.buyers - buyersNow,
        `jsonb_build_object('id', nextval(pg_get_serial_sequence('users', 'id')), 'username', 'scale_' || g,
          'mobile', '139' || lpad(g::text, 8, '0'), 'company', '规模药房' || g || '号店', 'wechat_openid', null,
          'balance_fen', 0, 'points', 0, 'created_at', now() - (random() * interval '700 days'))`,
      ),
    );
    log(`买家 ${scale.buyers - buyersNow} 个，${seconds(started)}`);
  }

  const ordersNow = await count(database, 'orders');
  if (ordersNow < scale.orders) {
    const started = performance.now();
    const add = scale.orders - ordersNow;
    const { first, last } = await one<{ first: number; last: number }>(
      database,
      sql`select min(id)::int as first, max(id)::int as last from users where username like 'scale\_%'`,
    );
    const { demo } = await one<{ demo: number }>(
      database,
      sql`select id as demo from users where username = ${DEMO_ACCOUNTS.buyer.username}`,
    );
    // One template order per status (the demo orders cover them); copy g takes template g mod their count.
    // The first `ownOrders` copies are the demo buyer's: the buyer's own order search at 5,000 orders.
    await db.execute(
      sql.raw(`create temporary table order_templates as
      select row_number() over (order by status, id) - 1 as k, o.* from (
        select distinct on (status) * from orders order by status, id) o`),
    );
    const { kinds } = await one<{ kinds: number }>(database, sql`select count(*)::int as kinds from order_templates`);
    await db.execute(
      sql.raw(`insert into orders
        select r.* from (select g, nextval(pg_get_serial_sequence('orders', 'id')) as id,
                     now() - (random() * interval '730 days') as at
              from generate_series(1, ${add}) g) n
        join order_templates t on t.k = n.g % ${kinds}
        cross join lateral jsonb_populate_record(null::orders, to_jsonb(t) - 'k' || jsonb_build_object(
          'id', n.id, 'order_no', to_char(n.at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(n.id::text, 8, '0'),
          'remittance_ref', 'HK' || n.id || 'S', 'idempotency_key', null,
          'user_id', case when n.g <= ${scale.ownOrders} then ${demo}
                          else ${first} + (n.g::bigint * 7919) % ${last - first + 1} end,
          'created_at', n.at, 'updated_at', n.at, 'expires_at', n.at + interval '1 day')) r`),
    );
    await db.execute(sql`drop table order_templates`);
    log(`订单 ${add} 个，${seconds(started)}`);

    const linesStarted = performance.now();
    const { maxGoods } = await one<{ maxGoods: number }>(database, sql`select max(id)::int as "maxGoods" from goods`);
    // 1–5 lines an order (about `linesPerOrder` on average), each of a goods picked across the catalogue, with
    // the goods' own name, maker, spec and unit as the checkout writes them.
    const spread = Math.max(1, Math.round(scale.linesPerOrder * 2 - 1));
    await db.execute(
      sql.raw(`insert into order_items
        select r.* from (select id from orders where id > (select coalesce(max(order_id), 0) from order_items)) o
        cross join lateral generate_series(1, 1 + (o.id * 31) % ${spread}) line
        join goods gd on gd.id = 1 + ((o.id::bigint * 131 + line * 7907) % ${maxGoods})
        cross join (select * from order_items where type = 0 order by id limit 1) t
        cross join lateral jsonb_populate_record(null::order_items, to_jsonb(t) || jsonb_build_object(
          'id', nextval(pg_get_serial_sequence('order_items', 'id')), 'order_id', o.id, 'goods_id', gd.id,
          'name', gd.name, 'sccj', gd.sccj, 'ypgg', gd.ypgg, 'bzdw', gd.bzdw, 'price_fen', gd.base_price_fen,
          'number', 1 + line % 10, 'amount_fen', gd.base_price_fen * (1 + line % 10),
          'flash_sale_id', null, 'combination_id', null)) r`),
    );
    log(`订单行 ${await count(database, 'order_items')} 行（共），${seconds(linesStarted)}`);
  }

  const batchesNow = await count(database, 'stock_batches');
  if (batchesNow < scale.batches) {
    const started = performance.now();
    const { maxGoods } = await one<{ maxGoods: number }>(database, sql`select max(id)::int as "maxGoods" from goods`);
    await db.execute(
      copies(
        'stock_batches',
        'select * from stock_batches order by id limit 1',
        scale.batches - batchesNow,
        `jsonb_build_object('id', nextval(pg_get_serial_sequence('stock_batches', 'id')),
          'goods_id', 1 + (g::bigint * 104729) % ${maxGoods}, 'batch_number', 'S' || lpad(g::text, 9, '0'),
          'expiry_date', current_date + (30 + g % 900), 'quantity', 1 + g % 500)`,
      ),
    );
    log(`库存批次 ${scale.batches - batchesNow} 个，${seconds(started)}`);
  }
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  log(`VACUUM ANALYZE，${seconds(started)}`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} 秒`;
