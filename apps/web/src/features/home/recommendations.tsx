import { Button } from 'antd';
import { GoodsCard, GoodsGrid } from '../../components/goods/goods-card.tsx';
import { useRecommendations } from './use-home-data.ts';

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
        {goods.map((g) => (
          <GoodsCard key={g.id} goods={g} />
        ))}
      </GoodsGrid>
      <div className="recommendations__more">
        {hasNextPage ? (
          <Button
            size="large"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
            data-testid="load-more"
          >
            加载更多
          </Button>
        ) : (
          <span>已经到底了</span>
        )}
      </div>
    </section>
  );
}
