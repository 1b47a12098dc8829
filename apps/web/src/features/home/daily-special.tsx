import { Link } from 'react-router';
import { formatYuan } from '@store/shared/rules/money';
import { useDailySpecials } from '../../api/use-daily-specials.ts';
import { AddToCartBox } from '../../components/goods/add-to-cart-box.tsx';
import { GoodsImage } from '../../components/goods/goods-image.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { paths } from '../../routing/paths.ts';

/** 每日特价 floor: today's special prices, the first five. */
export function DailySpecial() {
  const { data } = useDailySpecials();
  if (!data?.list.length) return null;
  return (
    <section className="home-floor daily-special" data-testid="daily-special">
      <header className="floor-title">
        <h2>每日特价</h2>
        <span>{data.day} 每日更新 售完即止</span>
        <Link to={paths.dailySpecials}>查看全部 &gt;</Link>
      </header>
      <ul className="daily-special__list">
        {data.list.slice(0, 5).map((goods) => (
          <li key={goods.id}>
            <Link to={paths.goods(goods.id)}>
              <span className="daily-special__image">
                <GoodsImage src={goods.goods_image[0]} alt={goods.name} />
              </span>
              <strong title={goods.name}>{goods.name}</strong>
              <small>
                {goods.ypgg} · {goods.sccj}
              </small>
              <span className="daily-special__price">
                <em>特价</em>
                <GoodsPrice value={goods.special_price} tip={goods.price_tip} insideLink />
                {goods.special_price !== null && goods.base_price !== null && <s>{formatYuan(goods.base_price)}</s>}
              </span>
            </Link>
            <AddToCartBox goods={goods} special={goods.special_price} />
          </li>
        ))}
      </ul>
    </section>
  );
}
