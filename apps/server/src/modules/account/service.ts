import type { z } from 'zod';
import type { companyBody } from '@store/shared/api/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import * as repo from './repo.ts';
import { CODE_INVALID, useCode } from './sms-codes.ts';

const MOBILE_TAKEN = new AppError(623, '该手机号已注册，请直接登录', 400);
const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).code === '23505'
  || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Registration step 1: a verified mobile becomes an account (username = mobile), not yet qualified. */
export async function register(db: Db, body: { mobile: string; code: string; password: string }): Promise<number> {
  const passwordHash = await hashPassword(body.password);
  let result: number | 'bad-code';
  try {
    result = await db.transaction(async (tx) => {
      if (!(await useCode(tx, body.mobile, 'register', body.code))) return 'bad-code' as const;
      if (await repo.mobileTaken(tx, body.mobile)) throw MOBILE_TAKEN;
      const [user] = await tx.insert(users).values({ username: body.mobile, mobile: body.mobile, passwordHash }).returning({ id: users.id });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw MOBILE_TAKEN;
    throw error;
  }
  if (result === 'bad-code') throw CODE_INVALID;
  return result;
}

/** Registration step 2: the buying company's details. */
export async function saveCompany(db: Db, userId: number, body: z.infer<typeof companyBody>): Promise<void> {
  await db.update(users).set({ company: body.company, companyType: body.company_type, name: body.name, region: body.region, address: body.address })
    .where(eq(users.id, userId));
}

/** Forgot password: a verified mobile sets a new password and every session of the account ends. */
export async function resetForgottenPassword(db: Db, body: { mobile: string; code: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const outcome = await db.transaction(async (tx) => {
    if (!(await useCode(tx, body.mobile, 'forget', body.code))) return 'bad-code' as const;
    const userId = await repo.findUserIdByMobile(tx, body.mobile);
    if (!userId) return 'bad-code' as const;
    await repo.updatePassword(tx, userId, passwordHash);
    await repo.endSessions(tx, userId);
    return 'done' as const;
  });
  if (outcome === 'bad-code') throw CODE_INVALID;
}

/** A logged-in buyer changes the password; its other sessions end, this one stays. */
export async function changePassword(db: Db, userId: number, sessionId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updatePassword(tx, userId, passwordHash);
    await repo.endSessions(tx, userId, sessionId);
  });
}
