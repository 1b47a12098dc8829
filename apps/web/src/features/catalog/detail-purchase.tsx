import { useState } from 'react';
import { Link } from 'react-router';
import type { GoodsDetail } from '@store/shared/api/goods';
import { Msg } from '@store/shared/codes';
import { LineType } from '@store/shared/orders';
import { fenToYuan, formatYuan, yuanToFen } from '@store/shared/rules/money';
import { useAddToCart } from '../../api/use-add-to-cart.ts';
import { useFavoriteAddedDialog } from '../../components/goods/use-favorite-added-dialog.ts';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { GoodsTags } from '../../components/tags.tsx';
import { ladderUnitPrice } from '../../components/goods/ladder-display.ts';
import { LadderTable } from './ladder-table.tsx';
import { quantityLimits } from '../../components/goods/quantity.ts';
import { QuantityBox } from '../../components/goods/quantity-box.tsx';
import { ArrivalNoticeButton } from '../../components/goods/arrival-notice-button.tsx';
import { useRefreshGoodsDetail, useToggleFavorite } from './use-goods-detail.ts';
import { DetailFlashSale, flashRunning } from './detail-flash-sale.tsx';
import { paths } from '../../routing/paths.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import '../../components/plain-button/plain-button.css';
import { Glyph } from '../../components/glyphs.tsx';

/** Where a buyer whose price is hidden can do something about it. */
const TIP_ACTIONS: Record<string, { to: string; label: string }> = {
  资质审核通过后可见: { to: paths.qualifications, label: '去提交资质' },
  '控销商品，申请通过后可见': { to: paths.controlledSales, label: '申请控销' },
};

function FavoriteButton({ goods }: { goods: GoodsDetail }) {
  const { message } = useFeedback();
  const showAdded = useFavoriteAddedDialog();
  const toggle = useToggleFavorite(goods.id);
  const favourite = goods.is_favorite === 1;
  const onClick = () =>
    !toggle.isPending &&
    toggle.mutate(!favourite, {
      onSuccess: () => (favourite ? void message.success(Msg.FAVORITE_CANCELLED) : showAdded()),
    });
  // A plain button (components/plain-button) drawn as antd's large one: the page loads without antd.
  return (
    <button
      type="button"
      className={`plain-btn plain-btn--large${favourite ? ' is-favorite' : ''}`}
      aria-busy={toggle.isPending}
      onClick={onClick}
      data-testid="favorite-button"
    >
      {toggle.isPending ? (
        <Spinner className="plain-btn__spinner" />
      ) : favourite ? (
        <Glyph name="heartFilled" />
      ) : (
        <Glyph name="heart" />
      )}
      <span>{favourite ? '已收藏' : '收藏'}</span>
    </button>
  );
}

