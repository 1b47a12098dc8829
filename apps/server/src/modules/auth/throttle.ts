import { AccountRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repo.ts';

const WINDOW_SECONDS = 15 * 60;
/** Failures of one account, from anywhere, after which every login of it needs the captcha. */
export const CAPTCHA_AFTER_FAILURES = 5;
/** Failures of one account from one address after which that address is refused for the window. */
export const BLOCK_ADDRESS_AFTER_FAILURES = 10;
/**
 * Failures from one address in one minute, whatever the accounts (credential stuffing), after which every
 * login from it needs the captcha: a refusal would lock out everyone behind the same NAT or proxy.
 */
const ADDRESS_CAPTCHA_AFTER_FAILURES_PER_MINUTE = 10;

/**
 * What the failures are counted against: the user id when the identifier names an account (so its
 * username and its mobile count as one), otherwise the identifier itself, lower-cased.
 */
export const accountKey = (userId: number | undefined, identifier: string) =>
  userId === undefined ? `n:${identifier.trim().toLowerCase()}` : `u:${userId}`;

/** The captcha a login brings, and how to check it (used up either way). */
export type CaptchaProof = { present: boolean; solve: () => Promise<boolean> };

const refuseAfterTooMany = (failures: { accountAndIp: number }) => {
  if (failures.accountAndIp >= BLOCK_ADDRESS_AFTER_FAILURES) throw new AppError(AccountRefusal.TOO_MANY_LOGIN_FAILURES);
};

/**
 * Reserves one password check of this account from this address before the password is looked at:
 * under the account's and the address's locks (every process takes them), the failures are counted and
 * the attempt is written as a failure in one step, so the guesses of a parallel burst see each other and
 * no more than 5 passwords are checked before the captcha is asked for. The address is refused (429)
 * once it failed 10 times on this account; the captcha is needed once the account failed 5 times from
 * anywhere, or the address 10 times in a minute on any accounts. The owner is never locked out: from a
 * fresh address, a right password with a right captcha passes.
 * Answers the attempt's id: `passwordWasRight` takes it back when the password matched.
 */
export async function reserveLoginAttempt(db: Db, account: string, ip: string, captcha: CaptchaProof): Promise<number> {
  const open = await repo.underLoginLocks(db, account, ip, async (tx) => {
    const failures = await repo.recentFailures(tx, account, ip, WINDOW_SECONDS, 60);
    refuseAfterTooMany(failures);
    const suspicious =
      failures.account >= CAPTCHA_AFTER_FAILURES || failures.ip >= ADDRESS_CAPTCHA_AFTER_FAILURES_PER_MINUTE;
    return suspicious ? undefined : repo.recordFailure(tx, account, ip);
  });
  if (open !== undefined) return open;
  // Checked outside the locks (a provider answers over the network); each captcha opens one attempt.
  if (!captcha.present) throw captchaRequired();
  if (!(await captcha.solve())) throw captchaWrong();
  return repo.underLoginLocks(db, account, ip, async (tx) => {
    refuseAfterTooMany(await repo.recentFailures(tx, account, ip, WINDOW_SECONDS, 60));
    return repo.recordFailure(tx, account, ip);
  });
}

/** The reserved attempt's password matched: it is not a failure. */
export const passwordWasRight = (db: Db, attemptId: number) => repo.forgetAttempt(db, attemptId);

/** The address may still try this account's password (used where no captcha can be shown: changing the password). */
export async function assertAddressMayTry(db: Db, account: string, ip: string): Promise<void> {
  refuseAfterTooMany(await repo.recentFailures(db, account, ip, WINDOW_SECONDS, 60));
}

export const recordFailure = async (db: Db, account: string, ip: string) =>
  void (await repo.recordFailure(db, account, ip));

export const captchaRequired = () => new AppError(AccountRefusal.CAPTCHA_REQUIRED);
export const captchaWrong = () => new AppError(AccountRefusal.CAPTCHA_WRONG);
