import { useState, type KeyboardEvent } from 'react';
import type { GoodsItem } from '@store/shared/api/goods';
import { LineType } from '@store/shared/orders';
import { formatYuan } from '@store/shared/rules/money';
import { useAddToCart } from '../../api/use-add-to-cart.ts';
import { ArrivalNoticeButton } from './arrival-notice-button.tsx';
import { GoodsPrice } from './goods-price.tsx';
import { ladderUnitPrice } from './ladder-display.ts';
import { QuantityBox } from './quantity-box.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { Glyph } from '../glyphs.tsx';
import { normaliseQuantity, quantityLimits, type QuantityLimits } from './quantity.ts';
import '../plain-button/plain-button.css';
import './add-to-cart-box.css';

type Goods = Pick<
  GoodsItem,
  | 'id'
  | 'name'
  | 'base_price'
  | 'price_tip'
  | 'ladder_price'
  | 'ladder_price_type'
  | 'middle_package'
  | 'is_free_shipping'
  | 'free_shipping_number'
  | 'number'
  | 'is_buy'
  | 'bzdw'
  | 'arrival_notice'
>;

/** A flash-sale line: one unit steps, at most the buyer's limit and the sale's stock, at the sale's price. */
export type FlashTerms = { saleId: number; price: number; limit: number; stock: number };

type Props = {
  goods: Goods;
  flash?: FlashTerms;
  /** Today's 每日特价: the cart charges it (or a lower ladder tier), so the box shows it. */
  special?: number | null;
  /** 'row': one line for table views (a price hidden from the viewer shows its reason here). */
  layout?: 'card' | 'row';
  /** A table's batch add owns the quantity (and shows its refusal) when it passes these. */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
  refusal?: string;
};

/** Tab in a table: straight to the next (or, with Shift, the previous) row's quantity box, if there is one. */
function moveToNextBox(input: HTMLInputElement, step: 1 | -1): boolean {
  const table = input.closest('table');
  if (!table) return false;
  const boxes = [...table.querySelectorAll<HTMLInputElement>('.add-box--row input:not(:disabled)')];
  const next = boxes[boxes.indexOf(input) + step];
  next?.focus();
  next?.select();
  return Boolean(next);
}

const limitsOf = (goods: Goods, flash?: FlashTerms): QuantityLimits =>
  flash ? { min: 1, step: 1, max: Math.max(0, Math.min(flash.limit, flash.stock)) } : quantityLimits(goods);

/**
 * The quantity stepper and 加入购物车 on every goods of a list: it starts at the goods' minimum, steps by
 * its medium package, shows the unit price the ladder gives that quantity, and shows the server's refusal
 * (stock, business scope, qualification) on this goods rather than in a dialog. Enter in the box adds;
 * the button then says 已加入 and adds nothing more until the quantity changes (one intent, one add).
 * A goods out of stock shows 到货提醒 instead, to every viewer (a visitor's click leads to the login page).
 */
export function AddToCartBox({ goods, flash, special, layout = 'card', ...controlled }: Props) {
  const limits = limitsOf(goods, flash);
  const [own, setOwn] = useState(limits.min);
  const quantity = controlled.quantity ?? own;
  const setQuantity = controlled.onQuantityChange ?? setOwn;
  const [ownRefusal, setRefusal] = useState('');
  const refusal = ownRefusal || controlled.refusal;
  const add = useAddToCart({ onRefused: setRefusal });
  // The quantity this card last sent, while the box still shows it: one intent, one add. A tap on 加入购物车
  // right after Enter added (gmly, 30, Enter, tap) does not add the 30 again; the button says 已加入 until
  // the buyer changes the quantity (typing, − / +), which makes a new intent.
  const [sent, setSent] = useState<number | null>(null);
  const changeQuantity = (next: number) => {
    setSent(null);
    setQuantity(next);
  };

  if (goods.number <= 0 && !flash) {
    return (
      <div className={`add-box add-box--${layout}`} data-testid="add-box" data-goods-id={goods.id}>
        {layout === 'row' && goods.base_price === null && <GoodsPrice value={null} tip={goods.price_tip} />}
        <div className="add-box__controls">
          <ArrivalNoticeButton goods={goods} />
        </div>
      </div>
    );
  }
  if (goods.base_price === null) {
    return layout === 'row' ? <GoodsPrice value={null} tip={goods.price_tip} /> : null;
  }
  const basePrice = goods.base_price;
  const priceOf = (n: number) => {
    if (flash) return flash.price;
    const ladder = ladderUnitPrice(goods.ladder_price, goods.ladder_price_type, basePrice, n);
    return special == null ? ladder : Math.min(ladder, special);
  };
  const unitPrice = priceOf(quantity);
  const canBuy = goods.is_buy === 1 && limits.max >= limits.min;
  const added = canBuy && sent !== null && sent === quantity;
  const label = !canBuy ? '暂时缺货' : added ? '已加入购物车' : '加入购物车';

  const submit = (typed?: number) => {
    const number = typed === undefined ? quantity : normaliseQuantity(typed, limits);
    setQuantity(number);
    setRefusal('');
    setSent(number);
    add.mutate(
      {
        goods_id: goods.id,
        number,
        price: priceOf(number),
        ...(flash ? { type: LineType.FLASH_SALE, ck_id: flash.saleId } : {}),
      },
      // Not added (refused, or the network failed): the same quantity may be sent again.
      { onError: () => setSent(null) },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab' && layout === 'row' && moveToNextBox(event.currentTarget, event.shiftKey ? -1 : 1)) {
      event.preventDefault();
    } else if (event.key === 'Enter' && canBuy) {
      event.preventDefault();
      submit(Number(event.currentTarget.value));
    }
  };

  return (
    <div className={`add-box add-box--${layout}`} data-testid="add-box" data-goods-id={goods.id}>
      <div className="add-box__controls">
        <QuantityBox
          size="small"
          label={`${goods.name} 采购数量`}
          data-testid="add-box-quantity"
          limits={limits}
          value={quantity}
          disabled={!canBuy}
          onChange={changeQuantity}
          onKeyDown={onKeyDown}
        />
        {/* Every card of a listing has one: a plain button (components/plain-button), not antd's. */}
        <button
          type="button"
          className="plain-btn plain-btn--primary plain-btn--small"
          disabled={!canBuy}
          aria-busy={add.isPending}
          // In a table the clerk tabs from box to box and adds with Enter; the button stays for the mouse.
          tabIndex={layout === 'row' ? -1 : undefined}
          data-testid="add-box-button"
          aria-label={label}
          title={label}
          onClick={() => !add.isPending && !added && submit()}
        >
          {add.isPending ? <Spinner className="plain-btn__spinner" /> : <Glyph name="cart" />}
          {/* A table row has room for the icon only; the card says it in words. */}
          {layout === 'row' && canBuy ? null : <span>{added ? '已加入' : label}</span>}
        </button>
      </div>
      <div className="add-box__price" data-testid="add-box-price">
        {formatYuan(unitPrice)}/{goods.bzdw}
        {limits.step > 1 && (
          <small>
            {' '}
            · 按{limits.step}
            {goods.bzdw}递增
          </small>
        )}
      </div>
      {refusal && (
        <div className="add-box__refusal" role="alert" data-testid="add-box-refusal">
          {refusal}
        </div>
      )}
    </div>
  );
}