/** Price (or why it is hidden), ladder tiers, quantity by the medium package, add to cart, favourite. */
export function DetailPurchase({ goods, facts }: { goods: GoodsDetail; facts?: React.ReactNode }) {
  const sale = goods.flash_sale;
  // A running sale with units left sells at its price, one unit at a time, up to the buyer's limit.
  const flash = sale && sale.price !== null && sale.stock > 0 && flashRunning(sale) ? sale : null;
  const limits = flash
    ? { min: 1, step: 1, max: Math.min(flash.stock, flash.per_buyer_limit || flash.stock) }
    : quantityLimits(goods);
  const [quantity, setQuantity] = useState(limits.min);
  const addToCart = useAddToCart();
  const refresh = useRefreshGoodsDetail(goods.id);
  const visible = goods.base_price !== null;
  const ladderPrice = visible
    ? ladderUnitPrice(goods.ladder_price, goods.ladder_price_type, goods.base_price!, quantity)
    : null;
  const unitPrice =
    flash?.price ??
    (ladderPrice !== null && goods.special_price !== null ? Math.min(ladderPrice, goods.special_price) : ladderPrice);
  const soldOut = limits.max < limits.min;
  const canBuy = goods.is_buy === 1 && visible && !soldOut;
  const tipAction = TIP_ACTIONS[goods.price_tip];
  // Out of stock (and no flash sale selling its own units): the buyer asks to be told when it is back.
  const awaitable = goods.number <= 0 && !flash;

  return (
    <div className="detail-purchase">
      {sale && <DetailFlashSale sale={sale} basePrice={goods.base_price} unit={goods.bzdw} onExpire={refresh} />}
      <div className="detail-purchase__prices">
        <div className="detail-purchase__row">
          <span className="detail-purchase__label">采 购 价</span>
          <span data-testid="detail-price">
            <GoodsPrice value={unitPrice} tip={goods.price_tip} size="large" />
          </span>
          {!visible && tipAction && (
            <Link className="detail-purchase__tip-action" to={tipAction.to}>
              {tipAction.label} &gt;
            </Link>
          )}
          {visible && unitPrice !== goods.base_price && (
            <s className="detail-purchase__base">原价 {formatYuan(goods.base_price!)}</s>
          )}
          {!flash && goods.special_price !== null && <span className="detail-purchase__special">今日特价</span>}
        </div>
        {goods.retail_price !== null && (
          <div className="detail-purchase__row">
            <span className="detail-purchase__label">建议零售价</span>
            <span className="detail-purchase__retail">{formatYuan(goods.retail_price)}</span>
          </div>
        )}
        {/* The ladder does not apply to a flash-sale line. */}
        {visible && !flash && (
          <LadderTable
            ladder={goods.ladder_price}
            type={goods.ladder_price_type}
            basePrice={goods.base_price!}
            unit={goods.bzdw}
            quantity={quantity}
          />
        )}
        {(goods.tags.length > 0 || goods.is_free_shipping === 1) && (
          <div className="detail-purchase__row">
            <span className="detail-purchase__label">促　　销</span>
            <GoodsTags tags={goods.tags} />
            {goods.is_free_shipping === 1 && (
              <span className="detail-purchase__ship">
                满{goods.free_shipping_number}
                {goods.bzdw}包邮
              </span>
            )}
          </div>
        )}
      </div>
      {facts}
      <div className="detail-purchase__row detail-purchase__quantity" data-buying-controls>
        <span className="detail-purchase__label">采购数量</span>
        <QuantityBox
          data-testid="quantity-input"
          label="采购数量"
          limits={limits}
          value={quantity}
          disabled={!canBuy}
          onChange={setQuantity}
        />
        <span className="detail-purchase__hint">
          {flash
            ? `${goods.bzdw}（秒杀价，每人限购 ${flash.per_buyer_limit || flash.stock}${goods.bzdw}）`
            : `${goods.bzdw}（按中包装 ${limits.step}${goods.bzdw} 递增，起订 ${limits.min}${goods.bzdw}，库存 ${goods.number}${goods.bzdw}）`}
        </span>
      </div>
      {visible && unitPrice !== null && (
        <div className="detail-purchase__row">
          <span className="detail-purchase__label">小　　计</span>
          <span className="detail-purchase__subtotal" data-testid="detail-subtotal">
            {formatYuan(fenToYuan(yuanToFen(unitPrice) * quantity))}
          </span>
        </div>
      )}
      {/* The lottery popup tucks itself away rather than lie over these (data-buying-controls). */}
      <div className="detail-purchase__actions" data-testid="detail-actions" data-buying-controls>
        {/* Shown on a phone only, where these actions are the bottom bar (catalog-phone.css). */}
        <Link to={paths.cart} className="detail-purchase__cart">
          <Glyph name="cart" />
          <span>购物车</span>
        </Link>
        {awaitable ? (
          <ArrivalNoticeButton goods={goods} size="large" />
        ) : (
          <button
            type="button"
            className="plain-btn plain-btn--large plain-btn--primary detail-purchase__add"
            disabled={!canBuy}
            aria-busy={addToCart.isPending}
            data-testid="add-to-cart"
            onClick={() =>
              !addToCart.isPending &&
              addToCart.mutate({
                goods_id: goods.id,
                price: unitPrice ?? 0,
                number: quantity,
                ...(flash ? { type: LineType.FLASH_SALE, ck_id: flash.id } : {}),
              })
            }
          >
            {addToCart.isPending ? <Spinner className="plain-btn__spinner" /> : <Glyph name="cart" />}
            <span>{soldOut && visible ? '暂时缺货' : '加入购物车'}</span>
          </button>
        )}
        <FavoriteButton goods={goods} />
      </div>
    </div>
  );
}
