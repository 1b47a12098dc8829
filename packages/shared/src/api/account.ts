import { z } from 'zod';
import { MOBILE_PATTERN } from '../rules/validators.ts';
import { PasswordMsg, passwordProblem } from '../rules/password.ts';

export const mobile = z.string().trim().regex(MOBILE_PATTERN, '手机号格式不正确');
/** A new password: length, then the shared rule (not blank, not common); "not the account" needs the owner, below. */
export const password = z
  .string()
  .min(8, '密码至少8位')
  .max(64, '密码不能超过64位')
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '验证码为6位数字');

/**
 * register / forget: to a new / a registered mobile; bind: a head account adds a store with that mobile;
 * password: a logged-in buyer changes the password with a code to the account's own mobile.
 */
export const SMS_SCENES = ['register', 'forget', 'bind', 'password'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/** POST /api/user/create_code */
export const createCodeBody = z.strictObject({ mobile, scene: z.enum(SMS_SCENES).default('register') });

/** GET /api/user/phone/{value}: is this mobile registered? */
export const phoneParams = z.strictObject({ value: mobile });
export const phoneTaken = z.object({ exists: z.union([z.literal(0), z.literal(1)]) });

const confirmed = <T extends { password: string; confirm_password?: string }>(body: T) =>
  body.confirm_password === undefined || body.confirm_password === body.password;
/** Registration and reset name the mobile, which is also the username: the password may not be it. */
const notTheMobile = <T extends { mobile: string; password: string }>(body: T) =>
  passwordProblem(body.password, { mobile: body.mobile }) !== PasswordMsg.SAME_AS_ACCOUNT;
const NOT_THE_MOBILE = { message: PasswordMsg.SAME_AS_ACCOUNT, path: ['password'] };

/** Registration step 1: mobile + SMS code + password. */
export const registerBody = z
  .strictObject({ mobile, code: smsCode, password, confirm_password: z.string().optional() })
  .refine(confirmed, { message: '两次输入的密码不一致', path: ['confirm_password'] })
  .refine(notTheMobile, NOT_THE_MOBILE);

export const COMPANY_TYPES = ['pharmacy', 'chain', 'clinic', 'hospital', 'company'] as const;
export const COMPANY_TYPE_NAMES: Record<(typeof COMPANY_TYPES)[number], string> = {
  pharmacy: '单体药店',
  chain: '连锁药店',
  clinic: '诊所',
  hospital: '医院',
  company: '企业',
};

/** Registration step 2: company details. */
export const companyBody = z.strictObject({
  company: z.string().trim().min(2, '请填写单位名称').max(100),
  company_type: z.enum(COMPANY_TYPES),
  name: z.string().trim().min(1, '请填写联系人').max(30),
  region: z.string().trim().min(2, '请选择所在地区').max(60),
  address: z.string().trim().min(4, '请填写详细地址').max(200),
});

/** /forget step 1–2: mobile + SMS code → new password. */
export const forgetBody = z
  .strictObject({ mobile, code: smsCode, password, confirm_password: z.string().optional() })
  .refine(confirmed, { message: '两次输入的密码不一致', path: ['confirm_password'] })
  .refine(notTheMobile, NOT_THE_MOBILE);

/**
 * POST api/user/resetPassword for a logged-in buyer: proves it is the owner with the current password,
 * or with an SMS code (scene 'password') sent to the account's mobile when the password is forgotten.
 */
export const resetPasswordBody = z
  .strictObject({
    old_password: z.string().min(1).max(128).optional(),
    code: smsCode.optional(),
    password,
    confirm_password: z.string().optional(),
  })
  .refine(confirmed, { message: '两次输入的密码不一致', path: ['confirm_password'] })
  .refine((body) => body.old_password !== undefined || body.code !== undefined, {
    message: '请输入当前密码',
    path: ['old_password'],
  });
