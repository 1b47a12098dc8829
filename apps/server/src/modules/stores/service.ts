import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { and, asc, eq, or } from 'drizzle-orm';
import type { storeBody } from '@store/shared/api/stores';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { mobileTaken } from '../account/repo.ts';

const MAX_STORES = 50;

/** The company group of a buyer: the head's id (a single buyer is the head of a group of one). */
export async function groupOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ groupId: users.groupId }).from(users).where(eq(users.id, userId));
  return row?.groupId ?? userId;
}

const membersOf = (db: Db, groupId: number) =>
  db.select().from(users).where(or(eq(users.id, groupId), eq(users.groupId, groupId))).orderBy(asc(users.id));

export async function listStores(db: Db, userId: number) {
  const groupId = await groupOf(db, userId);
  return (await membersOf(db, groupId)).map((u) => ({
    id: u.id, company: u.company, name: u.name, mobile: u.mobile ?? '', region: u.region, address: u.address,
    is_head: (u.id === groupId ? 1 : 0) as 0 | 1, is_current: (u.id === userId ? 1 : 0) as 0 | 1, is_passed: (u.isPassed ? 1 : 0) as 0 | 1,
  }));
}

/**
 * Adds a store to the buyer's company. The store is its own buyer (own cart, addresses and licences,
 * reviewed separately) and is reached by switching from any store of the group; it gets no password
 * of its own until it sets one through "forgot password" with its mobile.
 */
export async function addStore(db: Db, userId: number, body: z.infer<typeof storeBody>) {
  const groupId = await groupOf(db, userId);
  const [head] = await db.select().from(users).where(eq(users.id, groupId));
  if (!head) throw notFound('账号不存在');
  if ((await membersOf(db, groupId)).length >= MAX_STORES) throw new AppError(660, `最多添加${MAX_STORES}家门店`, 400);
  if (await mobileTaken(db, body.mobile)) throw new AppError(623, '该手机号已注册', 400);
  const unusable = await hashPassword(randomBytes(24).toString('base64'));
  const [created] = await db.transaction(async (tx) => {
    if (head.groupId === null) await tx.update(users).set({ groupId }).where(eq(users.id, groupId));
    return tx.insert(users).values({
      username: body.mobile, mobile: body.mobile, passwordHash: unusable, groupId, company: body.company, name: body.name,
      region: body.region, address: body.address, companyType: head.companyType, managerId: head.managerId,
    }).returning({ id: users.id });
  });
  return created.id;
}

/** Switching is allowed only between stores of one company; anything else is simply not found. */
export async function assertSameGroup(db: Db, userId: number, targetId: number): Promise<void> {
  const groupId = await groupOf(db, userId);
  const [target] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.id, targetId), or(eq(users.id, groupId), eq(users.groupId, groupId))));
  if (!target) throw notFound('门店不存在');
}
