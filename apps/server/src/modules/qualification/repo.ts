import { and, asc, eq, inArray, is, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
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

/** A scan of the buyer's own licences, or undefined. */
export async function findOwnFile(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(qualificationFiles)
    .where(and(eq(qualificationFiles.id, id), eq(qualificationFiles.userId, userId)));
  return row;
}

/** Any buyer's licence scan, for the operator reviewing it. */
export async function findFileForOperator(db: Db, id: number) {
  const [row] = await db.select().from(qualificationFiles).where(eq(qualificationFiles.id, id));
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
  // An upsert of one row answers one row, or throws.
  if (!row) throw new Error('licence was not written');
  await tx.delete(qualificationFiles).where(eq(qualificationFiles.qualificationId, row.id));
  return row.id;
}

export const insertFiles = (tx: Tx, rows: (typeof qualificationFiles.$inferInsert)[]) =>
  tx.insert(qualificationFiles).values(rows);

/** The company type and the licences (by id) in one statement: the business scope of every cart add and order. */
const companyTypeAndLicencesQuery = (db: Db | Tx) =>
  db
    .select({ companyType: users.companyType, scopeLimit: users.scopeLimit, licence: qualifications })
    .from(users)
    .leftJoin(qualifications, eq(qualifications.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(qualifications.id));
/** Every order and cart add asks: prepared once outside a transaction (planning cost more than running it). */
const preparedCompanyTypeAndLicences = preparedOnce((db) =>
  companyTypeAndLicencesQuery(db).prepare('company_type_and_licences'),
);

export async function companyTypeAndLicences(db: Db | Tx, userId: number) {
  const query = is(db, PgTransaction) ? companyTypeAndLicencesQuery(db) : preparedCompanyTypeAndLicences(db);
  const rows = await query.execute({ userId });
  return {
    companyType: rows[0]?.companyType ?? '',
    scopeLimit: rows[0]?.scopeLimit ?? null,
    licences: rows.flatMap((r) => (r.licence ? [r.licence] : [])),
  };
}

/**
 * The buyer's company type, reviewer's scope and licence states as one JSON value, `{ companyType, scopeLimit,
 * licences: [{ type, status, validTo }] }` (null for no such user), for a statement that batches several reads into one round trip. `userId` may be a placeholder of a statement
 * built once (db/prepared.ts).
 */
export const licenceStatesSql = (userId: number | Placeholder) =>
  sql`(select json_build_object('companyType', u.company_type, 'scopeLimit', u.scope_limit, 'licences', coalesce((select json_agg(
      json_build_object('type', q.type, 'status', q.status, 'validTo', q.valid_to) order by q.id)
    from ${qualifications} q where q.user_id = u.id), '[]'))
  from ${users} u where u.id = ${userId})`;

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
    .select({
      licence: qualifications,
      company: users.company,
      username: users.username,
      companyType: users.companyType,
    })
    .from(qualifications)
    .innerJoin(users, eq(users.id, qualifications.userId))
    .where(eq(qualifications.status, 'pending'))
    .orderBy(asc(qualifications.updatedAt));

export const setReview = (tx: Tx, id: number, review: { status: string; rejectReason: string; reviewedBy: number }) =>
  tx
    .update(qualifications)
    .set({ ...review, reviewedAt: new Date() })
    .where(eq(qualifications.id, id));
