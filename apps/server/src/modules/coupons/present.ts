import type { CouponFace, UserCouponRow } from '@store/shared/api/coupons';
import {
  COUPON_TYPE_NAMES,
  couponFaceText,
  scopeText,
  validityText,
  type Audience,
  type CouponRule,
  type CouponScope,
  type ScopeKind,
  type Validity,
} from '@store/shared/rules/coupon';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { coupons, userCoupons } from '../../db/schema.ts';

export type Template = typeof coupons.$inferSelect;
export type UserCoupon = typeof userCoupons.$inferSelect;

export const scopeOf = (t: Template): CouponScope => ({
  kind: t.scopeKind as ScopeKind,
  ids: t.scopeIds,
  excludedGoodsIds: t.excludedGoodsIds,
});

/** The template as the pure rules read it. */
export const ruleOf = (t: Template): CouponRule => ({
  type: t.type,
  amountFen: t.amountFen,
  minAmountFen: t.minAmountFen,
  discountRate: t.discountRate,
  maxDiscountFen: t.maxDiscountFen,
  scope: scopeOf(t),
});

export const validityOf = (t: Template): Validity =>
  t.validKind === 'fixed' && t.startsAt && t.endsAt
    ? { kind: 'fixed', startsAtMs: t.startsAt.getTime(), endsAtMs: t.endsAt.getTime() }
    : { kind: 'days', days: t.validDays ?? 30 };

export const audienceOf = (t: Template) => t.audience as Audience;

export const faceOf = (t: Template): CouponFace => {
  const rule = ruleOf(t);
  return {
    name: t.name,
    type: t.type,
    type_text: COUPON_TYPE_NAMES[t.type] ?? '优惠券',
    amount: fenToYuan(t.amountFen),
    discount: t.discountRate === null ? null : t.discountRate / 10,
    max_amount: t.maxDiscountFen === null ? null : fenToYuan(t.maxDiscountFen),
    min_amount: fenToYuan(t.minAmountFen),
    face_text: couponFaceText(rule),
    scope_text: scopeText(rule.scope!),
  };
};

export const templateValidityText = (t: Template) => validityText(validityOf(t));

/** An unused coupon past its expiry is expired, whether or not the sweep has marked it yet. */
export const statusOf = (c: UserCoupon, nowMs = Date.now()) =>
  c.status === 0 && c.expiresAt.getTime() <= nowMs ? 2 : c.status;

export const userCouponRowOf = (c: UserCoupon, t: Template): UserCouponRow => ({
  ...faceOf(t),
  id: c.id,
  coupon_id: t.id,
  status: statusOf(c),
  starts_at: toSeconds(c.startsAt),
  expires_at: toSeconds(c.expiresAt),
  used_at: c.usedAt ? toSeconds(c.usedAt) : null,
  order_id: c.orderId,
});
