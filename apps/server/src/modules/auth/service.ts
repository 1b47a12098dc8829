import type { LoginBody } from '@store/shared/api/user';
import { AccountRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { newToken, tokenId } from '../../lib/tokens.ts';
import type { Captcha } from './captcha.ts';
import * as repo from './repo.ts';
import { accountKey, passwordWasRight, reserveLoginAttempt } from './throttle.ts';

export const LOGIN_FAILED = new AppError(AccountRefusal.LOGIN_FAILED);

export type ClientInfo = { ip: string; userAgent: string; previousToken?: string };

/**
 * A new session for a user. The session rotates: a token held before (a fixation attempt or a stale
 * session) is dropped and a new one issued.
 */
export async function startSession(db: Db, userId: number, client: ClientInfo, ttlDays: number) {
  if (client.previousToken) await repo.deleteSession(db, tokenId(client.previousToken));
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  await repo.insertSession(db, {
    id: tokenId(token),
    userId,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Password login (buyers and operators alike). An unknown account and a wrong password give the same
 * answer and take the same time (the dummy hash is verified when there is no user). Before the password
 * is checked, the throttle (throttle.ts) reserves the attempt: it may refuse this address (429) or ask for
 * the captcha (605); a wrong captcha is refused (606) without looking at the password.
 */
export async function login(db: Db, captcha: Captcha, body: LoginBody, client: ClientInfo, ttlDays: number) {
  const user = await repo.findUserForLogin(db, body.username);
  const account = accountKey(user?.id, body.username);
  const attempt = await reserveLoginAttempt(db, account, client.ip, captcha.proof(db, body, client.ip));
  const matches = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) throw LOGIN_FAILED;
  await passwordWasRight(db, attempt);
  if (user.disabledAt) throw new AppError(AccountRefusal.ACCOUNT_DISABLED);
  return startSession(db, user.id, client, ttlDays);
}

export const logout = (db: Db, sessionId: string) => repo.deleteSession(db, sessionId);

export const resolveSession = (db: Db, token: string) => repo.findSessionUser(db, tokenId(token));
