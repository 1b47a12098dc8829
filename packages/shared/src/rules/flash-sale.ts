/** Flash-sale (秒杀) lines: a time window, the sale's own stock and a per-buyer limit. */
export type FlashSale = {
  id: number;
  priceFen: number;
  /** Units left in the sale. */
  stock: number;
  /** 0 = no limit. */
  perBuyerLimit: number;
  startsAtMs: number;
  endsAtMs: number;
};

/** How many units this buyer may still take (earlier orders count), Infinity without a limit. */
export function flashAllowance(sale: FlashSale, boughtBefore: number): number {
  return sale.perBuyerLimit > 0 ? Math.max(0, sale.perBuyerLimit - boughtBefore) : Infinity;
}

/** The refusal of a sale with no stock left. */
export const FLASH_SOLD_OUT = '秒杀商品已抢光';

/** Why `number` units cannot be bought from the sale now, or null. */
export function flashSaleRefusal(sale: FlashSale, nowMs: number, number: number, boughtBefore: number): string | null {
  if (nowMs < sale.startsAtMs) return '秒杀活动尚未开始';
  if (nowMs >= sale.endsAtMs) return '秒杀活动已结束';
  if (number > flashAllowance(sale, boughtBefore))
    return `秒杀商品每人限购 ${sale.perBuyerLimit} 件，已购 ${boughtBefore} 件`;
  if (sale.stock <= 0) return FLASH_SOLD_OUT;
  if (number > sale.stock) return `秒杀库存不足，剩余 ${sale.stock} 件`;
  return null;
}
