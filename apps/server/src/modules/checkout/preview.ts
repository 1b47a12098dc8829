import { randomUUID } from 'node:crypto';
import type { CheckoutBody, CheckoutPreview } from '@store/shared/api/checkout';
import type { CartItem } from '@store/shared/api/cart';
import { fenToYuan } from '@store/shared/rules/money';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type LoadedCart, loadPricedCart, toCartItem } from '../cart/index.ts';
import type { Viewer } from '../catalogue/index.ts';
import { scopeOf } from '../qualification/index.ts';
import { balanceOf } from '../wallet/index.ts';
import { assertOrderable } from './orderable.ts';
import { bestCouponId, chosenCouponFen, couponOptionsOf, judgeCoupons } from '../coupons/index.ts';
import { voucherPreview } from '../vouchers/index.ts';

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
  // Scope and threshold judged on the server (coupons/judge.ts), exactly as placing the order will.
  const coupons = await judgeCoupons(db, viewer.userId, cart);
  // Not asked: the best one (the buyer can change it); 0: none, on purpose.
  const chosen = body.user_coupon_id === undefined ? bestCouponId(coupons) : body.user_coupon_id || undefined;
  const couponFen = chosenCouponFen(coupons, chosen);
  const voucher = await voucherPreview(db, viewer.userId, cart.payableFen - couponFen, body.use_cash_coupon);
  return {
    token: randomUUID(),
    lines: linesOf(cart),
    goods_amount: fenToYuan(cart.goodsFen),
    welfare_amount: fenToYuan(cart.welfareFen),
    discount_amount: fenToYuan(cart.discountFen),
    coupon_amount: fenToYuan(couponFen),
    shipping_amount: fenToYuan(cart.shippingFen),
    payable_amount: fenToYuan(cart.payableFen - couponFen - voucher.fen),
    shipping: { shipping_amount: config.SHIPPING_AMOUNT, no_trans_order_amount: config.FREE_SHIPPING_THRESHOLD },
    coupons: couponOptionsOf(coupons),
    user_coupon_id: chosen ?? null,
    balance: fenToYuan(await balanceOf(db as Tx, viewer.userId)),
    ...voucher.fields,
  };
}
