import { yuanToFen } from '@store/shared/rules/money';
import { MallRefusal } from '@store/shared/codes';
import {
  POINTS_ORDER_STATUS,
  type AdminMallGoodsQuery,
  type AdminPointsOrdersQuery,
  type MallGoodsBody,
} from '@store/shared/api/mall';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { findTemplate } from '../coupons/index.ts';
import { mallGoods } from '../../db/schema.ts';
import * as repo from './repo.ts';
import { presentAdminGoods, presentOrder } from './present.ts';
import { templatesFor } from './reads.ts';
import { undoOrder } from './redeem.ts';

const dateOf = (s: number | undefined) => (s === undefined ? null : new Date(s * 1000));

/** The body as columns; what a kind does not use is cleared, so a goods never grants what it does not say. */
function columnsOf(b: MallGoodsBody) {
  return {
    name: b.name,
    ...(b.image === undefined ? {} : { image: b.image }),
    kind: b.kind,
    goodsId: b.goods_id ?? null,
    couponId: b.kind === 'coupon' ? b.coupon_id! : null,
    voucherFen: b.kind === 'voucher' ? yuanToFen(b.voucher_amount!) : null,
    voucherDays: b.kind === 'voucher' ? b.voucher_days! : null,
    isDrug: b.kind === 'goods' && b.is_drug === 1,
    category: b.category,
    pointsPrice: b.points_price,
    cashFen: yuanToFen(b.cash),
    stock: b.stock,
    perUserLimit: b.per_user_limit ?? null,
    startsAt: dateOf(b.starts_at),
    endsAt: dateOf(b.ends_at),
    sort: b.sort,
    description: b.description,
  };
}

async function checkCoupon(db: Db, b: MallGoodsBody) {
  if (b.kind === 'coupon' && !(await findTemplate(db, b.coupon_id!))) throw invalid({ coupon_id: ['优惠券不存在'] });
}

export async function listMallGoods(db: Db, q: AdminMallGoodsQuery) {
  const { rows, total } = await repo.adminGoodsPage(db, q);
  const templates = await templatesFor(db, rows);
  return { data: rows.map((r) => presentAdminGoods(r, templates)), total, page: q.page, page_size: q.page_size };
}

export async function createMallGoods(db: Db, actor: Actor, body: MallGoodsBody) {
  await checkCoupon(db, body);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(mallGoods).values(columnsOf(body)).returning();
    await recordAudit(tx, actor, {
      action: 'mall_goods.create',
      objectType: 'mall_goods',
      objectId: created!.id,
      after: body,
    });
    return created!;
  });
  return presentAdminGoods(row, await templatesFor(db, [row]));
}

/**
 * Edits a goods. Once redeemed (`sold` > 0 or any order), what it grants is fixed (kind, coupon, voucher):
 * orders already written name it. Stock is set as given: what is left to redeem from now on.
 */
export async function updateMallGoods(db: Db, actor: Actor, id: number, body: MallGoodsBody) {
  await checkCoupon(db, body);
  const row = await db.transaction(async (tx) => {
    const before = await repo.lockGoods(tx, id);
    if (!before) throw notFound('积分商品不存在');
    const next = columnsOf(body);
    const redeemed = before.sold > 0 || (await repo.hasOrders(tx, id));
    if (
      redeemed &&
      (next.kind !== before.kind ||
        next.couponId !== before.couponId ||
        next.voucherFen !== before.voucherFen ||
        next.voucherDays !== before.voucherDays)
    )
      throw new AppError(MallRefusal.MALL_TERMS_LOCKED);
    const [after] = await tx
      .update(mallGoods)
      .set({ ...next, updatedAt: new Date() })
      .where(repo.goodsIs(id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'mall_goods.update',
      objectType: 'mall_goods',
      objectId: id,
      before,
      after: body,
    });
    return after!;
  });
  return presentAdminGoods(row, await templatesFor(db, [row]));
}

export async function setMallGoodsStatus(db: Db, actor: Actor, id: number, status: 0 | 1) {
  const row = await db.transaction(async (tx) => {
    const before = await repo.lockGoods(tx, id);
    if (!before) throw notFound('积分商品不存在');
    const [after] = await tx
      .update(mallGoods)
      .set({ status, updatedAt: new Date() })
      .where(repo.goodsIs(id))
      .returning();
    await recordAudit(tx, actor, {
      action: status === 1 ? 'mall_goods.resume' : 'mall_goods.pause',
      objectType: 'mall_goods',
      objectId: id,
      before: { status: before.status },
      after: { status },
    });
    return after!;
  });
  return presentAdminGoods(row, await templatesFor(db, [row]));
}

export async function listPointsOrders(db: Db, q: AdminPointsOrdersQuery) {
  const { rows, total } = await repo.adminOrdersPage(db, q);
  return {
    data: rows.map(({ order, buyer }) => ({
      ...presentOrder(order),
      is_drug: order.isDrug ? 1 : (0 as 0 | 1),
      goods_id: order.goodsId,
      buyer,
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

/** Staff cancel a pending points order: points, cash and stock given back, as when the buyer cancels. */
export async function cancelPointsOrder(db: Db, actor: Actor, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const order = await repo.lockOrderForOperator(tx, id);
    if (!order) throw notFound('积分订单不存在');
    if (order.status !== POINTS_ORDER_STATUS.PENDING) throw new AppError(MallRefusal.POINTS_ORDER_NOT_CANCELLABLE);
    const after = await undoOrder(tx, order, reason);
    await recordAudit(tx, actor, {
      action: 'points_order.cancel',
      objectType: 'points_order',
      objectId: id,
      after: { reason },
    });
    return presentOrder(after);
  });
}
