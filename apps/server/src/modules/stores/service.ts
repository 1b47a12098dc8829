import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { and, asc, count, eq, or } from 'drizzle-orm';
import type { storeBody } from '@store/shared/api/stores';
import { AccountRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { CODE_INVALID, findAccount, isUniqueViolation, mobileTaken, useCode } from '../account/index.ts';
import { theRow } from '../../db/rows.ts';

const MAX_STORES = 50;
const MOBILE_TAKEN = new AppError(AccountRefusal.MOBILE_TAKEN_TO_BIND);

/** The company group of a buyer: the head's id (a single buyer is the head of a group of one). */
export async function groupOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ groupId: users.groupId }).from(users).where(eq(users.id, userId));
  return row?.groupId ?? userId;
}

const membersOf = (db: Db, groupId: number) =>
  db
    .select()
    .from(users)
    .where(or(eq(users.id, groupId), eq(users.groupId, groupId)))
    .orderBy(asc(users.id));

export async function listStores(db: Db, userId: number) {
  const groupId = await groupOf(db, userId);
  return (await membersOf(db, groupId)).map((u) => ({
    id: u.id,
    company: u.company,
    name: u.name,
    mobile: u.mobile ?? '',
    region: u.region,
    address: u.address,
    is_head: (u.id === groupId ? 1 : 0) as 0 | 1,
    is_current: (u.id === userId ? 1 : 0) as 0 | 1,
    is_passed: (u.isPassed ? 1 : 0) as 0 | 1,
  }));
}

/**
 * The head account adds a store to its company. The store's mobile proves it agrees with an SMS code
 * (scene 'bind', asked for by this head): without it, anyone could claim a stranger's mobile as a store.
 * The store is its own buyer (own cart, addresses and licences, reviewed separately), reached by the head
 * switching to it; it gets no password of its own until it sets one through "forgot password".
 * Two adds of one mobile at once: one store, the other '该手机号已注册' (the unique index decides).
 */
export async function addStore(db: Db, userId: number, body: z.infer<typeof storeBody>) {
  const head = await findAccount(db, userId);
  if (!head) throw notFound('账号不存在');
  if (head.groupId !== null && head.groupId !== head.id) throw new AppError(AccountRefusal.STORE_HEAD_ONLY_TO_ADD);
  const [members] = await db
    .select({ n: count() })
    .from(users)
    .where(or(eq(users.id, head.id), eq(users.groupId, head.id)));
  if ((members?.n ?? 0) >= MAX_STORES) throw new AppError(AccountRefusal.STORE_LIMIT, MAX_STORES);
  const unusable = await hashPassword(randomBytes(24).toString('base64'));
  const [owner] = await db
    .select({ companyType: users.companyType, managerId: users.managerId })
    .from(users)
    .where(eq(users.id, head.id));
  let created: number | 'bad-code';
  try {
    created = await db.transaction(async (tx) => {
      if (!(await useCode(tx, body.mobile, 'bind', body.code, head.id))) return 'bad-code' as const;
      if (await mobileTaken(tx, body.mobile)) throw MOBILE_TAKEN;
      if (head.groupId === null) await tx.update(users).set({ groupId: head.id }).where(eq(users.id, head.id));
      const row = await tx
        .insert(users)
        .values({
          username: body.mobile,
          mobile: body.mobile,
          passwordHash: unusable,
          groupId: head.id,
          company: body.company,
          name: body.name,
          region: body.region,
          address: body.address,
          companyType: owner?.companyType ?? '',
          managerId: owner?.managerId ?? null,
        })
        .returning({ id: users.id })
        .then(theRow);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw MOBILE_TAKEN;
    throw error;
  }
  if (created === 'bad-code') throw CODE_INVALID;
  return created;
}

/**
 * Switching goes from the head account to one of its own stores only. A store cannot switch to the
 * head or to a sibling (whoever holds a store's mobile must not reach the company); another company's
 * account is simply not found.
 */
export async function assertMaySwitch(db: Db, userId: number, targetId: number): Promise<void> {
  const groupId = await groupOf(db, userId);
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, targetId), or(eq(users.id, groupId), eq(users.groupId, groupId))));
  if (!target) throw notFound('门店不存在');
  if (userId !== groupId || target.id === userId) throw new AppError(AccountRefusal.STORE_HEAD_ONLY);
}
