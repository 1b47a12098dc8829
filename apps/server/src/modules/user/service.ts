import type { UserBase } from '@store/shared/api/user';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loginRequired } from '../../lib/errors.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import * as repo from './repo.ts';
import { countLines } from '../cart/index.ts';

const bit = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** GET /api/user/base: the user state of spec §3 for the logged-in buyer. */
export async function userBase(db: Db, config: Config, userId: number, token: string): Promise<UserBase> {
  const [profile, messageCount, cartCount] = await Promise.all([
    repo.findProfile(db, userId),
    repo.countUnreadMessages(db, userId),
    countLines(db, userId),
  ]);
  if (!profile) throw loginRequired();
  const { user, manager } = profile;
  return {
    show: true,
    username: user.username,
    name: user.name,
    phone: user.phone || (user.mobile ?? ''),
    company: user.company,
    face: user.face,
    rank: user.rank,
    // A buyer without an assigned manager is served by the default contact (is_default 1).
    admin: manager
      ? { name: manager.name, phone: manager.phone, is_default: 0 }
      : { name: config.DEFAULT_MANAGER_NAME, phone: config.DEFAULT_MANAGER_PHONE, is_default: 1 },
    address: user.address,
    is_passed: bit(user.isPassed),
    points: user.points,
    cart: { count: cartCount },
    message_count: messageCount,
    wechat: user.wechatOpenid ? '已绑定' : '',
    common_config: { hot_line: config.HOT_LINE, qq1: config.QQ1, qq2: config.QQ2 },
    quality_inspection: config.QUALITY_INSPECTION_URL
      ? { quality_inspection_url: config.QUALITY_INSPECTION_URL, url: config.QUALITY_INSPECTION_URL, msg: '' }
      : // Without an outside report site the store's own 质检报告查询 page serves them.
        { quality_inspection_url: '', url: '/zjbg', msg: '' },
    login_url: '/login',
    is_show_youx: bit(user.isShowYoux),
    is_special: bit(user.isSpecial),
    is_can_chat: bit(user.isCanChat),
    token,
    is_AfterSale: bit(user.isAfterSale),
    TianFuBankPayment: bit(user.tianfuBankPayment),
  };
}

export async function updateUserInfo(db: Db, userId: number, body: { name: string; phone: string }): Promise<void> {
  await db.update(users).set({ name: body.name, phone: body.phone }).where(eq(users.id, userId));
}
