import type { LoginBody } from '@store/shared/api/user';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { newToken, tokenId } from '../../lib/tokens.ts';
import * as repo from './repo.ts';

export const LOGIN_FAILED = new AppError(601, '账号或密码错误', 400);
export const ACCOUNT_DISABLED_MSG = '账号已停用，请联系客服';

/**
 * Password login. An unknown account and a wrong password give the same answer and take the same time
 * (the dummy hash is verified when there is no user). The session rotates: a token held before
 * login (a fixation attempt or a stale session) is dropped and a new one issued.
 */
export async function login(db: Db, body: LoginBody, client: { ip: string; userAgent: string; previousToken?: string }, ttlDays: number) {
  const user = await repo.findUserForLogin(db, body.username);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) throw LOGIN_FAILED;
  if (user.disabledAt) throw new AppError(602, ACCOUNT_DISABLED_MSG, 403);
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  if (client.previousToken) await repo.deleteSession(db, tokenId(client.previousToken));
  await repo.insertSession(db, { id: tokenId(token), userId: user.id, ip: client.ip, userAgent: client.userAgent.slice(0, 300), expiresAt });
  return { token, expiresAt };
}

export const logout = (db: Db, sessionId: string) => repo.deleteSession(db, sessionId);

export const resolveSession = (db: Db, token: string) => repo.findSessionUser(db, tokenId(token));

