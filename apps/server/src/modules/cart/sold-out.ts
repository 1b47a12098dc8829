import { OrderRefusal } from '@store/shared/codes';
import { FLASH_SOLD_OUT } from '@store/shared/rules/flash-sale';
import { AppError } from '../../lib/errors.ts';

/** How long a sale seen sold out is answered from memory. */
export const SOLD_OUT_MEMORY_MS = 1_000;

type Seen = { goodsId: number; name: string; until: number; endsAtMs: number };

/**
 * Flash sales this process saw sold out (the sale's own stock at 0: every unit taken by a committed order), so
 * that the buyers who keep pressing 加入购物车 after a sale sold out are answered from memory: a refused add cost
 * five statements (the transaction, the cart lock, the sale), and a rush's late buyers press again and again.
 * A sale's stock comes back only when an order of it is cancelled or an operator raises it: an operator's write
 * is announced and empties this (lib/store-changes.ts); a cancelled unit is offered again at most
 * SOLD_OUT_MEMORY_MS later. The gate's free units (orders in flight) are never remembered here: a claim that
 * fails goes back at once, and its unit must be offered at once.
 */
export class SoldOutSales {
  private readonly seen = new Map<number, Seen>();

  constructor(private readonly now = () => Date.now()) {}

  /** The sale `saleId` of goods `goodsId` (named `name`, ending at `endsAtMs`) was read with no stock left. */
  mark(saleId: number, goodsId: number, name: string, endsAtMs: number): void {
    this.seen.set(saleId, { goodsId, name, endsAtMs, until: this.now() + SOLD_OUT_MEMORY_MS });
  }

  /** The refusal for adding from sale `saleId` (of goods `goodsId`, 0 for any), if it was seen sold out just now. */
  refusal(saleId: number, goodsId: number): AppError | undefined {
    const seen = this.seen.get(saleId);
    if (!seen) return undefined;
    const now = this.now();
    if (now >= seen.until || now >= seen.endsAtMs) {
      this.seen.delete(saleId);
      return undefined;
    }
    // Another goods under this sale's id is the sale's own refusal (不存在), which only the database gives.
    if (goodsId && goodsId !== seen.goodsId) return undefined;
    return new AppError(OrderRefusal.FLASH_SALE_REFUSED, seen.name, FLASH_SOLD_OUT);
  }

  forget(): void {
    this.seen.clear();
  }
}
