import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminRechargeOffer, RechargeOffer, RechargeOfferBody } from '@store/shared/api/vouchers';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db, Tx } from '../../db/client.ts';
import { rechargeOffers } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { grantVoucher } from './ledger.ts';

type OfferRow = typeof rechargeOffers.$inferSelect;
const DAY_MS = 86_400_000;

const running = sql`${rechargeOffers.active} and ${rechargeOffers.startsAt} <= now() and ${rechargeOffers.endsAt} > now()`;

export const presentOffer = (o: OfferRow): RechargeOffer => ({
  id: o.id,
  name: o.name,
  threshold: fenToYuan(o.thresholdFen),
  bonus: fenToYuan(o.bonusFen),
  validity_days: o.validityDays,
  starts_at: toSeconds(o.startsAt),
  ends_at: toSeconds(o.endsAt),
});

/** GET /api/cash_coupon/offers: the offers running now, highest threshold first. */
export async function currentOffers(db: Db): Promise<RechargeOffer[]> {
  const rows = await db
    .select()
    .from(rechargeOffers)
    .where(running)
    .orderBy(desc(rechargeOffers.thresholdFen), desc(rechargeOffers.bonusFen));
  return rows.map(presentOffer);
}

/**
 * A credited recharge (in the transaction that credits it) earns the voucher of the best running offer it
 * reaches: the largest bonus, then the highest threshold. Once per recharge, whoever calls it twice (a replayed
 * notification, a double confirmation): the voucher's cause is ('recharge_offer', rechargeId, userId).
 * Answers the offer applied and whether this call granted, or null when no offer applies.
 */
export async function applyRechargeOffer(
  tx: Tx,
  recharge: { userId: number; rechargeId: number; amountFen: number },
): Promise<{ offerId: number; bonusFen: number; granted: boolean; voucherId: number } | null> {
  const [offer] = await tx
    .select()
    .from(rechargeOffers)
    .where(and(running, sql`${rechargeOffers.thresholdFen} <= ${recharge.amountFen}`))
    .orderBy(desc(rechargeOffers.bonusFen), desc(rechargeOffers.thresholdFen), desc(rechargeOffers.id))
    .limit(1);
  if (!offer) return null;
  const { granted, voucherId } = await grantVoucher(tx, {
    userId: recharge.userId,
    amountFen: offer.bonusFen,
    source: 'recharge_offer',
    sourceId: recharge.rechargeId,
    expiresAt: new Date(Date.now() + offer.validityDays * DAY_MS),
    remark: `${offer.name}：充值 ¥${fenToYuan(recharge.amountFen).toFixed(2)} 赠送购物金`,
  });
  return { offerId: offer.id, bonusFen: offer.bonusFen, granted, voucherId };
}

const stateOf = (o: OfferRow, now: number) =>
  !o.active
    ? (['paused', '已停用'] as const)
    : o.startsAt.getTime() > now
      ? (['scheduled', '未开始'] as const)
      : o.endsAt.getTime() <= now
        ? (['ended', '已结束'] as const)
        : (['running', '进行中'] as const);

/** The console's list, newest first. */
export async function offersForConsole(db: Db, query: { page: number; page_size: number }) {
  const [rows, { total }] = await Promise.all([
    db
      .select()
      .from(rechargeOffers)
      .orderBy(desc(rechargeOffers.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(rechargeOffers).then(theRow),
  ]);
  const now = Date.now();
  const data: AdminRechargeOffer[] = rows.map((offer) => {
    const [state, stateText] = stateOf(offer, now);
    return {
      ...presentOffer(offer),
      active: offer.active ? (1 as const) : (0 as const),
      state,
      state_text: stateText,
      created_at: toSeconds(offer.createdAt),
    };
  });
  return { data, total, page: query.page, page_size: query.page_size };
}

const valuesOf = (body: RechargeOfferBody) => ({
  name: body.name,
  thresholdFen: yuanToFen(body.threshold),
  bonusFen: yuanToFen(body.bonus),
  validityDays: body.validity_days,
  startsAt: new Date(body.starts_at * 1000),
  endsAt: new Date(body.ends_at * 1000),
  active: body.active === 1,
});

/** Marketing creates (id undefined) or edits an offer; audited with the change. */
export async function saveOffer(db: Db, actor: Actor, body: RechargeOfferBody, id?: number) {
  return db.transaction(async (tx) => {
    const values = valuesOf(body);
    let before: (RechargeOffer & { active: 0 | 1 }) | undefined;
    let saved: OfferRow | undefined;
    if (id === undefined) {
      [saved] = await tx.insert(rechargeOffers).values(values).returning();
    } else {
      const [old] = await tx.select().from(rechargeOffers).where(eq(rechargeOffers.id, id)).for('update');
      if (!old) throw notFound('充值优惠不存在');
      before = { ...presentOffer(old), active: old.active ? (1 as const) : (0 as const) };
      [saved] = await tx.update(rechargeOffers).set(values).where(eq(rechargeOffers.id, id)).returning();
    }
    const after = { ...presentOffer(saved!), active: saved!.active ? (1 as const) : (0 as const) };
    await recordAudit(tx, actor, {
      action: id === undefined ? 'recharge_offer.create' : 'recharge_offer.update',
      objectType: 'recharge_offer',
      objectId: saved!.id,
      before,
      after,
    });
    return after;
  });
}
