import type {
  AdminCouponQuery,
  AdminCouponRow,
  CouponGrantAnswer,
  CouponGrantBody,
  CouponReport,
  CouponTemplateBody,
} from '@store/shared/api/coupons';
import { WalletRefusal } from '@store/shared/codes';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import type { coupons } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as repo from './admin-repo.ts';
import { faceOf, templateValidityText, type Template } from './present.ts';
import { issue } from './service.ts';
import { findTemplate, takeFromTemplate } from './repo.ts';

/** Marketing's coupon templates: create, edit, pause, grant, report. Every change is audited in its transaction. */

const seconds = (d: Date | null) => (d ? toSeconds(d) : null);

export const adminRowOf = (t: Template, used: number): AdminCouponRow => ({
  ...faceOf(t),
  id: t.id,
  scope_kind: t.scopeKind,
  scope_ids: t.scopeIds,
  excluded_goods_ids: t.excludedGoodsIds,
  valid_kind: t.validKind,
  starts_at: seconds(t.startsAt),
  ends_at: seconds(t.endsAt),
  valid_days: t.validDays,
  validity_text: templateValidityText(t),
  total_quantity: t.totalQuantity,
  claimed_count: t.claimedCount,
  used_count: used,
  per_user_limit: t.perUserLimit,
  audience: t.audience,
  audience_values: t.audienceValues,
  status: t.status,
  in_centre: t.inCentre ? 1 : 0,
  description: t.description,
  created_at: toSeconds(t.createdAt),
});

export async function listTemplates(db: Db, q: AdminCouponQuery) {
  const { rows, total } = await repo.templatesPage(db, q);
  return { data: rows.map((r) => adminRowOf(r.template, r.used)), total, page: q.page, page_size: q.page_size };
}

/** The body as columns: only the fields of its type and validity kind are kept. */
function valuesOf(b: CouponTemplateBody) {
  const percent = b.type === 3;
  const fixed = b.valid_kind === 'fixed';
  return {
    name: b.name,
    type: b.type,
    amountFen: percent ? 0 : yuanToFen(b.amount ?? 0),
    discountRate: percent ? Math.round((b.discount ?? 10) * 10) : null,
    maxDiscountFen: percent && b.max_amount !== undefined ? yuanToFen(b.max_amount) : null,
    minAmountFen: yuanToFen(b.min_amount),
    scopeKind: b.scope_kind,
    scopeIds: b.scope_kind === 'all' ? [] : [...new Set(b.scope_ids)],
    excludedGoodsIds: [...new Set(b.excluded_goods_ids)],
    validKind: b.valid_kind,
    startsAt: fixed ? new Date(b.starts_at! * 1000) : null,
    endsAt: fixed ? new Date(b.ends_at! * 1000) : null,
    validDays: fixed ? null : b.valid_days!,
    totalQuantity: b.total_quantity ?? null,
    perUserLimit: b.per_user_limit,
    audience: b.audience,
    audienceValues: b.audience === 'company_type' || b.audience === 'region' ? [...new Set(b.audience_values)] : [],
    inCentre: b.in_centre === 1,
    description: b.description,
  } satisfies Partial<typeof coupons.$inferInsert>;
}

type Values = ReturnType<typeof valuesOf>;
/** What a claimed coupon is judged by: once a buyer holds one, these stay as they were. */
const TERMS = [
  'type',
  'amountFen',
  'discountRate',
  'maxDiscountFen',
  'minAmountFen',
  'scopeKind',
  'scopeIds',
  'excludedGoodsIds',
  'validKind',
  'startsAt',
  'endsAt',
  'validDays',
] as const satisfies (keyof Values)[];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const auditView = (t: Template) => ({ ...adminRowOf(t, 0), used_count: undefined, created_at: undefined });

export async function createTemplate(db: Db, actor: Actor, body: CouponTemplateBody) {
  return db.transaction(async (tx) => {
    const row = await repo.insertTemplate(tx, valuesOf(body));
    await recordAudit(tx, actor, {
      action: 'coupon.create',
      objectType: 'coupon',
      objectId: row.id,
      after: auditView(row),
    });
    return adminRowOf(row, 0);
  });
}

/**
 * An edit. Buyers' coupons are judged by their template, so once any is out, its terms (type, value,
 * threshold, scope, validity) stay; the name, texts, total (not below what is out), limit, audience and
 * centre listing may change.
 */
