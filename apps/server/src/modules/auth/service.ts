import type { LoginBody } from '@store/shared/api/user';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { newToken, tokenId } from '../../lib/tokens.ts';
import { recentFailures, recordFailure } from '../account/repo.ts';
import * as repo from './repo.ts';

export const LOGIN_FAILED = new AppError(601, '账号或密码错误', 400);
export const ACCOUNT_DISABLED_MSG = '账号已停用，请联系客服';
export const TOO_MANY_FAILURES = '登录失败次数过多，请1分钟后再试';
const MAX_FAILURES_PER_MINUTE = 10;

export type ClientInfo = { ip: string; userAgent: string; previousToken?: string };

/**
 * A new session for a user. The session rotates: a token held before (a fixation attempt or a stale
 * session) is dropped and a new one issued.
 */
export async function startSession(db: Db, userId: number, client: ClientInfo, ttlDays: number) {
  if (client.previousToken) await repo.deleteSession(db, tokenId(client.previousToken));
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  await repo.insertSession(db, { id: tokenId(token), userId, ip: client.ip, userAgent: client.userAgent.slice(0, 300), expiresAt });
  return { token, expiresAt };
}

/**
 * Password login. An unknown account and a wrong password give the same answer and take the same time
 * (the dummy hash is verified when there is no user). More than 10 failures in a minute for one account
 * or from one IP answer 429 before the password is even checked.
 */
export async function login(db: Db, body: LoginBody, client: ClientInfo, ttlDays: number) {
  const account = body.username.toLowerCase();
  const failures = await recentFailures(db, account, client.ip);
  if (failures.account >= MAX_FAILURES_PER_MINUTE || failures.ip >= MAX_FAILURES_PER_MINUTE) {
    throw new AppError(429, TOO_MANY_FAILURES, 429);
  }
  const user = await repo.findUserForLogin(db, body.username);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) {
    await recordFailure(db, account, client.ip);
    throw LOGIN_FAILED;
  }
  if (user.disabledAt) throw new AppError(602, ACCOUNT_DISABLED_MSG, 403);
  return startSession(db, user.id, client, ttlDays);
}

export const logout = (db: Db, sessionId: string) => repo.deleteSession(db, sessionId);

export const resolveSession = (db: Db, token: string) => repo.findSessionUser(db, tokenId(token));
