import { createHash } from 'node:crypto';
import type { SmsScene } from '@store/shared/api/account';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { newSmsCode, type SmsProvider } from '../../lib/sms.ts';
import * as repo from './repo.ts';

const RESEND_AFTER_MS = 60_000;
const MAX_PER_DAY = 10;
const TTL_MS = 5 * 60_000;
const MAX_WRONG_TRIES = 5;

export const CODE_INVALID = new AppError(622, '验证码错误或已过期', 400);

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

/**
 * Sends a code: one per mobile per 60 s, at most 10 in 24 h, valid 5 minutes. Register codes only go
 * to new mobiles, reset codes only to registered ones. The check and the insert hold a lock on the
 * mobile, so two clicks cannot both pass the 60 s rule.
 */
export async function sendCode(db: Db, sms: SmsProvider, mobile: string, scene: SmsScene): Promise<void> {
  const code = newSmsCode();
  await db.transaction(async (tx) => {
    await repo.lockMobile(tx, mobile);
    const last = await repo.lastCodeAt(tx, mobile);
    if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) throw new AppError(620, '验证码发送太频繁，请60秒后再试', 429);
    if ((await repo.codesInLastDay(tx, mobile)) >= MAX_PER_DAY) throw new AppError(621, '今日验证码发送次数已达上限', 429);
    const taken = await repo.mobileTaken(tx, mobile);
    if (scene === 'register' && taken) throw new AppError(623, '该手机号已注册，请直接登录', 400);
    if (scene === 'forget' && !taken) throw new AppError(624, '该手机号未注册', 400);
    await repo.insertCode(tx, { mobile, scene, codeHash: hashCode(mobile, code), expiresAt: new Date(Date.now() + TTL_MS) });
  });
  await sms.sendCode(mobile, code);
}

/**
 * Uses a code inside the caller's transaction. The newest live code is locked, so it can be used once;
 * a wrong code counts a try (5 wrong tries spend it). Returns false for a wrong or missing code — the
 * caller commits (keeping the counted try) and then refuses.
 */
export async function useCode(tx: Tx, mobile: string, scene: SmsScene, code: string): Promise<boolean> {
  const row = await repo.liveCodeForUpdate(tx, mobile, scene);
  if (!row || row.attempts >= MAX_WRONG_TRIES) return false;
  if (row.codeHash !== hashCode(mobile, code)) {
    await repo.countWrongTry(tx, row.id);
    return false;
  }
  await repo.markCodeUsed(tx, row.id);
  return true;
}
