import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';

export type AddressRow = typeof addresses.$inferSelect;
type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** Every query takes the buyer id first: another buyer's address is simply not found. */
export const listOf = (db: Db, userId: number) =>
  db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id));

export async function countOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function findOwn(tx: Db | Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .for('update');
  return row;
}

export const clearDefault = (tx: Tx, userId: number) =>
  tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

export async function insertOwn(tx: Tx, userId: number, fields: AddressFields): Promise<AddressRow> {
  return tx
    .insert(addresses)
    .values({ ...fields, userId })
    .returning()
    .then(theRow);
}

export async function updateOwn(
  tx: Tx,
  userId: number,
  id: number,
  fields: Partial<AddressFields>,
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set(fields)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .returning();
  return row;
}

export async function deleteOwn(tx: Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .returning();
  return row;
}

/** The buyer's oldest remaining address, to become the default when the default one is deleted. */
export async function oldestOf(tx: Tx, userId: number): Promise<AddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
    .limit(1);
  return row;
}

/** Serialises one buyer's address writes (the default-address rule spans rows). */
export const lockBuyer = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
