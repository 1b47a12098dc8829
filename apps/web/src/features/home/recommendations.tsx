import { useState } from 'react';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { CardRows } from '../../components/goods/card-rows.tsx';
import { GoodsCard, GoodsGrid } from '../../components/goods/goods-card.tsx';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useRecommendations } from './use-home-data.ts';
import '../../components/plain-button/plain-button.css';

/**
 * A phone starts with a few, one card a row, and shows this many more at each 加载更多, from the page already
 * loaded before asking for the next: a page of 20 cards was most of what a phone laid out and hydrated on the
 * home page.
 */
const PHONE_STEP = 6;

/** 为你推荐: goods cards, a page more at each click (on a phone, PHONE_STEP more). */
export function Recommendations() {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useRecommendations();
  const phone = useIsPhone();
  const [phoneShown, setPhoneShown] = useState(PHONE_STEP);
  const loaded = data?.pages.flatMap((page) => page.data) ?? [];
  if (!loaded.length) return null;
  const goods = phone ? loaded.slice(0, phoneShown) : loaded;
  const more = () => {
    if (isFetchingNextPage) return;
    if (phone) setPhoneShown(goods.length + PHONE_STEP);
    // Shown to the last loaded card (on a phone: after this step): the next page.
    if (hasNextPage && (!phone || goods.length + PHONE_STEP > loaded.length)) void fetchNextPage();
  };
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
        {hasNextPage || goods.length < loaded.length ? (
          <button
            type="button"
            className="plain-btn plain-btn--large"
            aria-busy={isFetchingNextPage}
            onClick={more}
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
