import { randomUUID } from 'node:crypto';
import type { CheckoutBody, CheckoutPreview, CouponOption } from '@store/shared/api/checkout';
import type { CartItem } from '@store/shared/api/cart';
import { OrderRefusal } from '@store/shared/codes';
import { couponDiscountFen, type OrderAmounts } from '@store/shared/rules/coupon';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { loadPricedCart } from '../cart/cart-read.ts';
import type { LoadedCart } from '../cart/pricing.ts';
import { toCartItem } from '../cart/present.ts';
import type { Viewer } from '../catalogue/viewer.ts';
import { scopeOf } from '../qualification/service.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { assertOrderable } from './orderable.ts';
import { liveCoupons } from './repo.ts';
import { voucherPreview } from '../vouchers/order-vouchers.ts';

type CouponRow = Awaited<ReturnType<typeof liveCoupons>>[number];

/** The coupon's discount on this order; refuses a coupon that is not the buyer's, used, expired or below its threshold. */
export function chosenCouponFen(coupons: CouponRow[], userCouponId: number | undefined, amounts: OrderAmounts): number {
  if (!userCouponId) return 0;
  const row = coupons.find((c) => c.userCoupon.id === userCouponId);
  const fen = row && couponDiscountFen(row.coupon, amounts);
  if (fen == null) throw new AppError(OrderRefusal.COUPON_UNUSABLE);
  return fen;
}

/** The usable coupon that takes the most off this order (of equals, the one expiring first), or undefined. */
export function bestCouponId(coupons: CouponRow[], amounts: OrderAmounts): number | undefined {
  let best: { id: number; fen: number; expires: number } | undefined;
  for (const { userCoupon, coupon } of coupons) {
    const fen = couponDiscountFen(coupon, amounts);
    if (fen == null || fen <= 0) continue;
    const expires = userCoupon.expiresAt.getTime();
    if (!best || fen > best.fen || (fen === best.fen && expires < best.expires))
      best = { id: userCoupon.id, fen, expires };
  }
  return best?.id;
}

export const amountsOf = (cart: LoadedCart): OrderAmounts => ({
  goodsFen: cart.goodsFen,
  discountFen: cart.discountFen,
  shippingFen: cart.shippingFen,
});

function couponOptions(coupons: CouponRow[], amounts: OrderAmounts): CouponOption[] {
  return coupons.map(({ userCoupon, coupon }) => ({
    id: userCoupon.id,
    name: coupon.name,
    type: coupon.type,
    amount: fenToYuan(coupon.amountFen),
    min_amount: fenToYuan(coupon.minAmountFen),
    expires_at: toSeconds(userCoupon.expiresAt),
    usable: couponDiscountFen(coupon, amounts) == null ? 0 : 1,
  }));
}

/** The lines as the confirm page lists them: the cart's item shape, priced by the server. */
export const linesOf = (cart: LoadedCart): CartItem[] =>
  cart.lines.map((line) =>
    toCartItem(
      cart.rows.find((r) => r.line.id === line.id)!,
      line,
      cart.extras,
    ),
  );

/** POST /api/cart/checkout: what the order would cost, computed exactly as placing it will; nothing is stored. */
export async function checkoutPreview(
  db: Db | Tx,
  config: Config,
  viewer: Viewer & { userId: number },
  body: CheckoutBody,
): Promise<CheckoutPreview> {
  const cart = await loadPricedCart(db, viewer.userId, config, body.ids);
  assertOrderable(cart, body.ids, { ...viewer, scope: (await scopeOf(db, viewer.userId)).scope });
  const amounts = amountsOf(cart);
  const coupons = await liveCoupons(db, viewer.userId);
  // Not asked: the best one (the buyer can change it); 0: none, on purpose.
  const chosen = body.user_coupon_id === undefined ? bestCouponId(coupons, amounts) : body.user_coupon_id || undefined;
  const couponFen = chosenCouponFen(coupons, chosen, amounts);
  const voucher = await voucherPreview(db, viewer.userId, cart.payableFen - couponFen, body.use_cash_coupon);
  return {
    token: randomUUID(),
    lines: linesOf(cart),
    goods_amount: fenToYuan(cart.goodsFen),
    discount_amount: fenToYuan(cart.discountFen),
    coupon_amount: fenToYuan(couponFen),
    shipping_amount: fenToYuan(cart.shippingFen),
    payable_amount: fenToYuan(cart.payableFen - couponFen - voucher.fen),
    shipping: { shipping_amount: config.SHIPPING_AMOUNT, no_trans_order_amount: config.FREE_SHIPPING_THRESHOLD },
    coupons: couponOptions(coupons, amounts),
    user_coupon_id: chosen ?? null,
    balance: fenToYuan(await balanceOf(db as Tx, viewer.userId)),
    ...voucher.fields,
  };
}
