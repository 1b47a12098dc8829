import { AccountRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repo.ts';

const WINDOW_SECONDS = 15 * 60;
/** Failures of one account, from anywhere, after which every login of it needs the graphic captcha. */
export const CAPTCHA_AFTER_FAILURES = 5;
/** Failures of one account from one address after which that address is refused for the window. */
export const BLOCK_ADDRESS_AFTER_FAILURES = 10;
/** Failures from one address, whatever the accounts (credential stuffing), in one minute. */
const MAX_ADDRESS_FAILURES_PER_MINUTE = 10;

/**
 * What the failures are counted against: the user id when the identifier names an account (so its
 * username and its mobile count as one), otherwise the identifier itself, lower-cased.
 */
export const accountKey = (userId: number | undefined, identifier: string) =>
  userId === undefined ? `n:${identifier.trim().toLowerCase()}` : `u:${userId}`;

export type LoginGate = 'open' | 'captcha';

/**
 * Decides, before the password is checked, whether this address may try this account at all (429 when
 * it has failed too often itself) and whether the account is under attack (then the captcha is needed).
 * The owner is never locked out: from a fresh address, a right password with a right captcha passes.
 */
export async function loginGate(db: Db, account: string, ip: string): Promise<LoginGate> {
  const failures = await repo.recentFailures(db, account, ip, WINDOW_SECONDS, 60);
  if (failures.accountAndIp >= BLOCK_ADDRESS_AFTER_FAILURES) throw new AppError(AccountRefusal.TOO_MANY_LOGIN_FAILURES);
  if (failures.ip >= MAX_ADDRESS_FAILURES_PER_MINUTE) throw new AppError(AccountRefusal.TOO_MANY_FAILURES_FROM_ADDRESS);
  return failures.account >= CAPTCHA_AFTER_FAILURES ? 'captcha' : 'open';
}

/** The address may still try this account's password (used where no captcha can be shown: changing the password). */
export async function assertAddressMayTry(db: Db, account: string, ip: string): Promise<void> {
  const failures = await repo.recentFailures(db, account, ip, WINDOW_SECONDS, 60);
  if (failures.accountAndIp >= BLOCK_ADDRESS_AFTER_FAILURES) throw new AppError(AccountRefusal.TOO_MANY_LOGIN_FAILURES);
}

export const recordFailure = (db: Db, account: string, ip: string) => repo.recordFailure(db, account, ip);

export const captchaRequired = () => new AppError(AccountRefusal.CAPTCHA_REQUIRED);
export const captchaWrong = () => new AppError(AccountRefusal.CAPTCHA_WRONG);
