import { z } from 'zod';
import { flag } from './envelope.ts';
import { mobile, smsCode } from './account.ts';

/** A store of a multi-store company (each store is a buyer with its own cart, addresses and licences). */
export const store = z.object({
  id: z.number().int(),
  company: z.string(),
  name: z.string(),
  mobile: z.string(),
  region: z.string(),
  address: z.string(),
  is_head: flag,
  is_current: flag,
  is_passed: flag,
});

/** POST /api/user/stores — add a store (门店) to my company; `code` is the SMS code (scene 'bind') sent to its mobile. */
export const storeBody = z.strictObject({
  company: z.string().trim().min(2, '请填写门店名称').max(100),
  name: z.string().trim().min(1, '请填写联系人').max(30),
  mobile,
  code: smsCode,
  region: z.string().trim().min(2, '请选择所在地区').max(60),
  address: z.string().trim().min(4, '请填写详细地址').max(200),
});
