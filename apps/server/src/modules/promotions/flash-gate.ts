import { and, eq, sql } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { cartItems, flashSaleGates } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/** Flash units an order claimed at the gate; `giveBack` returns them when the order does not commit. */
export type FlashClaim = { giveBack: () => Promise<void> };

const NOTHING: FlashClaim = { giveBack: async () => {} };

/** Flash units per sale that these cart lines of the buyer would order, ascending sale id. */
export type FlashUnitsWanted = { saleId: number | null; number: number }[];

/** What `FlashUnitsWanted` holds, as one JSON value, for a statement that batches several reads. */
export const flashUnitsWantedSql = (userId: number, cartIds: number[]) =>
  sql`(select coalesce(json_agg(json_build_object('saleId', w.sale_id, 'number', w.number) order by w.sale_id), '[]')
    from (select ${cartItems.flashSaleId} as sale_id, sum(${cartItems.number})::int as number from ${cartItems}
      where ${cartItems.userId} = ${userId} and ${cartItems.id} = any(${`{${cartIds.join(',')}}`}::int[])
        and ${cartItems.flashSaleId} is not null
      group by ${cartItems.flashSaleId}) w)`;

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
