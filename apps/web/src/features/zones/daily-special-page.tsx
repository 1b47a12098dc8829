import { Empty, Skeleton } from 'antd';
import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { Link } from 'react-router';
import { formatYuan } from '@store/shared/rules/money';
import { useDailySpecials, type DailySpecialGoods } from '../../api/use-daily-specials.ts';
import { usePositionAds } from '../../api/use-position-ads.ts';
import { AdCarousel } from '../../components/ad-carousel.tsx';
import { AddToCartBox } from '../../components/goods/add-to-cart-box.tsx';
import { GoodsCard, GoodsGrid } from '../../components/goods/goods-card.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { paths } from '../../routing/paths.ts';
import './zones.css';

/** The special price instead of the ordinary one; the ordinary one struck through beside it. */
export function SpecialPrice({ goods }: { goods: DailySpecialGoods }) {
  if (goods.special_price === null) return <GoodsPrice value={null} tip={goods.price_tip} />;
  return (
    <>
      <GoodsPrice value={goods.special_price} tip={goods.price_tip} />
      {goods.base_price !== null && <s className="special-price__was">{formatYuan(goods.base_price)}</s>}
    </>
  );
}

/** /mrtj: today's daily special prices. */
export function DailySpecialPage() {
  const { data, isLoading } = useDailySpecials();
  const ads = usePositionAds('right').data ?? [];
  return (
    <div className="container zone-page zone-page--mrtj" data-testid="zone-page" data-zone="mrtj">
      <Crumbs
        className="zone-page__crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '每日特价' }]}
      />
      <AdCarousel ads={ads} height={240} testId="zone-banner" />
      <div className="zone-page__title">
        <h1 data-testid="zone-title">每日特价</h1>
        <span>{data ? `${data.day} 特价商品，每日更新，售完即止` : '每日更新，售完即止'}</span>
      </div>
      {isLoading ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty className="zone-page__empty" description="今日暂无特价商品" />
      ) : (
        <GoodsGrid>
          {data.list.map((goods) => (
            <GoodsCard
              key={goods.id}
              goods={goods}
              price={<SpecialPrice goods={goods} />}
              purchase={<AddToCartBox goods={goods} special={goods.special_price} />}
              footer={<span className="special-price__badge">今日特价</span>}
            />
          ))}
        </GoodsGrid>
      )}
    </div>
  );
}
