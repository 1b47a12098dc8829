import { z } from 'zod';
import { gatewayCode, id, idOrZero } from './fields.ts';
import { flag } from './envelope.ts';
import { cartItem } from './cart.ts';
import { PAY_METHODS } from '../orders.ts';
import { cashCouponPreviewFields, useCashCouponField } from './vouchers.ts';
import { taxNoProblemOf, VAT_DETAIL_FIELDS, VAT_DETAIL_LABELS } from './invoice-profile.ts';

/** Money fields in this file are yuan with 2 decimals (the API edge); the server keeps fen. */

/**
 * POST /api/cart/checkout {ids, user_coupon_id?} — the confirm page's server-computed order, nothing stored.
 * Without user_coupon_id the server picks the usable coupon that saves the most; 0 means no coupon.
 */
export const checkoutBody = z.strictObject({
  ids: z.array(id).min(1).max(500),
  user_coupon_id: idOrZero.optional(),
  ...useCashCouponField,
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

// The confirm page's coupon choices: judged against the order, with why an unusable one cannot be used.
export { couponOption, availableCouponQuery, type CouponOption } from './coupons.ts';
import { couponOption } from './coupons.ts';

export const checkoutPreview = z.object({
  /** Send back as the Idempotency-Key of the submit: a double click or a retry answers the same order. */
  token: z.string(),
  lines: z.array(cartItem),
  goods_amount: z.number(),
  /** The welfare zone's discount (福利专区折扣), after ladder prices and before 满减 and the coupon. */
  welfare_amount: z.number(),
  discount_amount: z.number(),
  coupon_amount: z.number(),
  shipping_amount: z.number(),
  payable_amount: z.number(),
  /** Free-shipping threshold (no_trans_order_amount) and the shipping charged under it. */
  shipping: z.object({ shipping_amount: z.number(), no_trans_order_amount: z.number() }),
  coupons: z.array(couponOption),
  user_coupon_id: z.number().int().nullable(),
  balance: z.number(),
  ...cashCouponPreviewFields,
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * POST /api/order — place the order (header Idempotency-Key: the checkout token). The invoice is either one
 * of the buyer's invoice profiles (invoice_profile_id: the server copies its details and ignores any typed
 * here) or typed details; every invoice needs a title and a tax number, a VAT special one also the bank,
 * account, registered address and phone.
 */
export const createOrderBody = z
  .strictObject({
    ids: z.array(id).min(1).max(500),
    address_id: id,
    user_coupon_id: id.optional(),
    invoice_type: z.enum(['none', 'plain', 'vat_special']).default('none'),
    invoice_profile_id: id.optional(),
    invoice_title: text(100),
    tax_no: z.string().trim().toUpperCase().max(20).default(''),
    bank_name: text(100),
    bank_account: text(40),
    register_address: text(200),
    register_phone: text(30),
    remarks: text(200),
    want_documents: z.coerce.number().pipe(flag).default(0),
    want_reports: z.coerce.number().pipe(flag).default(0),
    ...useCashCouponField,
  })
  .superRefine((body, ctx) => {
    if (body.invoice_profile_id !== undefined) {
      if (body.invoice_type === 'none')
        ctx.addIssue({ code: 'custom', path: ['invoice_profile_id'], message: '不开发票时无需选择发票抬头' });
      return;
    }
    if (body.invoice_type === 'none') return;
    if (!body.invoice_title) ctx.addIssue({ code: 'custom', path: ['invoice_title'], message: '请填写发票抬头' });
    const taxNoProblem = taxNoProblemOf(body.tax_no);
    if (taxNoProblem) ctx.addIssue({ code: 'custom', path: ['tax_no'], message: taxNoProblem });
    if (body.invoice_type === 'vat_special') {
      for (const key of VAT_DETAIL_FIELDS) {
        if (!body[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `增值税专用发票须填写${VAT_DETAIL_LABELS[key]}` });
      }
    }
  });
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const createdOrder = z.object({ id: z.number().int(), order_no: z.string(), payable_amount: z.number() });
export type CreatedOrder = z.infer<typeof createdOrder>;

/** GET /api/order/{id}/pay — what the pay page (/cart/step3/{id}, /cart/hm) shows. */
export const payInfo = z.object({
  id: z.number().int(),
  order_no: z.string(),
  /** 0 pending payment, 1 paid (pending shipment), 2 shipped, 3 completed, 4 cancelled */
  status: z.number().int(),
  pay_method: z.string(),
  payable_amount: z.number(),
  balance: z.number(),
  /** 10-digit seconds: unpaid orders are cancelled at this moment. */
  expires_at: z.number().int(),
  remittance_ref: z.string(),
  bank: z.object({ account_name: z.string(), bank_name: z.string(), account_no: z.string() }),
  gateways: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PayInfo = z.infer<typeof payInfo>;

/**
 * POST /api/order/{id}/pay {method, gateway?} — balance pays at once; transfer waits for the operator;
 * online answers the gateway's cashier address or QR code (gateway: one of payInfo.gateways, default the first).
 */
export const payBody = z.strictObject({ method: z.enum(PAY_METHODS), gateway: gatewayCode.optional() });
export type PayBody = z.infer<typeof payBody>;

export const payResult = z.object({
  status: z.number().int(),
  pay_method: z.string(),
  /** Online: where the browser goes to pay (the gateway's cashier page). */
  redirect_url: z.string().nullable(),
  /** Online by scanning (WeChat Pay native): the code to show as a QR code; the page polls until paid. */
  qr_code_url: z.string().nullable(),
});
export type PayResult = z.infer<typeof payResult>;

/** Idempotency-Key header: the checkout token (a UUID) or any client-made key of 8–100 safe characters. */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, '幂等键格式不正确')
  .optional();
