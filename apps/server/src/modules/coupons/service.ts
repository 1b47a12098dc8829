import type { CentreRow, ReceiveAnswer, UserCouponPage, UserCouponQuery } from '@store/shared/api/coupons';
import { WalletRefusal } from '@store/shared/codes';
import { audienceRefusal, windowOf } from '@store/shared/rules/coupon';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { loadPricedCart } from '../cart/index.ts';
import { couponOptionsOf, judgeCoupons } from './judge.ts';
import { audienceOf, faceOf, templateValidityText, userCouponRowOf, validityOf, type Template } from './present.ts';
import * as repo from './repo.ts';

/** The buyer's side of coupons: my coupons, the ones usable at checkout, the centre and claiming; the expiry sweep. */

export async function myCoupons(db: Db, userId: number, q: UserCouponQuery): Promise<UserCouponPage> {
  const { rows, counts } = await repo.ownCouponsPage(db, userId, q);
  const total = q.status === 0 ? counts.unused : q.status === 1 ? counts.used : counts.expired;
  return {
    data: rows.map((r) => userCouponRowOf(r.userCoupon, r.coupon)),
    total,
    page: q.page,
    page_size: q.page_size,
    counts,
  };
}

/**
 * availableCoupon: the buyer's unused coupons judged against the checkout selection (the given cart lines, or
 * the lines selected in the cart), usable first, each unusable one with its reason.
 */
export async function availableCoupons(
  db: Db,
  config: Config,
  userId: number,
  q: { type?: number; ids?: number[]; page: number; page_size: number },
) {
  const cart = await loadPricedCart(db, userId, config, q.ids?.length ? q.ids : undefined);
  const all = couponOptionsOf(await judgeCoupons(db, userId, cart)).filter((c) => !q.type || c.type === q.type);
  return {
    data: all.slice((q.page - 1) * q.page_size, q.page * q.page_size),
    total: all.length,
    page: q.page,
    page_size: q.page_size,
  };
}

/**
 * The coupon centre: what is left of each template and where this buyer stands with it. Visitors see it too
 * (nothing received, 立即领取 leads them to log in: the claim needs a session).
 */
export async function centre(db: Db, userId: number | null, page: number, pageSize: number) {
  const [{ rows, total }, claimant] = await Promise.all([
    repo.centreTemplates(db, page, pageSize),
    userId === null ? undefined : repo.claimantOf(db, userId),
  ]);
  const received =
    userId === null
      ? new Map<number, number>()
      : await repo.claimedByBuyer(
          db,
          userId,
          rows.map((r) => r.id),
        );
  const data = rows.map((t): CentreRow => {
    const mine = received.get(t.id) ?? 0;
    const remaining = t.totalQuantity === null ? null : t.totalQuantity - t.claimedCount;
    const refusal = claimant ? audienceRefusal(audienceOf(t), t.audienceValues, claimant) : null;
    return {
      ...faceOf(t),
      id: t.id,
      validity_text: templateValidityText(t),
      total: t.totalQuantity,
      remaining,
      remaining_percent:
        t.totalQuantity === null || remaining === null ? null : Math.floor((remaining * 100) / t.totalQuantity),
      per_user_limit: t.perUserLimit,
      received: mine,
      state: mine >= t.perUserLimit ? 1 : remaining === 0 ? 2 : refusal ? 3 : 0,
      refusal: refusal ?? '',
    };
  });
  return { data, total, page, page_size: pageSize };
}

/** Why a template cannot be claimed in the centre now, thrown; nothing when it can. */
function assertClaimable(t: Template, nowMs: number): void {
  if (!t.inCentre || t.status !== 1) throw new AppError(WalletRefusal.COUPON_NOT_CLAIMABLE);
  const validity = validityOf(t);
  if (validity.kind === 'fixed' && validity.endsAtMs <= nowMs) throw new AppError(WalletRefusal.COUPON_CLAIM_ENDED);
  if (t.totalQuantity !== null && t.claimedCount >= t.totalQuantity) throw new AppError(WalletRefusal.COUPON_SOLD_OUT);
}

/**
 * POST /api/coupon/receive: one coupon of the template into the buyer's wallet, in one transaction. Two
 * takes, each one conditional statement: the buyer's count under the per-buyer limit (a row per template and
 * buyer, so one buyer's double click queues on it and the second finds the limit reached), then one of the
 * template's total (`claimed_count + 1 <= total_quantity`, so 50 buyers racing for the last 10 get exactly 10).
 * Either failing rolls both back.
 */
export async function receive(db: Db, userId: number, couponId: number): Promise<ReceiveAnswer> {
  const template = await repo.findTemplate(db, couponId);
  if (!template) throw notFound('优惠券不存在');
  const now = Date.now();
  assertClaimable(template, now);
  const claimant = await repo.claimantOf(db, userId);
  const refusal = claimant && audienceRefusal(audienceOf(template), template.audienceValues, claimant);
  if (refusal) throw new AppError(WalletRefusal.COUPON_NOT_FOR_YOU, refusal);
  return db.transaction(async (tx) => {
    const received = await repo.takeBuyerClaim(tx, couponId, userId, template.perUserLimit);
    if (received === undefined) throw new AppError(WalletRefusal.COUPON_LIMIT_REACHED, template.perUserLimit);
    const taken = await repo.takeFromTemplate(tx, couponId, 1);
    if (!taken) {
      const fresh = await repo.findTemplate(tx, couponId);
      throw new AppError(fresh?.status === 1 ? WalletRefusal.COUPON_SOLD_OUT : WalletRefusal.COUPON_NOT_CLAIMABLE);
    }
    const [coupon] = await issue(tx, taken, [userId], 'claim', now);
    return {
      coupon: userCouponRowOf(coupon!, taken),
      remaining: taken.totalQuantity === null ? null : taken.totalQuantity - taken.claimedCount,
      received,
    };
  });
}

/** Coupons of a template into buyers' wallets (its count already taken), each with its window from now. */
export function issue(tx: Tx, t: Template, userIds: number[], source: 'claim' | 'grant', nowMs = Date.now()) {
  const window = windowOf(validityOf(t), nowMs);
  return repo.insertUserCoupons(
    tx,
    userIds.map((userId) => ({
      userId,
      couponId: t.id,
      source,
      startsAt: new Date(window.startsAtMs),
      expiresAt: new Date(window.expiresAtMs),
    })),
  );
}

/** The expiry sweep: marks unused coupons past their expiry, in batches; safe to repeat and to run in several processes. */
export async function sweepExpiredCoupons(db: Db, batch = 1_000): Promise<number> {
  let marked = 0;
  for (;;) {
    const n = await repo.markExpired(db, batch);
    marked += n;
    if (n < batch) return marked;
  }
}
