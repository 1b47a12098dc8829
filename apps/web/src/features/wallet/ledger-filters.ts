import { MONEY_LOG_TYPE_TEXT, moneyLogQuery } from '@store/shared/api/orders';
import { formatYuan } from '@store/shared/rules/money';

/** The use types the ledger filters by: exactly those the server accepts, named as the rows name them. */
export const USE_TYPES = moneyLogQuery.shape.use_type.unwrap().options;
export type UseType = (typeof USE_TYPES)[number];
export const USE_TYPE_OPTIONS = USE_TYPES.map((value) => ({ value, label: MONEY_LOG_TYPE_TEXT[value] ?? value }));

export const LEDGER_PAGE_SIZE = 10;

/** What the page keeps in its URL (?type=pay&from=2026-11-01&to=2026-11-25&page=2), so a reload or a shared link keeps it. */
export type LedgerView = { type?: UseType; from?: string; to?: string; page: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BEIJING_OFFSET_S = 8 * 60 * 60;

/** Seconds at 00:00 of a store day (Beijing time, whatever zone the browser is in); NaN for a malformed day. */
export function storeDayStart(day: string): number {
  if (!DAY.test(day)) return Number.NaN;
  return Date.parse(`${day}T00:00:00Z`) / 1000 - BEIJING_OFFSET_S;
}

/** Seconds at 23:59:59 of a store day: the server counts `end_time` inclusive. */
export const storeDayEnd = (day: string): number => storeDayStart(day) + 86_400 - 1;

const validDay = (day: string | null) => (day && Number.isFinite(storeDayStart(day)) ? day : undefined);

export function ledgerViewOf(params: URLSearchParams): LedgerView {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    type: USE_TYPES.find((t) => t === type),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The view as GET /api/user/user_money_log asks for it. */
export function moneyLogQueryOf(view: LedgerView) {
  return {
    page: view.page,
    page_size: LEDGER_PAGE_SIZE,
    ...(view.type ? { use_type: view.type } : {}),
    ...(view.from ? { start_time: storeDayStart(view.from) } : {}),
    ...(view.to ? { end_time: storeDayEnd(view.to) } : {}),
  };
}

/** A ledger amount with its direction: '+¥1000.00' into the wallet, '-¥86.40' out of it. */
export function signedYuan(amount: number): string {
  return `${amount < 0 ? '-' : '+'}${formatYuan(Math.abs(amount))}`;
}
