import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { formBoolean, numeric, yuan } from './fields.ts';

/**
 * Full-amount cashback (满额返, /hb, issue #14). Not in the spec's call list; designed in its style. A tier
 * is written in yuan and percent at the edge (`threshold` 10000, `rate` 2 = 2%); inside, fen and basis points.
 */
export const CASHBACK_REWARD_TEXT = { voucher: '购物金', balance: '账户余额' } as const;
export type CashbackReward = keyof typeof CASHBACK_REWARD_TEXT;

export const cashbackTier = z.object({ threshold: z.number(), rate: z.number() });

/** One activity as the buyer sees it on /hb, with this month's progress. */
export const cashbackActivityView = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  reward: z.enum(['voucher', 'balance']),
  reward_text: z.string(),
  tiers: z.array(cashbackTier),
  /** The most one buyer gets back for one month; 0 = no cap. */
  cap: z.number(),
  /** This month so far: orders paid this month, less refunds (cancelled orders do not count). */
  counted: z.number(),
  /** The rate reached so far (percent), 0 below the first tier. */
  reached_rate: z.number(),
  /** What would come back on the amount so far. */
  estimated: z.number(),
  /** The next tier, and how much more reaches it; null at the top. */
  next: cashbackTier.extend({ gap: z.number() }).nullable(),
});

export const cashbackAwardView = z.object({
  id: z.number().int(),
  activity: z.string(),
  /** 'YYYY-MM' */
  period: z.string(),
  counted: z.number(),
  rate: z.number(),
  /** What the buyer keeps: credited, less what a later refund took back. */
  amount: z.number(),
  credited: z.number(),
  reward_text: z.string(),
  created_at: z.number().int(),
});

/** GET /api/user/cashback — running activities with this month's progress, and the buyer's past awards. */
export const cashbackPage = z.object({
  /** This month, 'YYYY-MM' (Beijing time). */
  period: z.string(),
  activities: z.array(cashbackActivityView),
  awards: z.array(cashbackAwardView),
});
export type CashbackPage = z.infer<typeof cashbackPage>;

// ── marketing, in the console ──
const day = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);

/** POST /api/admin/cashback, PUT /api/admin/cashback/{id} */
export const cashbackActivityBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写活动名称').max(40, '活动名称最多 40 个字符'),
    starts_on: day('开始日期'),
    ends_on: day('结束日期'),
    tiers: z
      .array(
        z.strictObject({
          threshold: yuan('门槛金额', 0.01),
          rate: z.preprocess(
            numeric,
            z
              .number({ error: '返现比例格式不正确' })
              .gt(0, '返现比例必须大于0')
              .max(50, '返现比例不能超过50%')
              .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, '返现比例最多两位小数'),
          ),
        }),
      )
      .min(1, '请至少设置一个返现档位')
      .max(10, '返现档位最多 10 个')
      .refine(
        (tiers) =>
          tiers.every((t, i) => i === 0 || (t.threshold > tiers[i - 1]!.threshold && t.rate >= tiers[i - 1]!.rate)),
        '档位门槛须逐档升高，返现比例不能低于上一档',
      ),
    reward: z.enum(['voucher', 'balance'], { error: '返现方式取值不正确' }),
    voucher_days: z.coerce
      .number({ error: '购物金有效天数格式不正确' })
      .int('购物金有效天数须为整数')
      .min(1, '购物金有效天数至少 1 天')
      .max(730, '购物金有效天数最多 730 天')
      .default(90),
    cap: yuan('单月返现上限', 0).default(0),
    settle_days: z.coerce
      .number({ error: '结算等待天数格式不正确' })
      .int('结算等待天数须为整数')
      .min(0, '结算等待天数不能小于0')
      .max(60, '结算等待天数最多 60 天')
      .default(7),
  })
  .refine((b) => b.ends_on >= b.starts_on, { path: ['ends_on'], message: '结束日期不能早于开始日期' });
export type CashbackActivityBody = z.infer<typeof cashbackActivityBody>;

export const cashbackActiveBody = z.strictObject({ active: formBoolean('请指定启用或暂停') });

export const adminCashbackActivity = cashbackActivityView
  .omit({ counted: true, reached_rate: true, estimated: true, next: true })
  .extend({
    voucher_days: z.number().int(),
    settle_days: z.number().int(),
    active: z.boolean(),
    /** Settled so far: buyers awarded, and what they keep. */
    awards: z.number().int(),
    awarded: z.number(),
    created_at: z.number().int(),
  });
export type AdminCashbackActivity = z.infer<typeof adminCashbackActivity>;
export const adminCashbackList = z.object({ data: z.array(adminCashbackActivity) });

/** GET /api/admin/cashback/{id}/awards ?page,period */
export const adminCashbackAwardQuery = pageQuery.extend({
  period: z
    .string()
    .regex(/^\d{4}-\d{2}$/, '结算月份格式应为 YYYY-MM')
    .optional(),
});
export const adminCashbackAward = cashbackAwardView.extend({
  buyer: z.object({ id: z.number().int(), company: z.string(), username: z.string() }),
  orders: z.number().int(),
});
export type AdminCashbackAward = z.infer<typeof adminCashbackAward>;
export const adminCashbackAwardPage = pageOf(adminCashbackAward);
