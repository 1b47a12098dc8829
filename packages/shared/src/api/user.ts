import { z } from 'zod';
import { flag } from './envelope.ts';
import { isPhone } from '../rules/validators.ts';

/** The buyer's account manager, or the default service contact when none is assigned. */
export const accountManager = z.object({ name: z.string(), phone: z.string(), is_default: flag });

/** GET /api/user/base — the user state of spec §3. */
export const userBase = z.object({
  show: z.boolean(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  face: z.string(),
  rank: z.string(),
  admin: accountManager,
  address: z.string(),
  is_passed: flag,
  points: z.number().int(),
  cart: z.object({ count: z.number().int() }),
  message_count: z.number().int(),
  wechat: z.string(),
  common_config: z.object({ hot_line: z.string(), qq1: z.string(), qq2: z.string() }),
  quality_inspection: z.object({ quality_inspection_url: z.string(), url: z.string(), msg: z.string() }),
  login_url: z.string(),
  is_show_youx: flag,
  is_special: flag,
  is_can_chat: flag,
  /** Names the session for the client; never the session cookie's value, so it opens nothing. */
  token: z.string(),
  is_AfterSale: flag,
  TianFuBankPayment: flag,
});
export type UserBase = z.infer<typeof userBase>;

/**
 * The answer to the captcha of GET /api/user/captcha, sent with a login the server answered 605 (ADR 012):
 * for the proof of work, `captcha_id` and the number found; for 腾讯云天御, its `randstr` and `ticket`.
 */
export const captchaAnswer = {
  captcha_id: z.string().trim().min(1).max(128).optional(),
  captcha: z.string().trim().min(1).max(2048).optional(),
};

/** POST /api/user/login. After repeated failures (of the account, or from the address) it needs the captcha. */
export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  ...captchaAnswer,
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST api/user/updateUserInfo — the contact person and phone (mobile or landline). */
export const updateUserInfoBody = z.strictObject({
  name: z.string().trim().min(1, '请填写联系人').max(30),
  phone: z.string().trim().refine(isPhone, '请填写正确的手机号或固定电话'),
});

/**
 * GET /api/user/captcha (and /api/admin/auth/captcha): the challenge a login must pass after repeated
 * failures. `pow`: find the number n ≤ max_number with sha256(salt + n) = challenge (pow.ts). `tencent`:
 * show 腾讯云天御's widget for `app_id`; its ticket is checked by the server.
 */
export const captchaChallenge = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('pow'),
    captcha_id: z.string(),
    algorithm: z.literal('SHA-256'),
    salt: z.string(),
    challenge: z.string(),
    max_number: z.number().int(),
  }),
  z.object({ provider: z.literal('tencent'), captcha_id: z.literal(''), app_id: z.string() }),
]);
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
