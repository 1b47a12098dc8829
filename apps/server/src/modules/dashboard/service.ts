import type { Dashboard, DashboardQueue } from '@store/shared/api/dashboard';
import { DASHBOARD_DAYS, DASHBOARD_FIGURES, EXPIRING_LICENCE_DAYS } from '@store/shared/api/dashboard';
import { LIST_COUNT_CAP } from '@store/shared/api/list-count';
import type { Permission } from '@store/shared/api/staff';
import { fenToYuan } from '@store/shared/rules/money';
import type { Db } from '../../db/client.ts';
import { businessDay } from '../../lib/business-day.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;
/** Beijing time is UTC+8 all year: a store day starts at 16:00 UTC the day before. */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

const dayText = (midnight: number) => businessDay(midnight);

/** The store calendar's midnights around `now`: today's, the month's first and the chart's first day's. */
export function storeCalendar(now: number) {
  const today = Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  const local = new Date(today + BEIJING_OFFSET_MS);
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BEIJING_OFFSET_MS;
  const seriesFrom = today - (DASHBOARD_DAYS - 1) * DAY_MS;
  return { today, month, seriesFrom, from: Math.min(month, seriesFrom), tomorrow: today + DAY_MS };
}

/**
 * The dashboard as this staff member may see it: two statements at most (the sales window, the queues; a third
 * now and then folds closed days, see below), the sales one only for a role that opens the orders. Figures a role
 * does not open are left out of the answer rather than hidden by the console: GMV and queue sizes are the store's
 * business, not everyone's.
 */
export async function dashboardFor(db: Db, permissions: readonly Permission[], now = Date.now()): Promise<Dashboard> {
  const granted = new Set(permissions);
  const allowed = (figure: keyof typeof DASHBOARD_FIGURES) => granted.has(DASHBOARD_FIGURES[figure]);
  const calendar = storeCalendar(now);
  const today = dayText(calendar.today);
  const queueNames = (Object.keys(DASHBOARD_FIGURES) as (keyof typeof DASHBOARD_FIGURES)[]).filter(
    (figure): figure is DashboardQueue => figure !== 'sales' && allowed(figure),
  );

  const [days, counts] = await Promise.all([
    allowed('sales') ? repo.salesByDay(db, new Date(calendar.from), new Date(calendar.tomorrow)) : undefined,
    queueNames.length
      ? repo.queueCounts(db, today, dayText(calendar.today + EXPIRING_LICENCE_DAYS * DAY_MS))
      : undefined,
  ]);

  // A closed day summed from several rows (the changes of its orders) is folded into one, so the next answer reads
  // one row a day; only today's rows keep growing. Best effort: a fold that fails leaves the rows, still right.
  if (days?.some((row) => row.parts > 1 && row.day < Math.round((calendar.today - calendar.from) / DAY_MS)))
    await repo.foldDays(db, dayText(calendar.from), today).catch(() => undefined);

  const queues: Dashboard['queues'] = {};
  for (const name of queueNames) {
    if (name === 'licences_expiring')
      queues.licences_expiring = { licences: counts!.licences_expiring, buyers: counts!.buyers_expiring };
    else queues[name] = counts![name];
  }
  return { today, queues, ...(days && { sales: salesOf(days, calendar) }), count_cap: LIST_COUNT_CAP };
}

function salesOf(rows: repo.SalesDay[], calendar: ReturnType<typeof storeCalendar>): NonNullable<Dashboard['sales']> {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const dayIndex = (midnight: number) => Math.round((midnight - calendar.from) / DAY_MS);
  const sum = (firstDay: number) => {
    let orders = 0;
    let gmvFen = 0;
    for (const row of rows) {
      if (row.day < firstDay) continue;
      orders += row.orders;
      gmvFen += row.gmv_fen;
    }
    return { orders, gmv: fenToYuan(gmvFen) };
  };
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const midnight = calendar.seriesFrom + i * DAY_MS;
    const row = byDay.get(dayIndex(midnight));
    // A day without orders is a zero, so the chart's axis has every day.
    return { date: dayText(midnight), orders: row?.orders ?? 0, gmv: fenToYuan(row?.gmv_fen ?? 0) };
  });
  return { today: sum(dayIndex(calendar.today)), month: sum(dayIndex(calendar.month)), days };
}
