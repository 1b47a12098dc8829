import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatYuan } from '@store/shared/rules/money';
import type { GoodsItem } from '@store/shared/api/goods';
import { GoodsTags } from '../tags.tsx';
import { AddToCartBox } from './add-to-cart-box.tsx';
import { GoodsImage } from './goods-image.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { GoodsPrice } from './goods-price.tsx';
import { PrescriptionBadge } from './prescription-badge.tsx';
import { paths } from '../../routing/paths.ts';
import './goods.css';
import './goods-phone.css';

export const goodsHref = (id: number) => paths.goods(id);

type Props = {
  goods: GoodsItem;
  /** Replaces the ordinary price line (flash-sale, daily-special price). */
  price?: ReactNode;
  /** Near-expiry zone: the expiry date is what the buyer chooses by. */
  emphasiseExpiry?: boolean;
  footer?: ReactNode;
  /** The stepper and add button; a block that sells on its own terms (flash sale) passes its own. */
  purchase?: ReactNode;
  /** One of the first cards of a listing, on screen when the page opens: its picture is not lazy. */
  firstOnScreen?: boolean;
};

/** A dense grid card: picture, price or why it is hidden, name, spec, maker, tags, stock, and add to cart. */
export function GoodsCard({ goods, price, emphasiseExpiry, footer, purchase, firstOnScreen = false }: Props) {
  const href = goodsHref(goods.id);
  return (
    <div className="goods-card" data-testid="goods-card">
      {/* Named here: until the page releases its later pictures the <img> is hidden and names nothing. */}
      <Link
        to={href}
        className="goods-card__image"
        aria-label={goods.number === 0 ? `${goods.name} 暂时缺货` : goods.name}
      >
        <GoodsImage src={goods.goods_image[0]} alt={goods.name} eager={firstOnScreen} />
        {goods.number === 0 && <span className="goods-card__soldout">暂时缺货</span>}
      </Link>
      <div className="goods-card__price">
        {price ?? <GoodsPrice value={goods.base_price} tip={goods.price_tip} />}
        {goods.retail_price !== null && !price && (
          <s className="goods-card__retail">{formatYuan(goods.retail_price)}</s>
        )}
      </div>
      <Link to={href} className="goods-card__name" title={goods.name}>
        <PrescriptionBadge value={goods.prescription_class} />
        {goods.name}
      </Link>
      <p className="goods-card__line" title={goods.ypgg}>
        规格：{goods.ypgg}
      </p>
      <p className="goods-card__line goods-card__maker" title={goods.sccj}>
        {goods.sccj}
      </p>
      {emphasiseExpiry ? (
        <p className="goods-card__expiry">
          有效期至 <b>{goods.expiry_date ?? '—'}</b>
        </p>
      ) : (
        <p className="goods-card__line goods-card__meta">
          <span>
            中包装 {goods.middle_package}
            {goods.bzdw}
          </span>
          <span>库存 {goods.number > 0 ? goods.number : '缺货'}</span>
        </p>
      )}
      <div className="goods-card__tags">
        {goods.is_free_shipping === 1 && (
          <span className="goods-card__ship">
            满{goods.free_shipping_number}
            {goods.bzdw}包邮
          </span>
        )}
        <GoodsTags tags={goods.tags} />
        <span className="goods-card__favorite">
          <FavoriteButton goodsId={goods.id} />
        </span>
      </div>
      {purchase ?? <AddToCartBox goods={goods} />}
      {footer}
    </div>
  );
}

/** Cards five to a row. */
export function GoodsGrid({ children }: { children: ReactNode }) {
  return <div className="goods-grid">{children}</div>;
}
