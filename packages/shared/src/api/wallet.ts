import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { gatewayCode, id, numeric, yuan } from './fields.ts';

/**
 * Topping up the balance (余额充值, issue #14). The spec names `POST api/cash_coupon/userRechargeTf` without
 * its payload; designed here in the spec's style: the amount in yuan, answered with the reference to write
 * on the transfer and the store's account.
 */
export const RECHARGE_MIN_YUAN = 1;
export const RECHARGE_MAX_YUAN = 1_000_000;

/** POST api/cash_coupon/userRechargeTf */
export const rechargeTfBody = z.strictObject({ amount: yuan('充值金额', RECHARGE_MIN_YUAN, RECHARGE_MAX_YUAN) });

/**
 * POST api/cash_coupon/userRecharge: a top-up paid online. `gateway` is one of `GET /api/user/recharges`
 * `gateways` (default the first); the answer names where the browser pays, as an order's online payment.
 * The balance is credited only when the gateway's verified notification arrives.
 */
export const rechargeBody = z.strictObject({
  amount: yuan('充值金额', RECHARGE_MIN_YUAN, RECHARGE_MAX_YUAN),
  gateway: gatewayCode.optional(),
});

export const RECHARGE_STATUS_TEXT = { pending: '待确认到账', paid: '已到账', cancelled: '已取消' } as const;
/** An online top-up waits for the buyer to pay; one the gateway closed unpaid is closed, not cancelled. */
export const ONLINE_RECHARGE_STATUS_TEXT = { pending: '待支付', paid: '已到账', cancelled: '已关闭' } as const;
export type RechargeStatus = keyof typeof RECHARGE_STATUS_TEXT;
export const RECHARGE_METHOD_TEXT = { transfer: '对公转账', online: '在线支付' } as const;

export const rechargeRow = z.object({
  id: z.number().int(),
  method: z.enum(['transfer', 'online']),
  method_text: z.string(),
  /** Online: the gateway's name as the buyer knows it ('支付宝'); '' for transfers. */
  gateway: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'paid', 'cancelled']),
  status_text: z.string(),
  remittance_ref: z.string().nullable(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});
export type RechargeRow = z.infer<typeof rechargeRow>;

/** The store's account a transfer top-up is sent to. */
export const storeBankAccount = z.object({ account_name: z.string(), bank_name: z.string(), account_no: z.string() });

/** The answer of userRechargeTf: the request, and where to send the money. */
export const rechargeTfAnswer = rechargeRow.extend({ bank: storeBankAccount });
export type RechargeTfAnswer = z.infer<typeof rechargeTfAnswer>;

/** The answer of userRecharge: the top-up, and the gateway's cashier page or the code to scan. */
export const rechargeAnswer = rechargeRow.extend({
  redirect_url: z.string().nullable(),
  qr_code_url: z.string().nullable(),
});
export type RechargeAnswer = z.infer<typeof rechargeAnswer>;

/** The online gateways a buyer may top up through: `code` goes in userRecharge's `gateway`. */
export const rechargeGateways = z.array(z.object({ code: z.string(), name: z.string() }));

/**
 * GET /api/user/recharges ?page: the buyer's top-ups, newest first, with the store's account: a buyer who
 * closed the answer of userRechargeTf still finds where to send a pending one.
 */
export const rechargeQuery = pageQuery.extend({
  pending: z.enum(['0', '1']).optional(),
  method: z.enum(['transfer', 'online'], { error: '充值方式取值不正确' }).optional(),
});
export const rechargePage = pageOf(rechargeRow).extend({ bank: storeBankAccount, gateways: rechargeGateways });
export const rechargeIdParams = z.strictObject({ id });

// ── finance, in the console ──
/** GET /api/admin/recharges: find a transfer by its reference, the buyer, or the amount. */
export const adminRechargeQuery = pageQuery.extend({
  status: z.enum(['pending', 'paid', 'cancelled']).optional(),
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
  amount: z.preprocess(numeric, z.number().min(0).max(RECHARGE_MAX_YUAN).optional()),
});
export type AdminRechargeQuery = z.infer<typeof adminRechargeQuery>;
export const adminRechargeRow = rechargeRow.extend({
  buyer: z.object({ id: z.number().int(), company: z.string(), username: z.string() }),
  confirmed_by: z.string().nullable(),
});
export type AdminRechargeRow = z.infer<typeof adminRechargeRow>;
export const adminRechargePage = pageOf(adminRechargeRow);

/** POST /api/admin/users/:id/balance: a manual adjustment (signed yuan), with the reason the ledger keeps. */
export const balanceAdjustBody = z.strictObject({
  amount: z.preprocess(
    numeric,
    z
      .number({ error: (issue) => (issue.input === undefined ? '调整金额不能为空' : '调整金额格式不正确') })
      .min(-RECHARGE_MAX_YUAN, '调整金额过大')
      .max(RECHARGE_MAX_YUAN, '调整金额过大')
      .refine((v) => v !== 0, '调整金额不能为0')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, '调整金额最多两位小数'),
  ),
  reason: z.string().trim().min(1, '请填写调整原因').max(100, '原因最多 100 个字符'),
});
export type BalanceAdjustBody = z.infer<typeof balanceAdjustBody>;
export const balanceAdjustAnswer = z.object({ balance: z.number() });
