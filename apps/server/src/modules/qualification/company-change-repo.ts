import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companyChanges, qualifications, users } from '../../db/schema.ts';

export type CompanyChangeRow = typeof companyChanges.$inferSelect;
export type Identity = { company: string; companyType: string };

/** The buyer's row, locked: a save and a review of the same buyer run one after the other. */
export async function lockCompanyOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ isPassed: users.isPassed, company: users.company, companyType: users.companyType })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function companyOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      company: users.company,
      companyType: users.companyType,
      name: users.name,
      region: users.region,
      address: users.address,
      isPassed: users.isPassed,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setContact(tx: Tx, userId: number, contact: { name: string; region: string; address: string }) {
  await tx.update(users).set(contact).where(eq(users.id, userId));
}

export async function setIdentity(tx: Tx, userId: number, identity: Identity) {
  await tx.update(users).set(identity).where(eq(users.id, userId));
}

export async function findPendingChange(tx: Tx, userId: number) {
  const [row] = await tx
    .select()
    .from(companyChanges)
    .where(and(eq(companyChanges.userId, userId), eq(companyChanges.status, 'pending')));
  return row;
}

export async function insertChange(tx: Tx, userId: number, asked: Identity, previous: Identity) {
  await tx.insert(companyChanges).values({
    userId,
    ...asked,
    previousCompany: previous.company,
    previousCompanyType: previous.companyType,
  });
}

export async function replaceChange(tx: Tx, userId: number, id: number, asked: Identity) {
  await tx
    .update(companyChanges)
    .set({ ...asked, updatedAt: new Date() })
    .where(and(eq(companyChanges.userId, userId), eq(companyChanges.id, id)));
}

export async function withdrawChange(tx: Tx, userId: number, id: number) {
  await tx
    .update(companyChanges)
    .set({ status: 'withdrawn', updatedAt: new Date() })
    .where(and(eq(companyChanges.userId, userId), eq(companyChanges.id, id)));
}

/** The buyer's latest change (any state). */
export async function latestChange(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(companyChanges)
    .where(eq(companyChanges.userId, userId))
    .orderBy(desc(companyChanges.id))
    .limit(1);
  return row;
}

export async function findChangeForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(companyChanges).where(eq(companyChanges.id, id)).for('update');
  return row;
}

export async function setChangeReview(
  tx: Tx,
  id: number,
  review: { status: 'approved' | 'rejected'; rejectReason: string; reviewedBy: number },
) {
  await tx
    .update(companyChanges)
    .set({ ...review, reviewedAt: new Date(), updatedAt: new Date() })
    .where(eq(companyChanges.id, id));
}

/** Changes waiting for review, oldest submission first, with the buyer in force now. */
export async function pendingChanges(db: Db) {
  return db
    .select({
      change: companyChanges,
      username: users.username,
      company: users.company,
      companyType: users.companyType,
    })
    .from(companyChanges)
    .innerJoin(users, eq(users.id, companyChanges.userId))
    .where(eq(companyChanges.status, 'pending'))
    .orderBy(asc(companyChanges.updatedAt), asc(companyChanges.id));
}

/** The business licence number of each buyer (营业执照), for the reviewer to compare a new name with. */
export async function businessLicenceNumbers(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: qualifications.userId, number: qualifications.number })
    .from(qualifications)
    .where(and(inArray(qualifications.userId, userIds), eq(qualifications.type, 'business_licence')));
}
