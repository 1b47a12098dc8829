/**
 * Pricing of a cart (or of the lines being ordered) — one pure function used by the cart list, the
 * checkout preview and the order transaction, so what the buyer sees is what the order charges.
 * All amounts are integer fen.
 */
import { isEffectivelySelected } from './cart-selection.ts';
import { ladderUnitPriceFen, type Tier } from './ladder-price.ts';

export type PricingGoods = {
  id: number;
  name: string;
  bzdw: string;
  basePriceFen: number;
  ladderPrice: Tier[];
  ladderPriceType: number;
  isBuy: boolean;
  isListed: boolean;
  stock: number;
  isFreeShipping: boolean;
  freeShippingNumber: number;
  middlePackage: number;
};

export type PricingLine = {
  id: number;
  /** 0 normal, 1 flash sale, 3 combination. */
  type: number;
  number: number;
  isSelected: boolean;
  goods: PricingGoods;
};

export type PricingContext = {
  /** Shipping charged under the threshold, and the threshold itself (goods amount after discounts). */
  shippingFen: number;
  freeShippingThresholdFen: number;
};

/** One order line a cart line becomes (a combination becomes one per component; a gift is type 9 at 0). */
export type PricedItem = {
  goodsId: number;
  /** 0 normal, 1 flash sale, 3 part of a combination, 9 gift. */
  type: number;
  number: number;
  unitPriceFen: number;
  amountFen: number;
  flashSaleId?: number;
  combinationId?: number;
};

/** What one line costs and takes from stock. */
export type PricedLine = {
  id: number;
  type: number;
  unitPriceFen: number;
  amountFen: number;
  /** Counts towards totals (selected by the buyer, buyable, in stock, valid). */
  selected: boolean;
  /** Why the line cannot be bought now (shown in the invalid group), or null. */
  invalidReason: string | null;
  /** The order lines this cart line becomes; their numbers are what the order takes from stock. Σ amountFen = amountFen. */
  items: PricedItem[];
};

export type PricedCart = {
  lines: PricedLine[];
  /** Σ amount of selected lines. */
  goodsFen: number;
  /** Full-amount discounts (满减). */
  discountFen: number;
  shippingFen: number;
  /** goods − discount + shipping, before any coupon. */
  payableFen: number;
};

/** Why a line cannot be bought, or null. */
export function invalidReasonOf(line: PricingLine): string | null {
  const g = line.goods;
  if (!g.isListed || !g.isBuy) return '商品已下架或暂不可购买';
  if (g.stock <= 0) return '商品已售罄';
  if (line.number > g.stock) return `库存不足，当前库存 ${g.stock}${g.bzdw}`;
  return null;
}

export function priceLine(line: PricingLine): PricedLine {
  const g = line.goods;
  const unitPriceFen = ladderUnitPriceFen(g.basePriceFen, g.ladderPrice, g.ladderPriceType, line.number);
  const invalidReason = invalidReasonOf(line);
  return {
    id: line.id,
    type: line.type,
    unitPriceFen,
    amountFen: unitPriceFen * line.number,
    selected: invalidReason === null && isEffectivelySelected({ isSelected: line.isSelected, isBuy: g.isBuy, stock: g.stock }),
    invalidReason,
    items: [{ goodsId: g.id, type: 0, number: line.number, unitPriceFen, amountFen: unitPriceFen * line.number }],
  };
}

/** Shipping: free from the threshold, or when every selected line is a free-shipping goods. */
export function shippingFenOf(goodsAfterDiscountFen: number, allFreeShipping: boolean, ctx: PricingContext): number {
  if (goodsAfterDiscountFen <= 0 || allFreeShipping) return 0;
  return goodsAfterDiscountFen >= ctx.freeShippingThresholdFen ? 0 : ctx.shippingFen;
}

export function priceCart(lines: PricingLine[], ctx: PricingContext): PricedCart {
  const priced = lines.map(priceLine);
  const chosen = priced.filter((line) => line.selected);
  const goodsFen = chosen.reduce((sum, line) => sum + line.amountFen, 0);
  const discountFen = 0;
  const allFreeShipping = chosen.length > 0 && chosen.every((line) => lines.find((l) => l.id === line.id)!.goods.isFreeShipping);
  const shippingFen = shippingFenOf(goodsFen - discountFen, allFreeShipping, ctx);
  return { lines: priced, goodsFen, discountFen, shippingFen, payableFen: goodsFen - discountFen + shippingFen };
}
