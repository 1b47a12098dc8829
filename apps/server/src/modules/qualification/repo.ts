import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { qualificationFiles, qualifications, users } from '../../db/schema.ts';

export type QualificationRow = typeof qualifications.$inferSelect;

export const licencesOf = (db: Db | Tx, userId: number) =>
  db.select().from(qualifications).where(eq(qualifications.userId, userId)).orderBy(asc(qualifications.id));

export const filesOf = (db: Db, qualificationIds: number[]) =>
  qualificationIds.length
    ? db
        .select({
          id: qualificationFiles.id,
          qualificationId: qualificationFiles.qualificationId,
          mime: qualificationFiles.mime,
        })
        .from(qualificationFiles)
        .where(inArray(qualificationFiles.qualificationId, qualificationIds))
        .orderBy(asc(qualificationFiles.id))
    : Promise.resolve([]);

/** A file, if the viewer owns it (operators pass `undefined` and see any). */
export async function findFile(db: Db, id: number, ownerId: number | undefined) {
  const [row] = await db
    .select()
    .from(qualificationFiles)
    .where(
      and(eq(qualificationFiles.id, id), ownerId === undefined ? undefined : eq(qualificationFiles.userId, ownerId)),
    );
  return row;
}

/** A re-upload replaces the licence's number, date and files and sends it back to review. */
export async function upsertLicence(
  tx: Tx,
  userId: number,
  fields: { type: string; number: string; validTo: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(qualifications)
    .values({ userId, ...fields })
    .onConflictDoUpdate({
      target: [qualifications.userId, qualifications.type],
      set: {
        number: fields.number,
        validTo: fields.validTo,
        status: 'pending',
        rejectReason: '',
        reviewedAt: null,
        reviewedBy: null,
        updatedAt: new Date(),
      },
    })
    .returning({ id: qualifications.id });
  await tx.delete(qualificationFiles).where(eq(qualificationFiles.qualificationId, row.id));
  return row.id;
}

export const insertFiles = (tx: Tx, rows: (typeof qualificationFiles.$inferInsert)[]) =>
  tx.insert(qualificationFiles).values(rows);

export async function companyTypeOf(db: Db | Tx, userId: number): Promise<string> {
  const [row] = await db.select({ companyType: users.companyType }).from(users).where(eq(users.id, userId));
  return row?.companyType ?? '';
}

export const setPassed = (db: Db | Tx, userId: number, isPassed: boolean) =>
  db.update(users).set({ isPassed }).where(eq(users.id, userId));

export async function findLicenceForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(qualifications).where(eq(qualifications.id, id)).for('update');
  return row;
}

export const pendingLicences = (db: Db) =>
  db
    .select({ licence: qualifications, company: users.company, username: users.username })
    .from(qualifications)
    .innerJoin(users, eq(users.id, qualifications.userId))
    .where(eq(qualifications.status, 'pending'))
    .orderBy(asc(qualifications.updatedAt));

export const setReview = (tx: Tx, id: number, review: { status: string; rejectReason: string; reviewedBy: number }) =>
  tx
    .update(qualifications)
    .set({ ...review, reviewedAt: new Date() })
    .where(eq(qualifications.id, id));
