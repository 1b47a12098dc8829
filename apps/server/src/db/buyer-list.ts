import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import { theRow } from './rows.ts';

/** A table of rows a buyer keeps, one of them the default (delivery addresses, invoice profiles). */
type BuyerListTable = PgTable & { id: PgColumn; userId: PgColumn; isDefault: PgColumn };

/**
 * The queries of such a list. Every one takes the buyer id first, so another buyer's row is simply not
 * found; `lockBuyer` serialises one buyer's writes, since the one-default rule spans rows (two concurrent
 * "set default" calls would otherwise both clear and then collide on the partial unique index).
 */
export function buyerList<T extends BuyerListTable>(table: T, lockName: string) {
  type Row = T['$inferSelect'];
  type Fields = Omit<T['$inferInsert'], 'id' | 'userId' | 'createdAt'>;
  const own = (userId: number, id: number): SQL => and(eq(table.userId, userId), eq(table.id, id))!;
  // Drizzle's builders lose the row type of a generic table; each query states what it returns.
  const anyTable = table as PgTable;

  return {
    listOf: (db: Db, userId: number): Promise<Row[]> =>
      db
        .select()
        .from(anyTable)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.isDefault), asc(table.id)) as Promise<Row[]>,

    async countOf(tx: Tx, userId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(anyTable).where(eq(table.userId, userId));
      return row?.n ?? 0;
    },

    /** The buyer's row (its writers hold `lockBuyer`, so no row lock is needed). */
    async findOwn(tx: Db | Tx, userId: number, id: number): Promise<Row | undefined> {
      const [row] = await tx.select().from(anyTable).where(own(userId, id));
      return row as Row | undefined;
    },

    clearDefault: (tx: Tx, userId: number) =>
      tx
        .update(anyTable)
        .set({ isDefault: false } as PgUpdateSetSource<PgTable>)
        .where(and(eq(table.userId, userId), eq(table.isDefault, true))),

    async insertOwn(tx: Tx, userId: number, fields: Fields): Promise<Row> {
      const rows = await tx
        .insert(anyTable)
        .values({ ...fields, userId } as PgTable['$inferInsert'])
        .returning();
      return theRow(rows) as Row;
    },

    async updateOwn(tx: Tx, userId: number, id: number, fields: Partial<Fields>): Promise<Row | undefined> {
      const [row] = await tx
        .update(anyTable)
        .set(fields as PgUpdateSetSource<PgTable>)
        .where(own(userId, id))
        .returning();
      return row as Row | undefined;
    },

    async deleteOwn(tx: Tx, userId: number, id: number): Promise<Row | undefined> {
      const [row] = await tx.delete(anyTable).where(own(userId, id)).returning();
      return row as Row | undefined;
    },

    /** The buyer's oldest remaining row, to become the default when the default one is deleted. */
    async oldestOf(tx: Tx, userId: number): Promise<Row | undefined> {
      const [row] = await tx.select().from(anyTable).where(eq(table.userId, userId)).orderBy(asc(table.id)).limit(1);
      return row as Row | undefined;
    },

    lockBuyer: (tx: Tx, userId: number) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${lockName}:${userId}`}))`),
  };
}
