import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { goods } from './catalogue.ts';
import { coupons } from './coupons.ts';
import { staff } from './staff.ts';
import { stockBatches } from './stock.ts';
import type { AddressSnapshot } from './orders.ts';

// ── points mall (积分商城, issue #15) ───────────────────────────────────────────────────────────────
/**
 * A goods of the points mall: a catalogue goods (`goodsId`) or a gift, priced in points with an optional
 * cash part (paid from the account balance in the same transaction). `kind` 'goods' ships like an order;
 * 'coupon' grants `couponId`'s template, 'voucher' a 购物金 of `voucherFen` valid `voucherDays` days — both at
 * once. `stock` is what is left to redeem, taken with a guarded UPDATE (a CHECK backs it); `sold` counts
 * redeemed minus cancelled. `perUserLimit` null = no limit (per buyer over the goods' life, see mall_claims).
 * status 1 on sale, 0 paused. Validity: `startsAt`–`endsAt`, each optional.
 */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    kind: text('kind').notNull().default('goods'),
    goodsId: integer('goods_id').references(() => goods.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    voucherFen: integer('voucher_fen'),
    voucherDays: integer('voucher_days'),
    /** A drug ships with its batch and expiry written on the points order. */
    isDrug: boolean('is_drug').notNull().default(false),
    category: text('category').notNull().default(''),
    pointsPrice: integer('points_price').notNull(),
    cashFen: integer('cash_fen').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    perUserLimit: integer('per_user_limit'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mall_goods_list_idx').on(t.status, t.sort, t.id),
    check('mall_goods_stock_not_negative', sql`${t.stock} >= 0 and ${t.sold} >= 0`),
    check('mall_goods_prices_valid', sql`${t.pointsPrice} > 0 and ${t.cashFen} >= 0`),
    check('mall_goods_limit_valid', sql`${t.perUserLimit} is null or ${t.perUserLimit} >= 1`),
    check('mall_goods_kind_valid', sql`${t.kind} in ('goods', 'coupon', 'voucher')`),
    check(
      'mall_goods_grant_valid',
      sql`(${t.kind} <> 'coupon' or ${t.couponId} is not null) and (${t.kind} <> 'voucher' or (${t.voucherFen} > 0 and ${t.voucherDays} > 0))`,
    ),
  ],
);

/**
 * How many of a mall goods a buyer holds in live (not cancelled) points orders: one row per (goods, buyer),
 * raised with a conditional upsert (`redeemed + n <= limit`), so one buyer's parallel redemptions queue on
 * the row and the limit holds; a cancellation lowers it again.
 */
export const mallClaims = pgTable(
  'mall_claims',
  {
    mallGoodsId: integer('mall_goods_id')
      .notNull()
      .references(() => mallGoods.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    redeemed: integer('redeemed').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.mallGoodsId, t.userId] }),
    check('mall_claims_not_negative', sql`${t.redeemed} >= 0`),
  ],
);

/**
 * A points order (积分订单): one mall goods × `number`, with what it cost (points, cash fen) and snapshots of
 * the goods and the delivery address. status 0 待发货, 1 已发货, 2 已完成, 3 已取消. Coupons and vouchers are
 * granted at redemption, so their orders are born 已完成 and have no address. `source` 'mall' is a
 * redemption; 'lottery' a goods prize won in a draw (costs 0 points; lottery_records.points_order_id links
 * the draw), shipped the same way. `goodsId` is the catalogue goods that ships (copied from the mall goods):
 * shipping takes it from stock batches (points_order_picks) and writes their batch and expiry here; a gift
 * (no catalogue goods) ships with carrier and tracking only.
 */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mallGoodsId: integer('mall_goods_id')
      .notNull()
      .references(() => mallGoods.id),
    goodsId: integer('goods_id').references(() => goods.id),
    source: text('source').notNull().default('mall'),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    isDrug: boolean('is_drug').notNull().default(false),
    number: integer('number').notNull(),
    pointsPrice: integer('points_price').notNull(),
    cashPriceFen: integer('cash_price_fen').notNull().default(0),
    points: integer('points').notNull(),
    cashFen: integer('cash_fen').notNull().default(0),
    address: jsonb('address').$type<AddressSnapshot>(),
    status: smallint('status').notNull().default(0),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    batchNo: text('batch_no').notNull().default(''),
    expiryDate: date('expiry_date'),
    remark: text('remark').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    shippedBy: integer('shipped_by').references(() => staff.id),
    createdAt: createdAt(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('points_orders_user_idx').on(t.userId, t.status, t.id),
    index('points_orders_status_idx').on(t.status, t.id),
    check(
      'points_orders_amounts_valid',
      sql`${t.number} >= 1 and ${t.cashFen} >= 0 and (${t.points} > 0 or (${t.source} = 'lottery' and ${t.points} = 0))`,
    ),
    check('points_orders_status_valid', sql`${t.status} between 0 and 3`),
    check('points_orders_source_valid', sql`${t.source} in ('mall', 'lottery')`),
  ],
);

/** What left the warehouse for a points order: one row per stock batch it was taken from. */
export const pointsOrderPicks = pgTable(
  'points_order_picks',
  {
    id: serial('id').primaryKey(),
    pointsOrderId: integer('points_order_id')
      .notNull()
      .references(() => pointsOrders.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => stockBatches.id),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_order_picks_quantity_positive', sql`${t.quantity} > 0`),
    index('points_order_picks_order_idx').on(t.pointsOrderId),
  ],
);
