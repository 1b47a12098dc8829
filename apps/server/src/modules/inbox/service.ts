import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

import { toSeconds as seconds } from '@store/shared/rules/time';
import { theRow } from '../../db/rows.ts';

/** The buyer's messages, newest first, with the unread count for the badges. */
export async function listMessages(db: Db, userId: number, q: { page: number; page_size: number; is_read?: 0 | 1 }) {
  const where = and(
    eq(messages.userId, userId),
    q.is_read === undefined ? undefined : eq(messages.isRead, q.is_read === 1),
  );
  const [rows, { total }, { unread }] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ total: count() }).from(messages).where(where).then(theRow),
    db
      .select({ unread: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.isRead, false)))
      .then(theRow),
  ]);
  return {
    data: rows.map((m) => ({
      id: m.id,
      title: m.title,
      content: m.content,
      is_read: (m.isRead ? 1 : 0) as 0 | 1,
      created_at: seconds(m.createdAt),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    unread,
  };
}

export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const updated = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.userId, userId), eq(messages.id, id)))
    .returning({ id: messages.id });
  if (updated.length === 0) throw notFound('消息不存在');
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return updated.length;
}
