import type { StaffLoginBody } from '@store/shared/api/staff';
import { STAFF_IDLE_HOURS } from '@store/shared/api/staff';
import { AccountRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { newToken, tokenId } from '../../lib/tokens.ts';
import { type Captcha, type ClientInfo, LOGIN_FAILED, passwordWasRight, reserveLoginAttempt } from '../auth/index.ts';
import * as repo from './repo.ts';

/** Failures count against the staff account (or the typed name), apart from any buyer's of the same name. */
const staffAccountKey = (staffId: number | undefined, username: string) =>
  staffId === undefined ? `sn:${username.trim().toLowerCase()}` : `s:${staffId}`;

/**
 * Staff log in as buyers do (auth/service.ts `login`): the same throttle and captcha, the same answer and
 * time for an unknown name and a wrong password, and a session that rotates. The session has no fixed end:
 * it ends after STAFF_IDLE_HOURS without a request.
 */
export async function staffLogin(db: Db, captcha: Captcha, body: StaffLoginBody, client: ClientInfo) {
  const found = await repo.findStaffForLogin(db, body.username);
  const account = staffAccountKey(found?.id, body.username);
  const attempt = await reserveLoginAttempt(db, account, client.ip, captcha.proof(db, body, client.ip));
  const matches = await verifyPassword(body.password, found?.passwordHash ?? DUMMY_HASH);
  if (!found || !matches) throw LOGIN_FAILED;
  await passwordWasRight(db, attempt);
  if (found.disabledAt) throw new AppError(AccountRefusal.ACCOUNT_DISABLED);
  if (client.previousToken) await repo.deleteSession(db, tokenId(client.previousToken));
  const token = newToken();
  const sessionId = tokenId(token);
  await repo.insertSession(db, {
    id: sessionId,
    staffId: found.id,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  const me = await repo.touchSession(db, sessionId, STAFF_IDLE_HOURS);
  if (!me) throw LOGIN_FAILED;
  return { token, me };
}

export const resolveStaffSession = (db: Db, token: string) => repo.touchSession(db, tokenId(token), STAFF_IDLE_HOURS);

export const staffLogout = (db: Db, sessionId: string) => repo.deleteSession(db, sessionId);
