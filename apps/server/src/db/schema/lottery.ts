import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { coupons } from './coupons.ts';
import { mallGoods, pointsOrders } from './mall.ts';

// ── the lottery (抽奖, issue #15) ────────────────────────────────────────────────────────────────────
/**
 * A lottery activity. Approved buyers may draw between `starts_at` and `ends_at` while it is on (status 1);
 * `min_paid_fen` > 0 admits only buyers whose orders paid today (Beijing day) reach it. `draws_per_day` /
 * `draws_total` cap each buyer (null: no cap of that kind); `points_cost` is taken per draw through the
 * points ledger. `ad_image`/`ad_link` are the bottom popup's ad (GET /api/draw/ads).
 */
export const lotteryActivities = pgTable(
  'lottery_activities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    rules: text('rules').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** 1 on, 0 paused. */
    status: smallint('status').notNull().default(1),
    minPaidFen: integer('min_paid_fen').notNull().default(0),
    drawsPerDay: integer('draws_per_day'),
    drawsTotal: integer('draws_total'),
    pointsCost: integer('points_cost').notNull().default(0),
    adImage: text('ad_image').notNull().default(''),
    adLink: text('ad_link').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lottery_activities_window_idx').on(t.status, t.startsAt),
    check('lottery_activities_window', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'lottery_activities_limits',
      sql`${t.minPaidFen} >= 0 and ${t.pointsCost} >= 0 and coalesce(${t.drawsPerDay}, 1) >= 1 and coalesce(${t.drawsTotal}, 1) >= 1`,
    ),
  ],
);

/**
 * A prize of an activity. kind 'points' (`points` credited), 'coupon' (one coupon of template `coupon_id`),
 * 'voucher' (a 购物金 voucher of `voucher_fen` valid `voucher_days` days), 'goods' (mall goods `mall_goods_id`,
 * won as a points order of 0 points to the buyer's default address, shipped from 积分订单), 'thanks' (谢谢参与). `quantity` null = unlimited; otherwise
 * `remaining` is taken one at a time with `remaining >= 1`, so it never goes below zero.
 * A draw picks among prizes with something remaining in proportion to `weight`.
 */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    remarks: text('remarks').notNull().default(''),
    quantity: integer('quantity'),
    remaining: integer('remaining'),
    weight: integer('weight').notNull(),
    points: integer('points').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** A goods prize ships this mall goods (a catalogue goods or a gift), so its order ships like a redemption. */
    mallGoodsId: integer('mall_goods_id').references(() => mallGoods.id),
    voucherFen: integer('voucher_fen').notNull().default(0),
    voucherDays: integer('voucher_days').notNull().default(30),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('lottery_prizes_activity_idx').on(t.activityId, t.sort),
    check('lottery_prizes_kind_valid', sql`${t.kind} in ('points', 'coupon', 'voucher', 'goods', 'thanks')`),
    check(
      'lottery_prizes_remaining',
      sql`${t.remaining} is null or (${t.remaining} >= 0 and ${t.remaining} <= ${t.quantity})`,
    ),
    check('lottery_prizes_weight', sql`${t.weight} >= 0`),
    check('lottery_prizes_goods_has_mall_goods', sql`${t.kind} <> 'goods' or ${t.mallGoodsId} is not null`),
  ],
);

/**
 * Each buyer's draws in an activity: the row every draw of that buyer raises with one guarded upsert, so
 * parallel draws by one buyer queue on it and the one past the limit finds it reached.
 */
export const lotteryDrawCounters = pgTable(
  'lottery_draw_counters',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    total: integer('total').notNull().default(0),
    /** The Beijing day (YYYY-MM-DD) `day_count` counts. */
    day: text('day').notNull(),
    dayCount: integer('day_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] })],
);

/** One row per draw: what was won (names copied: prizes may be edited later) and what it cost. */
export const lotteryRecords = pgTable(
  'lottery_records',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Null: a 谢谢参与 the activity has no prize row for (everything ran out). */
    prizeId: integer('prize_id').references(() => lotteryPrizes.id),
    kind: text('kind').notNull(),
    prizeName: text('prize_name').notNull(),
    prizeRemarks: text('prize_remarks').notNull().default(''),
    pointsSpent: integer('points_spent').notNull().default(0),
    /** A goods prize: the points order it ships as (written in the draw's transaction). */
    pointsOrderId: integer('points_order_id').references(() => pointsOrders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('lottery_records_activity_idx').on(t.activityId, t.id),
    index('lottery_records_user_idx').on(t.userId, t.id),
    uniqueIndex('lottery_records_points_order_key').on(t.pointsOrderId),
  ],
);
