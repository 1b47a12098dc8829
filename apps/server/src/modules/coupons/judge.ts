import type { CouponOption } from '@store/shared/api/coupons';
import { OrderRefusal } from '@store/shared/codes';
import { couponVerdict, type CouponVerdict, type OrderForCoupon, type OrderGoods } from '@store/shared/rules/coupon';
import { paidItemsOf } from '@store/shared/rules/cart-pricing';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LoadedCart } from '../cart/index.ts';
import { faceOf, ruleOf, type Template, type UserCoupon } from './present.ts';
import { goodsScopeFacts, unusedCoupons } from './repo.ts';

/**
 * The buyer's coupons judged against a priced cart selection: the confirm page's choices, availableCoupon,
 * and the order transaction all call these, so a coupon shown usable is one the order accepts.
 */
export type JudgedCoupon = { userCoupon: UserCoupon; coupon: Template; verdict: CouponVerdict };

/** The selected lines as a coupon sees them (paidItemsOf), each paid item with its goods' brand and categories. */
export async function orderForCoupon(db: Db | Tx, cart: LoadedCart): Promise<OrderForCoupon> {
  const items = paidItemsOf(cart);
  const facts = new Map((await goodsScopeFacts(db, [...new Set(items.map((i) => i.goodsId))])).map((g) => [g.id, g]));
  const goods: OrderGoods[] = items.map((item) => ({
    ...item,
    brandId: facts.get(item.goodsId)?.brandId ?? null,
    categoryIds: facts.get(item.goodsId)?.categoryIds ?? [],
  }));
  return { goods, shippingFen: cart.shippingFen };
}

/** Every unused, unexpired coupon of the buyer, with what it takes off this selection or why it cannot. */
export async function judgeCoupons(db: Db | Tx, userId: number, cart: LoadedCart): Promise<JudgedCoupon[]> {
  const [own, order] = await Promise.all([unusedCoupons(db, userId), orderForCoupon(db, cart)]);
  const now = Date.now();
  return own.map(({ userCoupon, coupon }) => ({
    userCoupon,
    coupon,
    verdict: couponVerdict(
      ruleOf(coupon),
      { startsAtMs: userCoupon.startsAt.getTime(), expiresAtMs: userCoupon.expiresAt.getTime() },
      order,
      now,
    ),
  }));
}

/** The chosen coupon's discount on this order; refuses one that is not the buyer's, used, expired or unusable here. */
export function chosenCouponFen(judged: JudgedCoupon[], userCouponId: number | null | undefined): number {
  if (!userCouponId) return 0;
  const verdict = judged.find((c) => c.userCoupon.id === userCouponId)?.verdict;
  if (!verdict?.usable) throw new AppError(OrderRefusal.COUPON_UNUSABLE);
  return verdict.discountFen;
}

const saved = (c: JudgedCoupon) => (c.verdict.usable ? c.verdict.discountFen : -1);

/** The usable coupon that takes the most off (of equals, the one expiring first), or undefined. */
export function bestCouponId(judged: JudgedCoupon[]): number | undefined {
  const best = [...judged].filter((c) => saved(c) > 0).sort(byBenefit)[0];
  return best?.userCoupon.id;
}

/** Usable first, most saved first; then soonest-expiring. */
const byBenefit = (a: JudgedCoupon, b: JudgedCoupon) =>
  saved(b) - saved(a) ||
  a.userCoupon.expiresAt.getTime() - b.userCoupon.expiresAt.getTime() ||
  a.userCoupon.id - b.userCoupon.id;

export function couponOptionsOf(judged: JudgedCoupon[]): CouponOption[] {
  return [...judged].sort(byBenefit).map(({ userCoupon, coupon, verdict }) => ({
    ...faceOf(coupon),
    id: userCoupon.id,
    starts_at: toSeconds(userCoupon.startsAt),
    expires_at: toSeconds(userCoupon.expiresAt),
    usable: verdict.usable ? 1 : 0,
    discount_amount: verdict.usable ? fenToYuan(verdict.discountFen) : 0,
    reason: verdict.usable ? '' : verdict.reason,
  }));
}
