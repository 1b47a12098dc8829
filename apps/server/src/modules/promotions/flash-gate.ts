import { sql, type Placeholder } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { cartItems, flashSaleGates } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { intArray } from '../../db/int-array.ts';

/** Flash units an order claimed at the gate; `giveBack` returns them when the order does not commit. */
export type FlashClaim = { giveBack: () => Promise<void> };

/** Flash units per sale: what the cart lines being ordered want, or what the gate let them claim. */
export type FlashUnits = { saleId: number; number: number }[];

/**
 * Common table expressions that claim, at each sale's gate, the flash units these cart lines of the buyer
 * would order: `wanted` (units per sale), `claimed` (the sales whose gate held enough and was taken from).
 * They ride in the statement of the order's other checks (contract, licences), so a buyer refused at the
 * gate costs one statement after the session. The gates are locked in ascending sale id before any is
 * taken from, so two orders claiming the same sales never wait on each other in a cycle. The buyer and the cart
 * lines are placeholders: the statement is built once (db/prepared.ts), the ids bound as one `int[]` value.
 */
export const flashClaimCtes = (userId: Placeholder, cartIds: Placeholder) =>
  sql`wanted as (
      select ${cartItems.flashSaleId} as sale_id, sum(${cartItems.number})::int as number from ${cartItems}
      where ${cartItems.userId} = ${userId} and ${cartItems.id} = any(${cartIds}::int[])
        and ${cartItems.flashSaleId} is not null
      group by ${cartItems.flashSaleId}
    ), gates as (
      select g.sale_id from ${flashSaleGates} g where g.sale_id in (select sale_id from wanted)
      order by g.sale_id for update
    ), claimed as (
      update ${flashSaleGates} g set free = g.free - w.number from wanted w
      where g.sale_id = w.sale_id and g.sale_id in (select sale_id from gates) and g.free >= w.number
      returning g.sale_id, w.number
    )`;

/** The columns `wanted` and `claimed` (JSON arrays of FlashUnits) of a statement with `flashClaimCtes`. */
export const flashClaimColumns = sql`(select coalesce(json_agg(json_build_object('saleId', sale_id, 'number', number)
      order by sale_id), '[]') from wanted) as wanted,
    (select coalesce(json_agg(json_build_object('saleId', sale_id, 'number', number)), '[]') from claimed) as claimed`;

/**
 * What the gate did for an order: every sale wanted was claimed (the order goes on, holding a claim it
 * gives back if it fails), or not (what was claimed goes back and the order is refused with 秒杀库存不足).
 * A rush of 1,000 buyers for 100 units then lets at most 100 orders reach the goods and flash-sale rows;
 * the others are refused at once instead of queueing behind them (bench:flash). The gate only admits:
 * the order's transaction still takes flash_sales.stock with its own conditional UPDATE, so nothing
 * oversells even if gate and stock drift. A process that dies between claim and give-back leaves those
 * units unsold, never oversold.
 */
export async function flashClaimOf(db: Db, wanted: FlashUnits, claimed: FlashUnits): Promise<FlashClaim> {
  const held = [...claimed];
  const giveBack = async () => {
    const units = held.splice(0).sort((a, b) => a.saleId - b.saleId);
    if (units.length === 0) return;
    // Locked in ascending sale id like the claims, so a give-back and a claim never wait on each other in a cycle.
    await db.execute(sql`with v as (
        select unnest(${intArray(units.map((u) => u.saleId))}) as sale_id,
          unnest(${intArray(units.map((u) => u.number))}) as n
      ), gates as (
        select g.sale_id from ${flashSaleGates} g where g.sale_id in (select sale_id from v) order by g.sale_id for update
      )
      update ${flashSaleGates} g set free = g.free + v.n from v
      where g.sale_id = v.sale_id and g.sale_id in (select sale_id from gates)`);
  };
  if (claimed.length < wanted.length) {
    await giveBack();
    throw new AppError(OrderRefusal.STOCK_SHORT_FLASH_SALE);
  }
  return { giveBack };
}
