/**
 * Pricing of a cart (or of the lines being ordered) — one pure function used by the cart list, the
 * checkout preview and the order transaction, so what the buyer sees is what the order charges.
 * All amounts are integer fen.
 */
import { combinationRefusal, splitCombinationPrice, type Combination } from './combination.ts';
import { flashSaleRefusal, type FlashSale } from './flash-sale.ts';
import { giftNumberOf, giftTypeOf, type GiftRule } from './gifts.ts';
import { ladderUnitPriceFen, quantityRules, type Tier } from './ladder-price.ts';
import { applyManjians, type Manjian, type ManjianResult } from './manjian.ts';
import { nextHint, type NextHint } from './next-hint.ts';
import { freeShippingGapFen, freeShippingShortfall, shippingFenOf, type ShippingContext } from './shipping.ts';
import { LineType } from '../orders.ts';
import { welfareDiscountFen } from './welfare.ts';

export { shippingFenOf } from './shipping.ts';

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
  /** Today's 每日特价 or a running activity's price (the lower): ordinary lines pay it (or the ladder, if lower). */
  specialPriceFen?: number;
  /** In the welfare zone (福利专区): ordinary lines get the context's welfare percent. */
  welfare?: boolean;
};

export type PricingLine = {
  id: number;
  /** 0 normal, 1 flash sale, 3 combination. */
  type: number;
  /** Units; for a combination, packages. */
  number: number;
  isSelected: boolean;
  /** The goods of the line (for a combination its first part). */
  goods: PricingGoods;
  /** Type 1: the sale, and what this buyer already bought from it in orders not cancelled. */
  flashSale?: FlashSale & { boughtBefore: number };
  /** Type 3: the package. */
  combination?: Combination;
};

export type PricingContext = ShippingContext & {
  /** The moment flash-sale and combination windows are judged at (defaults to now). */
  nowMs?: number;
  /** Activities running now. */
  manjians?: Manjian[];
  giftRules?: GiftRule[];
  /** Stock and buyability of gift goods not otherwise in the cart. */
  giftGoods?: PricingGoods[];
  /** The welfare zone's percent (94 = 94折); none when absent. */
  welfarePercent?: number;
};

/** One order line a cart line becomes (a combination becomes one per component; a gift is type 9 at 0). */
export type PricedItem = {
  goodsId: number;
  /** 0 normal, 1 flash sale, 3 part of a combination, 9 gift. */
  type: number;
  number: number;
  unitPriceFen: number;
  amountFen: number;
  /** The welfare zone's discount on the item (paid: amountFen − welfareFen). */
  welfareFen?: number;
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
  /** The welfare zone's discount (福利专区), off amountFen before 满减 and coupons. */
  welfareFen: number;
  /** The order lines this cart line becomes; their numbers are what the order takes from stock. Σ amountFen = amountFen. */
  items: PricedItem[];
  /** This line's share of the full-amount discounts (goods_manjian_amount). */
  manjianFen: number;
  /** Gifts the line earns: {total, type} of spec §3 (type 1 same goods, 2 another goods). */
  gift: { goodsId: number; number: number; type: 0 | 1 | 2 };
};

export type PricedCart = {
  lines: PricedLine[];
  /** Σ amount of selected lines. */
  goodsFen: number;
  /** Σ welfare zone discount of selected lines (after the ladder price, before 满减). */
  welfareFen: number;
  /** Full-amount discounts (满减). */
  discountFen: number;
  shippingFen: number;
  /** goods − welfare − discount + shipping, before any coupon. */
  payableFen: number;
  /** Every activity with its qualifying amount and tier states. */
  manjians: ManjianResult['activities'];
  /** How much more for free shipping (0 when free). */
  freeShippingGapFen: number;
  hint: NextHint;
};

/** Why an ordinary line cannot be bought, or null. */
export function invalidReasonOf(line: PricingLine): string | null {
  const g = line.goods;
  if (!g.isListed || !g.isBuy) return '商品已下架或暂不可购买';
  if (g.stock <= 0) return '商品已售罄';
  if (line.number > g.stock) return `库存不足，当前库存 ${g.stock}${g.bzdw}`;
  if (line.type !== LineType.NORMAL) return null;
  const rules = quantityRules(g);
  if (line.number % rules.step !== 0) return `须按中包装 ${rules.step}${g.bzdw} 的整数倍购买`;
  return freeShippingShortfall(g, line.number) ?? (line.number < rules.min ? `起订量为 ${rules.min}${g.bzdw}` : null);
}

