import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsScene } from '@store/shared/api/account';
import { AccountRefusal } from '@store/shared/codes';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, loginRequired } from '../../lib/errors.ts';
import { newSmsCode, type SmsProvider } from '../../lib/sms.ts';
import { answerAfterAtLeast } from '../../lib/timing.ts';
import * as repo from './repo.ts';

const RESEND_AFTER_MS = 60_000;
const MAX_PER_DAY = 10;
const TTL_MS = 5 * 60_000;
const MAX_WRONG_TRIES = 5;
/** Codes asked for from one client address per hour, whatever the mobiles. */
export const CODES_PER_ADDRESS_PER_HOUR = 5;
/** Every create_code answer takes at least this long, so its time does not tell a registered mobile from a new one. */
export const MIN_ANSWER_MS = 150;

export const CODE_INVALID = new AppError(AccountRefusal.SMS_CODE_INVALID);

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

export type CodeRequest = { mobile: string; scene: SmsScene; ip: string; userId: number | undefined };
type Deps = { db: Db; sms: SmsProvider; log: FastifyBaseLogger };

/**
 * Sends a code: at most 5 per client address per hour, one per mobile per 60 s, 10 per mobile in 24 h,
 * valid 5 minutes. Register and bind codes only go to new mobiles, reset codes only to registered ones,
 * a password code only to the logged-in account's own mobile. The check and the insert hold a lock on
 * the mobile, so two clicks cannot both pass the 60 s rule.
 *
 * Registered or not, the answer takes the same time: the database work is the same on both paths, the
 * answer waits for MIN_ANSWER_MS, and the gateway is called after the answer is decided, off its path.
 */
export async function sendCode({ db, sms, log }: Deps, request: CodeRequest): Promise<void> {
  const code = newSmsCode();
  await answerAfterAtLeast(MIN_ANSWER_MS, async () => {
    if (!(await repo.takeFromBudget(db, 'sms', request.ip, CODES_PER_ADDRESS_PER_HOUR, 3600))) {
      throw new AppError(AccountRefusal.SMS_ADDRESS_LIMIT);
    }
    const owner = await accountAsking(db, request);
    await db.transaction(async (tx) => {
      await repo.lockMobile(tx, request.mobile);
      const last = await repo.lastCodeAt(tx, request.mobile);
      if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) throw new AppError(AccountRefusal.SMS_TOO_FREQUENT);
      if ((await repo.codesInLastDay(tx, request.mobile)) >= MAX_PER_DAY)
        throw new AppError(AccountRefusal.SMS_DAILY_LIMIT);
      sceneRefusal(request.scene, await repo.mobileTaken(tx, request.mobile));
      await repo.insertCode(tx, {
        mobile: request.mobile,
        scene: request.scene,
        codeHash: hashCode(request.mobile, code),
        expiresAt: new Date(Date.now() + TTL_MS),
        userId: owner,
      });
    });
  });
  // The buyer is told "sent" now; a gateway failure is logged, and the buyer asks again after 60 s.
  sms
    .sendCode(request.mobile, code)
    .catch((err: unknown) => log.error({ err, mobile: request.mobile }, 'sms send failed'));
}

/** The account a bind or password code belongs to (null for register and forget, which need no login). */
async function accountAsking(db: Db, { scene, mobile, userId }: CodeRequest): Promise<number | null> {
  if (scene !== 'bind' && scene !== 'password') return null;
  if (userId === undefined) throw loginRequired();
  const account = await repo.findAccount(db, userId);
  if (!account) throw loginRequired();
  // A store account cannot add stores: only the head of the company (a buyer on its own is a head).
  if (scene === 'bind' && account.groupId !== null && account.groupId !== account.id) {
    throw new AppError(AccountRefusal.STORE_HEAD_ONLY_TO_ADD);
  }
  if (scene === 'password' && account.mobile !== mobile) throw new AppError(AccountRefusal.SMS_NOT_YOUR_MOBILE);
  return account.id;
}

function sceneRefusal(scene: SmsScene, taken: boolean): void {
  if (scene === 'register' && taken) throw new AppError(AccountRefusal.MOBILE_TAKEN);
  if (scene === 'bind' && taken) throw new AppError(AccountRefusal.MOBILE_TAKEN_TO_BIND);
  if (scene === 'forget' && !taken) throw new AppError(AccountRefusal.MOBILE_UNKNOWN);
}

/**
 * Uses a code inside the caller's transaction. The newest live code is locked, so it can be used once;
 * a wrong code counts a try (5 wrong tries spend it). Returns false for a wrong or missing code — the
 * caller commits (keeping the counted try) and then refuses. `userId` is the account a bind or password
 * code was sent for; null for register and forget codes.
 */
export async function useCode(
  tx: Tx,
  mobile: string,
  scene: SmsScene,
  code: string,
  userId: number | null = null,
): Promise<boolean> {
  const row = await repo.liveCodeForUpdate(tx, mobile, scene, userId);
  if (!row || row.attempts >= MAX_WRONG_TRIES) return false;
  if (row.codeHash !== hashCode(mobile, code)) {
    await repo.countWrongTry(tx, row.id);
    return false;
  }
  await repo.markCodeUsed(tx, row.id);
  return true;
}
