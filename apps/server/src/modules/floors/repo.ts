import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { goods, homeFloors } from '../../db/schema.ts';
import type { GoodsRow } from '../catalogue/index.ts';

// The SQL of home floors: the store's floors that are on, the console's list, and the floors' goods.

export type FloorRow = typeof homeFloors.$inferSelect;

const order = [asc(homeFloors.sort), asc(homeFloors.id)];

export const floorsOn = (db: Db): Promise<FloorRow[]> =>
  db
    .select()
    .from(homeFloors)
    .where(eq(homeFloors.isOn, true))
    .orderBy(...order);

export const allFloors = (db: Db): Promise<FloorRow[]> =>
  db
    .select()
    .from(homeFloors)
    .orderBy(...order);

export const floorById = async (db: Db | Tx, id: number): Promise<FloorRow | undefined> =>
  (await db.select().from(homeFloors).where(eq(homeFloors.id, id)))[0];

export const lockFloor = async (tx: Tx, id: number): Promise<FloorRow | undefined> =>
  (await tx.select().from(homeFloors).where(eq(homeFloors.id, id)).for('update'))[0];

const idsOf = (rows: FloorRow[]) => [...new Set(rows.flatMap((r) => r.goodsIds))];

/** The listed goods of these floors, by id: what a buyer may be shown. */
export async function listedGoodsOf(db: Db, rows: FloorRow[]): Promise<Map<number, GoodsRow>> {
  const ids = idsOf(rows);
  if (ids.length === 0) return new Map();
  const found = await db
    .select()
    .from(goods)
    .where(and(inArray(goods.id, ids), eq(goods.isListed, true)));
  return new Map(found.map((g) => [g.id, g]));
}

export type FloorGoodsSummary = Pick<GoodsRow, 'id' | 'name' | 'sccj' | 'ypgg' | 'isListed'>;

/** Every goods of these floors (listed or not), for the console. */
export async function goodsSummariesOf(db: Db | Tx, ids: number[]): Promise<Map<number, FloorGoodsSummary>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: goods.id, name: goods.name, sccj: goods.sccj, ypgg: goods.ypgg, isListed: goods.isListed })
    .from(goods)
    .where(inArray(goods.id, [...new Set(ids)]));
  return new Map(found.map((g) => [g.id, g]));
}