const noGift = { goodsId: 0, number: 0, type: 0 as const };

/** A line on its own: price, items, and whether it can be bought (before stock shared with other lines). */
export function priceLine(line: PricingLine, nowMs = Date.now(), welfarePercent?: number): PricedLine {
  const base = { id: line.id, type: line.type, manjianFen: 0, welfareFen: 0, gift: noGift };
  if (line.type === LineType.COMBINATION) {
    const combo = line.combination;
    if (!combo)
      return { ...base, unitPriceFen: 0, amountFen: 0, selected: false, invalidReason: '套餐已失效', items: [] };
    const invalidReason = combinationRefusal(combo, nowMs, line.number);
    const items = splitCombinationPrice(combo, line.number).map((item) => ({
      ...item,
      type: LineType.COMBINATION,
      combinationId: combo.id,
    }));
    return {
      ...base,
      unitPriceFen: combo.priceFen,
      amountFen: combo.priceFen * line.number,
      selected: line.isSelected && !invalidReason,
      invalidReason,
      items,
    };
  }
  const g = line.goods;
  if (line.type === LineType.FLASH_SALE) {
    const sale = line.flashSale;
    const invalidReason = sale
      ? (invalidReasonOf(line) ?? flashSaleRefusal(sale, nowMs, line.number, sale.boughtBefore))
      : '秒杀活动已失效';
    const unitPriceFen = sale?.priceFen ?? g.basePriceFen;
    const amountFen = unitPriceFen * line.number;
    const items = [
      { goodsId: g.id, type: LineType.FLASH_SALE, number: line.number, unitPriceFen, amountFen, flashSaleId: sale?.id },
    ];
    return { ...base, unitPriceFen, amountFen, selected: line.isSelected && !invalidReason, invalidReason, items };
  }
  const ladderFen = ladderUnitPriceFen(g.basePriceFen, g.ladderPrice, g.ladderPriceType, line.number);
  const unitPriceFen = g.specialPriceFen === undefined ? ladderFen : Math.min(ladderFen, g.specialPriceFen);
  const invalidReason = invalidReasonOf(line);
  const amountFen = unitPriceFen * line.number;
  // After the ladder (or special) unit price, per unit rounded down: a returned unit refunds what it cost.
  const welfareFen =
    g.welfare && welfarePercent !== undefined ? welfareDiscountFen(unitPriceFen, line.number, welfarePercent) : 0;
  return {
    ...base,
    unitPriceFen,
    amountFen,
    welfareFen,
    selected: line.isSelected && !invalidReason,
    invalidReason,
    items: [{ goodsId: g.id, type: LineType.NORMAL, number: line.number, unitPriceFen, amountFen, welfareFen }],
  };
}

/** Stock each goods has, from every goods the cart mentions. */
function stockMapOf(lines: PricingLine[], ctx: PricingContext): Map<number, number> {
  const stock = new Map<number, number>();
  for (const g of ctx.giftGoods ?? []) stock.set(g.id, g.isBuy && g.isListed ? g.stock : 0);
  for (const line of lines) {
    stock.set(line.goods.id, line.goods.stock);
    for (const part of line.combination?.parts ?? []) stock.set(part.goodsId, part.stock);
  }
  return stock;
}

/**
 * Lines sharing a goods (a flash-sale line and a normal line, a combination part) cannot together
 * take more than its stock: earlier lines (by id) keep theirs, the later line becomes invalid.
 */
function shareStock(priced: PricedLine[], stock: Map<number, number>): void {
  for (const line of priced) {
    if (!line.selected) continue;
    const short = line.items.find((item) => item.number > (stock.get(item.goodsId) ?? 0));
    if (short) {
      line.selected = false;
      line.invalidReason = `与购物车中同一商品的其他商品合计超出库存（剩余 ${stock.get(short.goodsId) ?? 0}）`;
      continue;
    }
    for (const item of line.items) stock.set(item.goodsId, stock.get(item.goodsId)! - item.number);
  }
}

