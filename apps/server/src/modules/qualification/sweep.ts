import { and, eq, gte, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, qualifications, users } from '../../db/schema.ts';
import { LICENCE_NAMES, type LicenceType } from '@store/shared/rules/qualification';
import { refreshPassed } from './service.ts';
import { businessDay } from '../../lib/business-day.ts';

const REMIND_DAYS = 30;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Daily licence housekeeping, safe to run in several processes at once:
 * - a buyer with an approved licence that has expired loses is_passed (ordering is blocked again);
 * - a licence ending within 30 days gets one reminder message per validity period — the claim
 *   (`reminded_for = valid_to`) and the message are one transaction, so two processes cannot both send it.
 */
export async function sweepQualifications(
  db: Db,
  today = businessDay(),
): Promise<{ expired: number; reminded: number }> {
  const expiredOwners = await db
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
    );
  for (const { userId } of expiredOwners) await refreshPassed(db, userId, today);

  let reminded = 0;
  const due = await db
    .select({ id: qualifications.id })
    .from(qualifications)
    .where(
      and(
        eq(qualifications.status, 'approved'),
        gte(qualifications.validTo, today),
        lte(qualifications.validTo, addDays(today, REMIND_DAYS)),
        or(isNull(qualifications.remindedFor), ne(qualifications.remindedFor, qualifications.validTo)),
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(qualifications)
        .set({ remindedFor: sql`${qualifications.validTo}` })
        .where(
          and(
            eq(qualifications.id, id),
            or(isNull(qualifications.remindedFor), ne(qualifications.remindedFor, qualifications.validTo)),
          ),
        )
        .returning({ userId: qualifications.userId, type: qualifications.type, validTo: qualifications.validTo });
      if (!claimed) return;
      const name = LICENCE_NAMES[claimed.type as LicenceType] ?? claimed.type;
      await tx.insert(messages).values({
        userId: claimed.userId,
        title: `${name}即将到期`,
        content: `您的${name}将于 ${claimed.validTo} 到期，请及时上传新证照，到期后将无法下单。`,
      });
      reminded++;
    });
  }
  return { expired: expiredOwners.length, reminded };
}
