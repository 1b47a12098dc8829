import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { cartItems, flashSaleGates } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/** Flash units an order claimed at the gate; `giveBack` returns them when the order does not commit. */
export type FlashClaim = { giveBack: () => Promise<void> };

const NOTHING: FlashClaim = { giveBack: async () => {} };

/** Flash units per sale that these cart lines of the buyer would order, ascending sale id. */
export type FlashUnitsWanted = { saleId: number | null; number: number }[];

export const flashUnitsWanted = (db: Db, userId: number, cartIds: number[]): Promise<FlashUnitsWanted> =>
  db
    .select({ saleId: cartItems.flashSaleId, number: sql<number>`sum(${cartItems.number})::int` })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds), isNotNull(cartItems.flashSaleId)))
    .groupBy(cartItems.flashSaleId)
    .orderBy(asc(cartItems.flashSaleId));

/**
 * Claims the flash-sale units of the cart lines being ordered at each sale's gate, one autocommitted
 * conditional UPDATE per sale (ascending id), before the order's transaction. A rush of 1,000 buyers for
 * 100 units then lets at most 100 orders reach the goods and flash-sale rows; the others are refused at
 * once with 秒杀库存不足 instead of queueing behind them (bench:flash). The gate only admits: the order's
 * transaction still takes flash_sales.stock with its own conditional UPDATE, so nothing oversells even if
 * gate and stock drift. A claim whose order fails is given back; a process that dies in between leaves
 * those units unsold, never oversold.
 */
export async function claimFlashUnits(db: Db, wanted: FlashUnitsWanted): Promise<FlashClaim> {
  if (wanted.length === 0) return NOTHING;
  const claimed: { saleId: number; number: number }[] = [];
  const giveBack = async () => {
    for (const { saleId, number } of claimed.splice(0))
      await db
        .update(flashSaleGates)
        .set({ free: sql`${flashSaleGates.free} + ${number}` })
        .where(eq(flashSaleGates.saleId, saleId));
  };
  for (const { saleId, number } of wanted) {
    const [row] = await db
      .update(flashSaleGates)
      .set({ free: sql`${flashSaleGates.free} - ${number}` })
      .where(and(eq(flashSaleGates.saleId, saleId!), sql`${flashSaleGates.free} >= ${number}`))
      .returning({ saleId: flashSaleGates.saleId });
    if (!row) {
      await giveBack();
      throw new AppError(OrderRefusal.STOCK_SHORT_FLASH_SALE);
    }
    claimed.push({ saleId: saleId!, number });
  }
  return { giveBack };
}