/** Gifts come after every bought line has taken its stock; short gift stock gives what it allows. */
function addGifts(priced: PricedLine[], lines: PricingLine[], rules: GiftRule[], stock: Map<number, number>): void {
  const byId = [...rules].sort((a, b) => a.id - b.id);
  for (const [index, line] of priced.entries()) {
    const bought = lines[index];
    if (!bought || !line.selected || line.type !== LineType.NORMAL) continue;
    const rule = byId.find((r) => r.goodsId === bought.goods.id);
    if (!rule) continue;
    const number = giftNumberOf(rule, bought.number, stock.get(rule.giftGoodsId) ?? 0);
    line.gift = { goodsId: rule.giftGoodsId, number, type: giftTypeOf(rule) };
    if (number === 0) continue;
    stock.set(rule.giftGoodsId, stock.get(rule.giftGoodsId)! - number);
    line.items.push({ goodsId: rule.giftGoodsId, type: LineType.GIFT, number, unitPriceFen: 0, amountFen: 0 });
  }
}

/**
 * The selected lines' paid items as a coupon judges them: each item's amount after the welfare discount and
 * its line's share of 满减 (only ordinary lines, one paid item each, get either; a package's parts and
 * flash-sale items count at their own price). Gifts are free and count for nothing.
 */
export function paidItemsOf(cart: Pick<PricedCart, 'lines'>): { goodsId: number; amountFen: number }[] {
  return cart.lines
    .filter((line) => line.selected)
    .flatMap((line) => {
      const paid = line.items
        .filter((item) => item.amountFen > 0)
        .map((item) => ({ goodsId: item.goodsId, amountFen: item.amountFen - (item.welfareFen ?? 0) }));
      const lineFen = paid.reduce((sum, item) => sum + item.amountFen, 0);
      let discountLeft = line.manjianFen;
      return paid.map((item, i) => {
        // The last item takes the rest, so the shares add up to the line's discount exactly.
        const share = i === paid.length - 1 ? discountLeft : Math.floor((line.manjianFen * item.amountFen) / lineFen);
        discountLeft -= share;
        return { goodsId: item.goodsId, amountFen: item.amountFen - share };
      });
    });
}

export function priceCart(lines: PricingLine[], ctx: PricingContext): PricedCart {
  const nowMs = ctx.nowMs ?? Date.now();
  const ordered = [...lines].sort((a, b) => a.id - b.id);
  const priced = ordered.map((line) => priceLine(line, nowMs, ctx.welfarePercent));
  const stock = stockMapOf(ordered, ctx);
  shareStock(priced, stock);
  addGifts(priced, ordered, ctx.giftRules ?? [], stock);

  // 满减 counts ordinary lines only: flash-sale and package prices are already promotions. It comes after the
  // welfare discount: a line qualifies with what it costs once that is off.
  // priced is ordered.map(priceLine): index i of one is index i of the other
  const qualifying = priced.flatMap((line, i) =>
    line.selected && line.type === LineType.NORMAL
      ? [{ id: line.id, goodsId: ordered[i]!.goods.id, amountFen: line.amountFen - line.welfareFen }]
      : [],
  );
  const manjian = applyManjians(ctx.manjians ?? [], qualifying);
  for (const line of priced) line.manjianFen = manjian.perLine.get(line.id) ?? 0;

  const chosen = priced.filter((line) => line.selected);
  const goodsFen = chosen.reduce((sum, line) => sum + line.amountFen, 0);
  const welfareFen = chosen.reduce((sum, line) => sum + line.welfareFen, 0);
  const discountFen = manjian.discountFen;
  const allFreeShipping =
    chosen.length > 0 &&
    priced.every((line, i) => !line.selected || (line.type === LineType.NORMAL && ordered[i]!.goods.isFreeShipping));
  const afterDiscountsFen = goodsFen - welfareFen - discountFen;
  const shippingFen = shippingFenOf(afterDiscountsFen, allFreeShipping, ctx);
  const gapFen = freeShippingGapFen(afterDiscountsFen, allFreeShipping, ctx);
  const activities = manjian.activities;
  return {
    lines: priced, // in the order of `ordered`, one to one
    goodsFen,
    welfareFen,
    discountFen,
    shippingFen,
    payableFen: afterDiscountsFen + shippingFen,
    manjians: activities,
    freeShippingGapFen: gapFen,
    hint: nextHint(
      activities.map((a) => ({ tiers: ctx.manjians!.find((m) => m.id === a.id)!.tiers, amountFen: a.amountFen })),
      gapFen,
    ),
  };
}
