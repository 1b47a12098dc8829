import { apportionFen } from './manjian.ts';

/** Combination (套餐) lines: a package of goods at one price; the line's number counts packages. */
export type CombinationPart = {
  goodsId: number;
  number: number;
  name: string;
  basePriceFen: number;
  stock: number;
  buyable: boolean;
};
export type Combination = {
  id: number;
  name: string;
  priceFen: number;
  parts: CombinationPart[];
  startsAtMs: number;
  endsAtMs: number;
  /** Staff switched it off (下架); absent: on. */
  isOn?: boolean;
  /** Packages still to be sold under the package's own stock limit; null or absent: no limit of its own. */
  packagesLeft?: number | null;
};

/** Why `packages` packages cannot be bought now, or null (every part's own stock must cover them). */
export function combinationRefusal(combo: Combination, nowMs: number, packages: number): string | null {
  if (nowMs < combo.startsAtMs) return '套餐活动尚未开始';
  if (nowMs >= combo.endsAtMs) return '套餐活动已结束';
  if (combo.isOn === false) return '套餐已下架';
  if (combo.packagesLeft !== undefined && combo.packagesLeft !== null && packages > combo.packagesLeft)
    return combo.packagesLeft > 0 ? `套餐库存不足，仅剩 ${combo.packagesLeft} 套` : '套餐已售罄';
  for (const part of combo.parts) {
    if (!part.buyable) return `套餐内 ${part.name} 已下架或暂不可购买`;
    if (part.number * packages > part.stock) return `套餐内 ${part.name} 库存不足`;
  }
  return null;
}

/**
 * The package price split over its parts in proportion to their list prices (base price × number),
 * so Σ part amounts = price × packages exactly (largest remainder). Unit prices are rounded.
 */
export function splitCombinationPrice(
  combo: Combination,
  packages: number,
): { goodsId: number; number: number; unitPriceFen: number; amountFen: number }[] {
  const totalFen = combo.priceFen * packages;
  const weights = combo.parts.map((p) => p.basePriceFen * p.number);
  // Parts without a list price share the package price evenly.
  const amounts = apportionFen(totalFen, weights.some((w) => w > 0) ? weights : weights.map(() => 1));
  return combo.parts.map((p, i) => {
    const number = p.number * packages;
    const amountFen = amounts[i]!; // one amount per part, in order
    return { goodsId: p.goodsId, number, unitPriceFen: Math.round(amountFen / number), amountFen };
  });
}
