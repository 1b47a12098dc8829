import { useEffect } from 'react';
import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { Link, useSearchParams } from 'react-router';
import { SearchType } from '@store/shared/codes';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { GoodsListing } from '../../components/goods/goods-listing.tsx';
import type { ListingView } from '../../components/goods/listing-query.ts';
import { readSearchKeyword, saveSearchKeyword } from '../../lib/session-flags.ts';
import { paths } from '../../routing/paths.ts';
import './search.css';

const SEARCH_VIEWS: Partial<Record<ListingView, string>> = { grid: paths.search, table: '/search/table' };

/**
 * Search results (/search, /search/table): the goods list for the header's keywords and type, narrowed by
 * manufacturer and spec. The keyword is kept for the session, so coming back to /search shows it again.
 */
export function SearchPage() {
  const { name } = useRouteHandle();
  const [searchParams, setSearchParams] = useSearchParams();
  const keywords = searchParams.get('keywords');
  const saved = keywords === null ? readSearchKeyword() : '';
  const restoring = keywords === null && saved !== '';

  useEffect(() => {
    if (keywords !== null) saveSearchKeyword(keywords.trim());
    else if (saved) {
      setSearchParams(
        (q) => {
          q.set('keywords', saved);
          return q;
        },
        { replace: true },
      );
    }
  }, [keywords, saved, setSearchParams]);

  const type = searchParams.get('type') === '1' ? SearchType.MANUFACTURER : SearchType.DRUG;
  const shown = keywords?.trim() || saved;
  return (
    <div className="container search-page" data-testid="search-page">
      <Crumbs
        className="search-page__crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '搜索结果' }]}
      />
      <h1 className="search-page__title">
        {shown ? (
          <>
            {type === SearchType.MANUFACTURER ? '厂家' : '药品'} “<b data-testid="search-keyword">{shown}</b>”
            的搜索结果
          </>
        ) : (
          '全部商品'
        )}
      </h1>
      <GoodsListing
        view={name === 'search_table' ? 'table' : 'grid'}
        viewPaths={SEARCH_VIEWS}
        lockKeywords
        enabled={!restoring}
        emptyText={shown ? `没有找到与“${shown}”相关的商品，换个关键词试试` : undefined}
      />
    </div>
  );
}
