/**
 * The listing's one filter state, kept in the URL query so the grid, table and no-image views of a
 * listing (and a shared link, and the back button) all show the same goods. Parsing is forgiving: a
 * hand-edited or stale value is dropped rather than sent to the API, which would refuse it with 422.
 */
import { SORTS, ZONES, type Zone } from '@store/shared/api/listing';

export type Sort = (typeof SORTS)[number];
export type ListingView = 'grid' | 'table' | 'no_image';

export type ListingFilters = {
  category_id?: number;
  zone?: Zone;
  brand_id?: number;
  sccj?: string;
  ypgg?: string;
  keywords?: string;
  type: 0 | 1;
  in_stock: boolean;
  is_free_shipping: boolean;
  min_price?: number;
  max_price?: number;
  sort: Sort;
  page: number;
  page_size: number;
};

export const PAGE_SIZES = [20, 40, 60] as const;
export const DEFAULT_FILTERS: ListingFilters = {
  type: 0,
  in_stock: false,
  is_free_shipping: false,
  sort: 'default',
  page: 1,
  page_size: 20,
};

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
};
const price = (value: string | null): number | undefined => {
  if (value === null || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 1_000_000 ? n : undefined;
};
const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

export function filtersFromSearch(search: string | URLSearchParams): ListingFilters {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const zone = q.get('zone');
  const sort = q.get('sort');
  const pageSize = positiveInt(q.get('page_size'));
  let min = price(q.get('min_price'));
  let max = price(q.get('max_price'));
  const keywords = text(q.get('keywords'), 50);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    category_id: positiveInt(q.get('category_id')),
    zone: ZONES.includes(zone as Zone) ? (zone as Zone) : undefined,
    brand_id: positiveInt(q.get('brand_id')),
    sccj: text(q.get('sccj'), 100),
    ypgg: text(q.get('ypgg'), 100),
    keywords,
    // The search type means nothing without keywords.
    type: keywords && q.get('type') === '1' ? 1 : 0,
    in_stock: q.get('in_stock') === '1',
    is_free_shipping: q.get('is_free_shipping') === '1',
    min_price: min,
    max_price: max,
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : 'default',
    page: Math.min(positiveInt(q.get('page')) ?? 1, 10_000),
    page_size: PAGE_SIZES.includes(pageSize as (typeof PAGE_SIZES)[number]) ? pageSize! : DEFAULT_FILTERS.page_size,
  };
}

/** Only what differs from the defaults, in a stable order, so equal filters give equal URLs. */
export function filtersToSearch(filters: ListingFilters): URLSearchParams {
  const q = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') q.set(key, String(value));
  };
  put('category_id', filters.category_id);
  put('zone', filters.zone);
  put('brand_id', filters.brand_id);
  put('sccj', filters.sccj);
  put('ypgg', filters.ypgg);
  put('keywords', filters.keywords);
  if (filters.keywords) put('type', filters.type);
  if (filters.in_stock) put('in_stock', 1);
  if (filters.is_free_shipping) put('is_free_shipping', 1);
  put('min_price', filters.min_price);
  put('max_price', filters.max_price);
  if (filters.sort !== 'default') put('sort', filters.sort);
  if (filters.page > 1) put('page', filters.page);
  if (filters.page_size !== DEFAULT_FILTERS.page_size) put('page_size', filters.page_size);
  return q;
}

/** A changed filter starts again at page 1; only a page (or page size) change keeps the position. */
export function patchFilters(filters: ListingFilters, patch: Partial<ListingFilters>): ListingFilters {
  const pageOnly = Object.keys(patch).every((key) => key === 'page');
  return { ...filters, ...patch, page: pageOnly ? (patch.page ?? filters.page) : 1 };
}

/**
 * The GET /api/goods/list query: the URL's filters under the page's own (a zone page always lists its
 * zone, /list/other/3 always category 3). Flags go as 1, absent values are left out.
 */
export function toApiQuery(
  filters: ListingFilters,
  fixed: Partial<ListingFilters> = {},
): Record<string, string | number> {
  const merged = { ...filters, ...fixed };
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === false || value === '') continue;
    query[key] = value === true ? 1 : value;
  }
  if (!merged.keywords) delete query.type;
  return query;
}

/** Path of another view with the same query: switching grid → table → no-image keeps every filter. */
export function viewHref(path: string, search: string): string {
  const query = search.replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}
