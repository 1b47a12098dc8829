import { POINTS_TYPE_TEXT, POINTS_TYPES, type PointsType } from '@store/shared/api/points';
import { storeDayEnd, storeDayStart } from './ledger-filters.ts';

/** The types the points ledger filters by: exactly those the server accepts, named as the rows name them. */
export const POINTS_TYPE_OPTIONS = POINTS_TYPES.map((value) => ({ value, label: POINTS_TYPE_TEXT[value] }));

export const POINTS_PAGE_SIZE = 10;

/** What /jfgl keeps in its URL (?type=earn&from=2026-11-01&to=2026-11-25&page=2), so a reload keeps it. */
export type PointsView = { type?: PointsType; from?: string; to?: string; page: number };

const validDay = (day: string | null) => (day && Number.isFinite(storeDayStart(day)) ? day : undefined);

export function pointsViewOf(params: URLSearchParams): PointsView {
  const type = params.get('type');
  const page = Number(params.get('page'));
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  return {
    type: POINTS_TYPES.find((t) => t === type),
    // A range only when both ends are there and in order: the server refuses end before start.
    ...(from && to && from <= to ? { from, to } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The view as GET /api/user/points_log asks for it. */
export function pointsQueryOf(view: PointsView) {
  return {
    page: view.page,
    page_size: POINTS_PAGE_SIZE,
    ...(view.type ? { type: view.type } : {}),
    ...(view.from ? { start_time: storeDayStart(view.from) } : {}),
    ...(view.to ? { end_time: storeDayEnd(view.to) } : {}),
  };
}

/** The URL of a view: only what differs from the default. */
export function pointsSearchOf(view: PointsView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.type) search.set('type', view.type);
  if (view.from && view.to) {
    search.set('from', view.from);
    search.set('to', view.to);
  }
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** A change of points with its direction: '+123', '-36'. */
export const signedPoints = (change: number): string => (change > 0 ? `+${change}` : String(change));
