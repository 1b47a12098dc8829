import { sql } from 'drizzle-orm';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import type { Db } from '../../db/client.ts';
import { businessDay } from '../../lib/business-day.ts';
import { cappedCount } from '../../db/text-search.ts';
import { rowsOf } from '../stock/index.ts';

/** A day's orders placed and GMV paid; `day` counts days from the window's first midnight. */
export type SalesDay = { day: number; orders: number; gmv_fen: number; parts: number };

/**
 * Orders placed and money paid per store day in [from, to) (`from` a Beijing midnight), from order_day_totals,
 * which the orders' triggers keep in step with every change of an order (migration 0035): a few rows a day, where
 * the orders of a month were 1 s at 1M orders (issue #38). `parts` is how many rows a day was summed from.
 */
export async function salesByDay(db: Db, from: Date, to: Date): Promise<SalesDay[]> {
  const first = businessDay(from.getTime());
  const end = businessDay(to.getTime());
  const result = await db.execute(sql`
    select (day - ${first}::date)::int as day, sum(orders)::int as orders, sum(gmv_fen)::float8 as gmv_fen,
           count(*)::int as parts
      from order_day_totals
     where day >= ${first}::date and day < ${end}::date
     group by day
     order by day`);
  return rowsOf<SalesDay>(result).map((row) => ({ ...row, gmv_fen: Number(row.gmv_fen) }));
}

/**
 * Folds the rows of each store day in [from, until) into one (until: today, whose rows still grow). One
 * statement: the rows it deletes are the rows it sums, so a change written meanwhile stays a row of its own, and
 * a second fold running at once finds the rows gone and adds nothing.
 */
export async function foldDays(db: Db, from: string, until: string): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from order_day_totals
       where day >= ${from}::date and day < ${until}::date
         and day in (select day from order_day_totals where day >= ${from}::date and day < ${until}::date
                      group by day having count(*) > 1)
      returning day, orders, gmv_fen
    )
    insert into order_day_totals (day, orders, gmv_fen)
    select day, sum(orders), sum(gmv_fen) from gone group by day`);
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
 * orders_status_idx (status 1) and orders_awaiting_transfer_idx, after_sales_status_idx and
 * qualifications_expiring_idx (approved licences by valid_to). `today` and `until` are store days. The two order
 * queues are counted as the console's order list counts them, up to LIST_COUNT_CAP + 1 ("10000+"): 200k orders
 * waiting to ship were 0.1–0.3 s to count exactly (issue #38).
 */
export async function queueCounts(db: Db, today: string, until: string): Promise<QueueCounts> {
  const result = await db.execute(sql`
    select
      (select count(distinct user_id)::int from qualifications where status = 'pending') as buyers_to_review,
      ${cappedCount(sql`from orders where status = ${OrderStatus.PENDING_SHIPMENT}`)} as orders_to_ship,
      ${cappedCount(
        sql`from orders where status = ${OrderStatus.PENDING_PAYMENT} and pay_method = ${PayMethod.TRANSFER}`,
      )} as transfers_to_confirm,
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