export async function updateTemplate(db: Db, actor: Actor, id: number, body: CouponTemplateBody) {
  return db.transaction(async (tx) => {
    const before = await repo.lockTemplate(tx, id);
    if (!before) throw notFound('优惠券不存在');
    const values = valuesOf(body);
    if (before.claimedCount > 0 && TERMS.some((key) => !same(values[key], before[key])))
      throw new AppError(WalletRefusal.COUPON_TERMS_LOCKED);
    if (values.totalQuantity !== null && values.totalQuantity < before.claimedCount)
      throw invalid({ total_quantity: [`发放总量不能少于已发放的${before.claimedCount}张`] });
    const after = await repo.updateTemplate(tx, id, values);
    await recordAudit(tx, actor, {
      action: 'coupon.update',
      objectType: 'coupon',
      objectId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return adminRowOf(after, 0);
  });
}

/** Pause (0: no claims, no grants; coupons already out stay usable) or resume (1). */
export async function setTemplateStatus(db: Db, actor: Actor, id: number, status: 0 | 1) {
  return db.transaction(async (tx) => {
    const before = await repo.lockTemplate(tx, id);
    if (!before) throw notFound('优惠券不存在');
    const after = await repo.updateTemplate(tx, id, { status });
    await recordAudit(tx, actor, {
      action: status ? 'coupon.resume' : 'coupon.pause',
      objectType: 'coupon',
      objectId: id,
      before: { status: before.status },
      after: { status },
    });
    return adminRowOf(after, 0);
  });
}

/**
 * One coupon to each chosen buyer, taken from the template's total like a claim (all or none: a grant the
 * remaining quantity cannot cover is refused), with the audit row in the same transaction. A grant ignores
 * the per-buyer limit and the audience: the operator chose these buyers.
 */
export async function grantCoupons(
  db: Db,
  actor: Actor,
  id: number,
  body: CouponGrantBody,
): Promise<CouponGrantAnswer> {
  const targets = await repo.grantTargets(db, body);
  if (targets.length > repo.GRANT_FILTER_MAX)
    throw invalid({ target: [`符合条件的采购商超过 ${repo.GRANT_FILTER_MAX} 家，请缩小范围`] });
  const found = new Set(targets.map((t) => t.username.toLowerCase()));
  const notFoundNames = body.usernames.filter((u) => !found.has(u.toLowerCase()));
  if (targets.length === 0)
    throw invalid(
      body.target === 'usernames'
        ? { usernames: ['没有找到已审核通过的采购商账号'] }
        : { target: ['没有符合条件的采购商'] },
    );
  return db.transaction(async (tx) => {
    const template = await repo.lockTemplate(tx, id);
    if (!template) throw notFound('优惠券不存在');
    if (template.status !== 1) throw new AppError(WalletRefusal.COUPON_NOT_CLAIMABLE);
    if (template.validKind === 'fixed' && template.endsAt && template.endsAt.getTime() <= Date.now())
      throw new AppError(WalletRefusal.COUPON_CLAIM_ENDED);
    const taken = await takeFromTemplate(tx, id, targets.length);
    if (!taken) throw new AppError(WalletRefusal.COUPON_SOLD_OUT);
    await issue(
      tx,
      taken,
      targets.map((t) => t.id),
      'grant',
    );
    await recordAudit(tx, actor, {
      action: 'coupon.grant',
      objectType: 'coupon',
      objectId: id,
      after: {
        granted: targets.length,
        target: body.target,
        ...(body.target === 'usernames'
          ? { usernames: targets.map((t) => t.username) }
          : { company_types: body.company_types, provinces: body.provinces, only_new: body.only_new }),
      },
    });
    return { granted: targets.length, not_found: notFoundNames };
  });
}

export async function templateReport(db: Db, id: number): Promise<CouponReport> {
  const template = await findTemplate(db, id);
  if (!template) throw notFound('优惠券不存在');
  const f = await repo.templateFigures(db, id);
  const out = f.claimed + f.granted;
  return {
    id,
    name: template.name,
    claimed: f.claimed,
    granted: f.granted,
    unused: f.unused,
    used: f.used,
    expired: f.expired,
    orders: f.orders,
    order_amount: fenToYuan(f.payableFen),
    discount_amount: fenToYuan(f.couponFen),
    use_rate: out === 0 ? 0 : Math.round((f.used * 1000) / out) / 10,
  };
}
