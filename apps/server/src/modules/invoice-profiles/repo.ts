import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invoiceProfiles, qualifications, users } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';

export type InvoiceProfileRow = typeof invoiceProfiles.$inferSelect;
export type InvoiceProfileFields = Omit<typeof invoiceProfiles.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** Every query takes the buyer id first: another buyer's profile is simply not found. */
export const listOf = (db: Db, userId: number) =>
  db
    .select()
    .from(invoiceProfiles)
    .where(eq(invoiceProfiles.userId, userId))
    .orderBy(desc(invoiceProfiles.isDefault), asc(invoiceProfiles.id));

export async function countOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(invoiceProfiles).where(eq(invoiceProfiles.userId, userId));
  return row?.n ?? 0;
}

export async function findOwn(tx: Db | Tx, userId: number, id: number): Promise<InvoiceProfileRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoiceProfiles)
    .where(and(eq(invoiceProfiles.userId, userId), eq(invoiceProfiles.id, id)));
  return row;
}

export const clearDefault = (tx: Tx, userId: number) =>
  tx
    .update(invoiceProfiles)
    .set({ isDefault: false })
    .where(and(eq(invoiceProfiles.userId, userId), eq(invoiceProfiles.isDefault, true)));

export async function insertOwn(tx: Tx, userId: number, fields: InvoiceProfileFields): Promise<InvoiceProfileRow> {
  return tx
    .insert(invoiceProfiles)
    .values({ ...fields, userId })
    .returning()
    .then(theRow);
}

export async function updateOwn(
  tx: Tx,
  userId: number,
  id: number,
  fields: Partial<InvoiceProfileFields>,
): Promise<InvoiceProfileRow | undefined> {
  const [row] = await tx
    .update(invoiceProfiles)
    .set(fields)
    .where(and(eq(invoiceProfiles.userId, userId), eq(invoiceProfiles.id, id)))
    .returning();
  return row;
}

export async function deleteOwn(tx: Tx, userId: number, id: number): Promise<InvoiceProfileRow | undefined> {
  const [row] = await tx
    .delete(invoiceProfiles)
    .where(and(eq(invoiceProfiles.userId, userId), eq(invoiceProfiles.id, id)))
    .returning();
  return row;
}

/** The buyer's oldest remaining profile, to become the default when the default one is deleted. */
export async function oldestOf(tx: Tx, userId: number): Promise<InvoiceProfileRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoiceProfiles)
    .where(eq(invoiceProfiles.userId, userId))
    .orderBy(asc(invoiceProfiles.id))
    .limit(1);
  return row;
}

/**
 * Serialises one buyer's profile writes: the one-default rule spans rows, and two concurrent "set default"
 * calls would otherwise both clear and then collide on the partial unique index.
 */
export const lockBuyer = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice_profiles:${userId}`}))`);

/** What the company pre-fill reads: the buyer's company data and its business licence (营业执照) number. */
export async function companyOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      company: users.company,
      region: users.region,
      address: users.address,
      phone: users.phone,
      licenceNo: qualifications.number,
    })
    .from(users)
    .leftJoin(qualifications, and(eq(qualifications.userId, users.id), eq(qualifications.type, 'business_licence')))
    .where(eq(users.id, userId));
  return row;
}
