import { couponFaceText } from '@store/shared/rules/coupon';
import { fenToYuan, formatYuan } from '@store/shared/rules/money';
import {
  MALL_KIND_TEXT,
  POINTS_ORDER_SOURCE_TEXT,
  POINTS_ORDER_STATUS,
  POINTS_ORDER_STATUS_TEXT,
  type PointsOrderSource,
  type AdminMallGoods,
  type MallGoodsItem,
  type MallKind,
  type PointsOrder,
} from '@store/shared/api/mall';
import { ruleOf, type Template } from '../coupons/index.ts';
import type { MallGoodsRow, PointsOrderRow } from './repo.ts';

const secondsOf = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const kindOf = (kind: string) => kind as MallKind;

/** What the goods grants, as the card reads it. */
export function grantTextOf(row: MallGoodsRow, templates: Map<number, Template>): string {
  if (row.kind === 'voucher') return `${formatYuan(fenToYuan(row.voucherFen ?? 0))} 购物金`;
  if (row.kind === 'coupon') {
    const t = row.couponId === null ? undefined : templates.get(row.couponId);
    return t ? `优惠券：${couponFaceText(ruleOf(t))}` : '优惠券';
  }
  return '';
}

export function presentGoods(row: MallGoodsRow, templates: Map<number, Template>, redeemed: number): MallGoodsItem {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    kind: kindOf(row.kind),
    kind_text: MALL_KIND_TEXT[kindOf(row.kind)],
    category: row.category,
    description: row.description,
    points_price: row.pointsPrice,
    cash: fenToYuan(row.cashFen),
    stock: row.stock,
    sold: row.sold,
    per_user_limit: row.perUserLimit,
    redeemed,
    starts_at: secondsOf(row.startsAt),
    ends_at: secondsOf(row.endsAt),
    grant_text: grantTextOf(row, templates),
    needs_address: row.kind === 'goods' ? 1 : 0,
  };
}

export function presentAdminGoods(row: MallGoodsRow, templates: Map<number, Template>): AdminMallGoods {
  const { redeemed: _r, ...item } = presentGoods(row, templates, 0);
  return {
    ...item,
    status: row.status,
    sort: row.sort,
    is_drug: row.isDrug ? 1 : 0,
    goods_id: row.goodsId,
    coupon_id: row.couponId,
    voucher_amount: row.voucherFen === null ? null : fenToYuan(row.voucherFen),
    voucher_days: row.voucherDays,
    created_at: secondsOf(row.createdAt)!,
  };
}

export function presentOrder(row: PointsOrderRow): PointsOrder {
  const source = row.source as PointsOrderSource;
  return {
    id: row.id,
    order_no: row.orderNo,
    mall_goods_id: row.mallGoodsId,
    source,
    source_text: POINTS_ORDER_SOURCE_TEXT[source],
    kind: kindOf(row.kind),
    kind_text: MALL_KIND_TEXT[kindOf(row.kind)],
    name: row.name,
    image: row.image,
    number: row.number,
    points_price: row.pointsPrice,
    points: row.points,
    cash: fenToYuan(row.cashFen),
    status: row.status,
    status_text: POINTS_ORDER_STATUS_TEXT[row.status] ?? '',
    address: row.address ?? null,
    carrier: row.carrier,
    tracking_no: row.trackingNo,
    batch_no: row.batchNo,
    expiry_date: row.expiryDate,
    cancel_reason: row.cancelReason,
    created_at: secondsOf(row.createdAt)!,
    shipped_at: secondsOf(row.shippedAt),
    completed_at: secondsOf(row.completedAt),
    cancelled_at: secondsOf(row.cancelledAt),
    // A lottery prize is not the buyer's to cancel (nothing to give back; see cancelOwn).
    can_cancel: row.status === POINTS_ORDER_STATUS.PENDING && source === 'mall' ? 1 : 0,
    can_confirm: row.status === POINTS_ORDER_STATUS.SHIPPED ? 1 : 0,
  };
}
