import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, qualifications, users } from '../../db/schema.ts';
import {
  isQualified,
  LICENCE_NAMES,
  type CompanyType,
  type LicenceState,
  type LicenceType,
} from '@store/shared/rules/qualification';
import { businessDay } from '../../lib/business-day.ts';
import { chunksOf } from '../../lib/turns.ts';

const REMIND_DAYS = 30;
/** Buyers (and reminder messages) handled per statement: a sweep reads and writes them by the chunk, not one by one. */
const CHUNK = 500;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Daily licence housekeeping, safe to run in several processes at once:
 * - a buyer with an approved licence that has expired loses is_passed (ordering is blocked again), unless the
 *   licences still qualify it (a renewed one beside the expired): the buyers' types and licences are read and
 *   the losers updated a chunk at a time, three statements per 500 buyers (it was three per buyer);
 * - a licence ending within 30 days gets one reminder message per validity period — the claim
 *   (`reminded_for = valid_to`) and the messages are one transaction, so two processes cannot both send it: the
 *   second's UPDATE waits on the first's row locks and then finds the licences claimed.
 */
export async function sweepQualifications(
  db: Db,
  today = businessDay(),
): Promise<{ expired: number; reminded: number }> {
  const expiredOwners = (
    await db
      .selectDistinct({ userId: qualifications.userId })
      .from(qualifications)
      .innerJoin(users, eq(users.id, qualifications.userId))
      .where(
        and(
          eq(qualifications.status, 'approved'),
          isNotNull(qualifications.validTo),
          lt(qualifications.validTo, today),
          eq(users.isPassed, true),
        ),
      )
  ).map((row) => row.userId);
  for (const ids of chunksOf(expiredOwners, CHUNK)) await unpassExpired(db, ids, today);

  const reminded = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(qualifications)
      .set({ remindedFor: sql`${qualifications.validTo}` })
      .where(
        and(
          eq(qualifications.status, 'approved'),
          gte(qualifications.validTo, today),
          lte(qualifications.validTo, addDays(today, REMIND_DAYS)),
          or(isNull(qualifications.remindedFor), ne(qualifications.remindedFor, qualifications.validTo)),
        ),
      )
      .returning({ userId: qualifications.userId, type: qualifications.type, validTo: qualifications.validTo });
    for (const chunk of chunksOf(claimed, CHUNK))
      await tx.insert(messages).values(
        chunk.map((licence) => {
          const name = LICENCE_NAMES[licence.type as LicenceType] ?? licence.type;
          return {
            userId: licence.userId,
            title: `${name}即将到期`,
            content: `您的${name}将于 ${licence.validTo} 到期，请及时上传新证照，到期后将无法下单。`,
          };
        }),
      );
    return claimed.length;
  });
  return { expired: expiredOwners.length, reminded };
}

/** Recomputes is_passed of these buyers from their licences (as refreshPassed does for one) and clears the lost. */
async function unpassExpired(db: Db, userIds: number[], today: string) {
  const [buyers, licences] = await Promise.all([
    db.select({ id: users.id, companyType: users.companyType }).from(users).where(inArray(users.id, userIds)),
    db
      .select({
        userId: qualifications.userId,
        type: qualifications.type,
        status: qualifications.status,
        validTo: qualifications.validTo,
      })
      .from(qualifications)
      .where(inArray(qualifications.userId, userIds)),
  ]);
  const byBuyer = new Map<number, LicenceState[]>();
  for (const { userId, ...licence } of licences)
    byBuyer.set(userId, [...(byBuyer.get(userId) ?? []), licence as LicenceState]);
  const lost = buyers
    .filter((buyer) => !isQualified(buyer.companyType as CompanyType, byBuyer.get(buyer.id) ?? [], today))
    .map((buyer) => buyer.id);
  if (lost.length) await db.update(users).set({ isPassed: false }).where(inArray(users.id, lost));
}
