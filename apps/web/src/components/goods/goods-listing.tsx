import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SearchType } from '@store/shared/codes';
import { useGoodsFacets, useGoodsList } from '../../api/use-goods.ts';
import { CardRows } from './card-rows.tsx';
import { GoodsCard, GoodsGrid } from './goods-card.tsx';
import { GoodsTableView } from './goods-table-lazy.tsx';
import { ListingFacets } from './listing-facets.tsx';
import {
  PAGE_SIZES,
  filtersFromSearch,
  filtersToSearch,
  patchFilters,
  toApiQuery,
  viewHref,
  type ListingFilters,
  type ListingView,
} from './listing-query.ts';
import { ListingToolbar } from './listing-toolbar.tsx';
import { paths } from '../../routing/paths.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { Pager } from '../pager/pager.tsx';
import { countText, LIST_COUNT_CAP } from '@store/shared/rules/list-cap';
import { Spinner } from '../spinner/spinner.tsx';
import './goods.css';
import './goods-phone.css';
import './goods-listing.css';

const VIEWS: ListingView[] = ['grid', 'table', 'no_image'];
const FACET_KEYS = ['keywords', 'type', 'category_id', 'zone', 'brand_id'] as const;

type Props = {
  /** The page's own filters (a zone, a category, a brand); they win over the URL's. */
  fixed?: Partial<ListingFilters>;
  /** Paths of the listing's views, each with its own route; without them the view lives in `?view=`. */
  viewPaths?: Partial<Record<ListingView, string>>;
  /** The view of the current route (with viewPaths). */
  view?: ListingView;
  emphasiseExpiry?: boolean;
  /** The keyword belongs to the header search box. */
  lockKeywords?: boolean;
  enabled?: boolean;
  emptyText?: ReactNode;
};

/** As antd's Spin delay: a refetch that answers sooner shows no veil. */
const BUSY_DELAY_MS = 200;

/** `on`, once it has stayed on for `ms`; off at once. */
function useDelayed(on: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  if (!on && shown) setShown(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && shown;
}

const loading = (
  <div className="goods-listing__loading">
    <Spinner />
  </div>
);

/**
 * A goods listing: facets, sort/filter toolbar, grid/table/no-image views and pagination, all reading and
 * writing ONE filter state in the URL query, so switching views or sharing the link keeps the filters.
 * Plain markup but for the table views (a listing route loads no antd; app/page-imports.test.ts).
 */

export function GoodsListing({
  fixed = {},
  viewPaths,
  view: routeView = 'grid',
  emphasiseExpiry,
  lockKeywords,
  enabled = true,
  emptyText,
}: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const top = useRef<HTMLDivElement>(null);
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const apiQuery = toApiQuery(filters, fixed);
  const facetQuery = Object.fromEntries(
    FACET_KEYS.flatMap((k) => {
      const value = apiQuery[k];
      return value === undefined ? [] : [[k, value]];
    }),
  );
  const phone = useIsPhone();
  const list = useGoodsList(apiQuery, enabled);
  const facets = useGoodsFacets(facetQuery, enabled);

  const queryView = searchParams.get('view') as ListingView | null;
  const view: ListingView = viewPaths ? routeView : queryView && VIEWS.includes(queryView) ? queryView : 'grid';
  const viewLinks = viewPaths
    ? Object.fromEntries(Object.entries(viewPaths).map(([v, path]) => [v, viewHref(path, search)]))
    : Object.fromEntries(
        VIEWS.map((v) => {
          const q = new URLSearchParams(search);
          if (v === 'grid') q.delete('view');
          else q.set('view', v);
          return [v, viewHref(pathname, q.toString())];
        }),
      );

  const change = (patch: Partial<ListingFilters>) => {
    const next = filtersToSearch(patchFilters(filters, patch));
    if (!viewPaths && queryView) next.set('view', queryView);
    setSearchParams(next);
    if (patch.page && top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView();
  };

  const page = list.data;
  const items = page?.data ?? [];
  const busy = useDelayed(list.isFetching && !list.isLoading, BUSY_DELAY_MS);
  return (
    <div className="goods-listing" ref={top} data-view={view}>
      <ListingFacets filters={filters} facets={facets.data} onChange={change} lockKeywords={lockKeywords} />
      <ListingToolbar
        filters={filters}
        total={page && (page.count_cap === undefined ? page.total : countText(page.total, page.count_cap))}
        view={view}
        viewLinks={viewLinks}
        onChange={change}
      />
      {page?.did_you_mean && page.did_you_mean.length > 0 && (
        <div className="did-you-mean" data-testid="did-you-mean">
          没有找到与“{filters.keywords}”完全匹配的商品，您是不是要找：
          {page.did_you_mean.map((s) => (
            <Link
              key={s.id}
              to={paths.searchFor(s.name, filters.type === 1 ? SearchType.MANUFACTURER : SearchType.DRUG)}
            >
              {s.name}
            </Link>
          ))}
        </div>
      )}
      {/* A 药品 search that finds more goods by maker (同仁堂) offers the 厂家 tab with the server's count. */}
      {page?.maker_total !== undefined && filters.keywords && (
        <div className="did-you-mean" data-testid="maker-hint">
          “{filters.keywords}”更像是厂家名称：
          <Link to={paths.searchFor(filters.keywords, SearchType.MANUFACTURER)}>
            在厂家中找到 {page.maker_total} 个商品 →
          </Link>
        </div>
      )}
      {/* antd's Spin over the cards while a new page or filter loads: the old cards dimmed, a ring above them. */}
      <div className={busy ? 'goods-listing__veil is-busy' : 'goods-listing__veil'} aria-busy={busy}>
        {busy && <Spinner className="goods-listing__busy" />}
        <div className="goods-listing__body" data-testid="listing-body">
          {list.isLoading ? (
            loading
          ) : items.length === 0 ? (
            <EmptyState className="goods-listing__empty" description={emptyText ?? '暂无符合条件的商品'} />
          ) : view === 'grid' || phone ? (
            // A table row does not fit a phone: every view shows cards there.
            <GoodsGrid>
              <CardRows
                items={items}
                card={(goods, rowIndex) => (
                  <GoodsCard
                    key={goods.id}
                    goods={goods}
                    emphasiseExpiry={emphasiseExpiry}
                    // The first row on a desktop, the first card or two on a phone: the page's largest picture.
                    firstOnScreen={rowIndex === 0}
                  />
                )}
              />
            </GoodsGrid>
          ) : (
            // The table (antd's, with row selection for the batch add) loads when a desktop shows it: the
            // grid, and every view on a phone, load none of antd.
            <Suspense fallback={loading}>
              <GoodsTableView items={items} showImage={view === 'table'} emphasiseExpiry={emphasiseExpiry} />
            </Suspense>
          )}
        </div>
      </div>
      {page && page.total > 0 && (
        <Pager
          className="goods-listing__pagination"
          current={filters.page}
          pageSize={filters.page_size}
          total={page.total}
          reachable={LIST_COUNT_CAP}
          countCap={page.count_cap}
          pageSizes={PAGE_SIZES}
          simple={phone}
          onChange={(next, size) => change(size !== filters.page_size ? { page_size: size } : { page: next })}
        />
      )}
    </div>
  );
}
