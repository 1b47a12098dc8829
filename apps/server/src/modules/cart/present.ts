import type { CartHint, CartItem, CartList } from '@store/shared/api/cart';
import { LineType } from '@store/shared/orders';
import type { PricedLine } from '@store/shared/rules/cart-pricing';
import { quantityRules, sortTiers } from '@store/shared/rules/ladder-price';
import { fenToYuan } from '@store/shared/rules/money';
import type { NextHint } from '@store/shared/rules/next-hint';
import { toSeconds } from '@store/shared/rules/time';
import type { CartRow, LoadedCart } from './pricing.ts';

const flagOf = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** One priced line in the shape of spec §3 (yuan at the edge). */
export function toCartItem(row: CartRow, priced: PricedLine, extras: LoadedCart['extras']): CartItem {
  const { line, goods: g } = row;
  const sale = line.flashSaleId ? extras.sales.get(line.flashSaleId) : undefined;
  const combo = line.combinationId ? extras.combos.get(line.combinationId) : undefined;
  const rules = line.type === LineType.NORMAL ? quantityRules(g) : { min: 1, step: 1 };
  return {
    id: line.id,
    type: line.type,
    goods: {
      id: g.id,
      name: g.name,
      sccj: g.sccj,
      ypgg: g.ypgg,
      bzdw: g.bzdw,
      base_price: fenToYuan(g.basePriceFen),
      goods_image: g.images,
      is_buy: flagOf(g.isBuy && g.isListed),
      number: g.stock,
      is_free_shipping: flagOf(g.isFreeShipping),
      free_shipping_number: g.freeShippingNumber,
      ladder_price: sortTiers(g.ladderPrice).map((t) => ({ number: t.number, price: fenToYuan(t.priceFen) })),
      ladder_price_type: g.ladderPriceType,
      middle_package: g.middlePackage,
    },
    number: line.number,
    price: fenToYuan(priced.unitPriceFen),
    amount: fenToYuan(priced.amountFen),
    is_selected: flagOf(priced.selected),
    with_coupon: 0,
    goods_manjian_amount: fenToYuan(priced.manjianFen),
    welfare_amount: fenToYuan(priced.welfareFen),
    gift_data: { total: priced.gift.number, type: priced.gift.type },
    key: `${line.type}-${line.flashSaleId ?? line.combinationId ?? g.id}-${line.id}`,
    ck_id: line.flashSaleId ?? line.combinationId ?? 0,
    combination: combo
      ? {
          id: combo.id,
          name: combo.name,
          price: fenToYuan(combo.priceFen),
          end_time: toSeconds(combo.endsAt),
          items: combo.items.map((item) => {
            const part = extras.goods.get(item.goodsId);
            return {
              goods_id: item.goodsId,
              name: part?.name ?? '',
              ypgg: part?.ypgg ?? '',
              sccj: part?.sccj ?? '',
              number: item.number,
            };
          }),
        }
      : null,
    flash_sale: sale
      ? {
          id: sale.id,
          price: fenToYuan(sale.priceFen),
          stock: sale.stock,
          per_buyer_limit: sale.perBuyerLimit,
          end_time: toSeconds(sale.endsAt),
        }
      : null,
    min_number: rules.min,
    step: rules.step,
    invalid_reason: priced.invalidReason,
  };
}

export const toHint = (hint: NextHint): CartHint => ({
  text: hint.text,
  manjian: hint.manjian
    ? { amount: fenToYuan(hint.manjian.gapFen), discount: fenToYuan(hint.manjian.discountFen), text: hint.manjian.text }
    : null,
  shipping: hint.shipping ? { amount: fenToYuan(hint.shipping.gapFen), text: hint.shipping.text } : null,
});

/** The whole cart priced once; the page is a slice of it so the totals never depend on the page. */
export function toCartList(
  cart: LoadedCart,
  page: number,
  pageSize: number,
  shipping: { shippingFen: number; thresholdFen: number },
): CartList {
  const slice = cart.rows.slice((page - 1) * pageSize, page * pageSize);
  const priced = new Map(cart.lines.map((l) => [l.id, l]));
  return {
    data: slice.map((row) => toCartItem(row, priced.get(row.line.id)!, cart.extras)),
    total: cart.rows.length,
    page,
    page_size: pageSize,
    selected_amount: fenToYuan(cart.goodsFen),
    shipping: {
      shipping_amount: fenToYuan(shipping.shippingFen),
      no_trans_order_amount: fenToYuan(shipping.thresholdFen),
    },
    activity: {
      manjians: cart.manjians.map((m) => ({
        id: m.id,
        name: m.name,
        amount: fenToYuan(m.amountFen),
        discount: fenToYuan(m.discountFen),
        tiers: m.tiers.map((t) => ({
          amount: fenToYuan(t.amountFen),
          discount: fenToYuan(t.discountFen),
          status: t.status,
        })),
      })),
    },
    totals: {
      selected_count: cart.lines.filter((l) => l.selected).length,
      goods_amount: fenToYuan(cart.goodsFen),
      welfare_amount: fenToYuan(cart.welfareFen),
      discount_amount: fenToYuan(cart.discountFen),
      shipping_amount: fenToYuan(cart.shippingFen),
      payable_amount: fenToYuan(cart.payableFen),
    },
    hint: toHint(cart.hint),
  };
}
