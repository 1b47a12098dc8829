import { WechatRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type ClientInfo, startSession } from '../auth/index.ts';
import * as repo from './repo.ts';

/** One WeChat account signs in one buyer: binding an account bound elsewhere is refused. */
export async function bindWechat(db: Db, userId: number, openid: string): Promise<void> {
  if (await repo.boundToOther(db, userId, openid)) throw new AppError(WechatRefusal.ALREADY_BOUND);
  await repo.setOpenid(db, userId, openid);
}

export const unbindWechat = (db: Db, userId: number) => repo.setOpenid(db, userId, null);

/** Signs in the buyer bound to this WeChat account; an unbound or disabled one cannot sign in this way. */
export async function wechatLogin(db: Db, openid: string, client: ClientInfo, ttlDays: number) {
  const userId = await repo.activeUserIdOf(db, openid);
  if (userId === undefined) throw new AppError(WechatRefusal.NOT_BOUND);
  return startSession(db, userId, client, ttlDays);
}
