import { Spinner } from '../../components/spinner/spinner.tsx';
import { CardRows } from '../../components/goods/card-rows.tsx';
import { GoodsCard, GoodsGrid } from '../../components/goods/goods-card.tsx';
import { useRecommendations } from './use-home-data.ts';
import '../../components/plain-button/plain-button.css';

/** 为你推荐: goods cards, a page more at each click. */
export function Recommendations() {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useRecommendations();
  const goods = data?.pages.flatMap((page) => page.data) ?? [];
  if (!goods.length) return null;
  return (
    <section className="home-floor" data-testid="recommendations">
      <header className="floor-title">
        <h2>为你推荐</h2>
        <span>根据热销与采购习惯精选</span>
      </header>
      <GoodsGrid>
        <CardRows items={goods} card={(g) => <GoodsCard key={g.id} goods={g} />} />
      </GoodsGrid>
      <div className="recommendations__more">
        {hasNextPage ? (
          <button
            type="button"
            className="plain-btn plain-btn--large"
            aria-busy={isFetchingNextPage}
            onClick={() => !isFetchingNextPage && void fetchNextPage()}
            data-testid="load-more"
          >
            {isFetchingNextPage && <Spinner className="plain-btn__spinner" />}
            加载更多
          </button>
        ) : (
          <span>已经到底了</span>
        )}
      </div>
    </section>
  );
}
