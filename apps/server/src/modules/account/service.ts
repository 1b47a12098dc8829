import { AccountRefusal } from '@store/shared/codes';
import { passwordProblem } from '@store/shared/rules/password';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, invalid, loginRequired } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { accountKey, assertAddressMayTry, recordFailure } from '../auth/index.ts';
import * as repo from './repo.ts';
import { CODE_INVALID, useCode } from './sms-codes.ts';
import { theRow } from '../../db/rows.ts';

const MOBILE_TAKEN = new AppError(AccountRefusal.MOBILE_TAKEN);
/** Look-ups of "is this mobile registered" per client address per hour. */
export const PHONE_LOOKUPS_PER_ADDRESS_PER_HOUR = 30;

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * GET /api/user/phone/{value}: the registration and reset forms ask on blur. It tells whether a mobile
 * is registered, so it is limited per client address; both answers run the same single query.
 */
export async function isMobileRegistered(db: Db, mobile: string, ip: string): Promise<boolean> {
  if (!(await repo.takeFromBudget(db, 'phone', ip, PHONE_LOOKUPS_PER_ADDRESS_PER_HOUR, 3600))) {
    throw new AppError(AccountRefusal.SMS_ADDRESS_LIMIT_ON_LOOKUP);
  }
  return repo.mobileTaken(db, mobile);
}

/** Registration step 1: a verified mobile becomes an account (username = mobile), not yet qualified. */
export async function register(db: Db, body: { mobile: string; code: string; password: string }): Promise<number> {
  const passwordHash = await hashPassword(body.password);
  let result: number | 'bad-code';
  try {
    result = await db.transaction(async (tx) => {
      if (!(await useCode(tx, body.mobile, 'register', body.code))) return 'bad-code' as const;
      if (await repo.mobileTaken(tx, body.mobile)) throw MOBILE_TAKEN;
      const user = await tx
        .insert(users)
        .values({ username: body.mobile, mobile: body.mobile, passwordHash })
        .returning({ id: users.id })
        .then(theRow);
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw MOBILE_TAKEN;
    throw error;
  }
  if (result === 'bad-code') throw CODE_INVALID;
  return result;
}

/** Forgot password: a verified mobile sets a new password and every session of the account ends. */
export async function resetForgottenPassword(
  db: Db,
  body: { mobile: string; code: string; password: string },
): Promise<void> {
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

export type PasswordChange = { old_password?: string; code?: string; password: string };

/**
 * A logged-in buyer changes the password, proving it is the owner with the current password (a wrong
 * one counts as a failed login of the account) or with an SMS code sent to the account's mobile. The
 * new password may not be the username or mobile. Its other sessions end, this one stays.
 */
export async function changePassword(
  db: Db,
  session: { userId: number; sessionId: string; ip: string },
  body: PasswordChange,
): Promise<void> {
  const account = await repo.findAccount(db, session.userId);
  if (!account) throw loginRequired();
  const problem = passwordProblem(body.password, { username: account.username, mobile: account.mobile });
  if (problem) throw invalid({ password: [problem] });
  if (body.code === undefined) await checkCurrentPassword(db, account, session.ip, body.old_password ?? '');
  const passwordHash = await hashPassword(body.password);
  const outcome = await db.transaction(async (tx) => {
    if (
      body.code !== undefined &&
      !(account.mobile && (await useCode(tx, account.mobile, 'password', body.code, account.id)))
    )
      return 'bad-code' as const;
    await repo.updatePassword(tx, account.id, passwordHash);
    await repo.endSessions(tx, account.id, session.sessionId);
    return 'done' as const;
  });
  if (outcome === 'bad-code') throw CODE_INVALID;
}

async function checkCurrentPassword(
  db: Db,
  account: { id: number; passwordHash: string },
  ip: string,
  oldPassword: string,
) {
  const key = accountKey(account.id, '');
  await assertAddressMayTry(db, key, ip);
  if (await verifyPassword(oldPassword, account.passwordHash)) return;
  await recordFailure(db, key, ip);
  throw new AppError(AccountRefusal.CURRENT_PASSWORD_WRONG);
}
