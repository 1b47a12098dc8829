import type { z } from 'zod';
import { and, count, desc, eq } from 'drizzle-orm';
import type { feedbackBody, purchaseRequestBody } from '@store/shared/api/messages';
import type { Db } from '../../db/client.ts';
import { feedback, purchaseRequests, users } from '../../db/schema.ts';
import { loginRequired, notFound } from '../../lib/errors.ts';

import { toSeconds as seconds } from '@store/shared/rules/time';
import { theRow } from '../../db/rows.ts';

/** Feedback may be anonymous (the complaints page is public); a logged-in buyer's is linked to it. */
export async function leaveFeedback(
  db: Db,
  userId: number | undefined,
  body: z.infer<typeof feedbackBody>,
): Promise<void> {
  await db
    .insert(feedback)
    .values({ userId: userId ?? null, kind: body.kind, content: body.content, contact: body.contact });
}

/** A purchase request; contact name and phone come from the buyer's profile, never from the form. */
export async function requestPurchase(db: Db, userId: number, body: z.infer<typeof purchaseRequestBody>) {
  const [profile] = await db
    .select({ name: users.name, mobile: users.mobile, company: users.company })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) throw loginRequired();
  await db.insert(purchaseRequests).values({
    userId,
    name: body.name,
    sccj: body.sccj,
    ypgg: body.ypgg,
    number: body.number ?? null,
    remarks: body.remarks,
    contactName: profile.name || profile.company,
    contactPhone: profile.mobile ?? '',
  });
  return { message: `求购信息已提交，您的客户经理会尽快与${profile.name || '您'}联系` };
}

export async function listPurchaseRequests(db: Db, userId: number, page: number, pageSize: number) {
  const [rows, { total }] = await Promise.all([
    db
      .select()
      .from(purchaseRequests)
      .where(eq(purchaseRequests.userId, userId))
      .orderBy(desc(purchaseRequests.createdAt), desc(purchaseRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(purchaseRequests).where(eq(purchaseRequests.userId, userId)).then(theRow),
  ]);
  return { data: rows.map(present), total, page, page_size: pageSize };
}

/** One of the buyer's own requests; another buyer's answers not found. */
export async function purchaseRequestOf(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.userId, userId)));
  if (!row) throw notFound('求购信息不存在');
  return present(row);
}

const present = (r: typeof purchaseRequests.$inferSelect) => ({
  id: r.id,
  name: r.name,
  sccj: r.sccj,
  ypgg: r.ypgg,
  number: r.number,
  remarks: r.remarks,
  contact_name: r.contactName,
  contact_phone: r.contactPhone,
  status: r.status,
  created_at: seconds(r.createdAt),
});
