import { sql } from 'drizzle-orm';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../stock/index.ts';

/** A day's orders placed and GMV paid; `day` counts days from the window's first midnight. */
export type SalesDay = { day: number; orders: number; gmv_fen: number };

/**
 * Orders placed and money paid per store day in [from, to): one statement, two index range scans
 * (orders_created_idx, orders_paid_idx). Days are cut by whole 86 400 s from `from` (a Beijing midnight):
 * the store's zone has no daylight saving, and neither the database's nor the server's zone matters.
 */
export async function salesByDay(db: Db, from: Date, to: Date): Promise<SalesDay[]> {
  const start = from.toISOString();
  const end = to.toISOString();
  const fromEpoch = Math.floor(from.getTime() / 1000);
  const dayOf = (column: 'created_at' | 'paid_at') =>
    sql`floor((extract(epoch from ${sql.identifier(column)}) - ${fromEpoch}::numeric) / 86400)::int`;
  const result = await db.execute(sql`
    select day, sum(orders)::int as orders, sum(gmv_fen)::float8 as gmv_fen
      from (
        select ${dayOf('created_at')} as day, count(*) as orders, 0::bigint as gmv_fen
          from orders
         where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
           and status <> ${OrderStatus.CANCELLED}
         group by 1
        union all
        select ${dayOf('paid_at')} as day, 0 as orders, sum(paid_fen) as gmv_fen
          from orders
         where paid_at >= ${start}::timestamptz and paid_at < ${end}::timestamptz
           and status <> ${OrderStatus.CANCELLED}
         group by 1
      ) per_day
     group by day
     order by day`);
  return rowsOf<SalesDay>(result).map((row) => ({ ...row, gmv_fen: Number(row.gmv_fen) }));
}

export type QueueCounts = {
  buyers_to_review: number;
  orders_to_ship: number;
  transfers_to_confirm: number;
  aftersales_pending: number;
  licences_expiring: number;
  buyers_expiring: number;
};

/**
 * Every queue's length in one statement, each a count over its own index: qualifications_status_idx,
 * orders_status_idx (status 1; status 0 with the transfer method), after_sales_status_idx and
 * qualifications_expiring_idx (approved licences by valid_to). `today` and `until` are store days.
 */
export async function queueCounts(db: Db, today: string, until: string): Promise<QueueCounts> {
  const result = await db.execute(sql`
    select
      (select count(distinct user_id)::int from qualifications where status = 'pending') as buyers_to_review,
      (select count(*)::int from orders where status = ${OrderStatus.PENDING_SHIPMENT}) as orders_to_ship,
      (select count(*)::int from orders
        where status = ${OrderStatus.PENDING_PAYMENT} and pay_method = ${PayMethod.TRANSFER}) as transfers_to_confirm,
      (select count(*)::int from after_sales where status = 'pending') as aftersales_pending,
      expiring.licences as licences_expiring,
      expiring.buyers as buyers_expiring
    from (
      select count(*)::int as licences, count(distinct user_id)::int as buyers
        from qualifications
       where status = 'approved' and valid_to between ${today}::date and ${until}::date
    ) expiring`);
  return rowsOf<QueueCounts>(result)[0]!;
}
