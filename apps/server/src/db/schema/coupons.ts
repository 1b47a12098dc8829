import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

// ── coupons (优惠券, issue #14) ─────────────────────────────────────────────────────────────────────

/**
 * A coupon template (优惠券模板). type 1 满减 (`amountFen` off), 2 运费券 (`amountFen` of the shipping),
 * 3 折扣 (`discountRate` percent paid, e.g. 88 = 8.8折, at most `maxDiscountFen` off). The threshold
 * (`minAmountFen`) counts only the goods in scope. Scope: 'all' | 'categories' | 'brands' | 'goods' with
 * `scopeIds`, minus `excludedGoodsIds`. Validity: fixed dates (`startsAt`–`endsAt`) or `validDays` after
 * claiming. `totalQuantity` null = unlimited; `claimedCount` is taken with a guarded UPDATE (never above
 * the total: a CHECK backs it). Who may claim: 'all' approved buyers, 'new' (approved, no paid order yet),
 * 'company_type' or 'region' (province) with `audienceValues`. status 1 active, 0 paused (no claims, no
 * grants; coupons already claimed stay usable). `inCentre`: listed in 领券中心, else grant-only.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: smallint('type').notNull().default(1),
    amountFen: integer('amount_fen').notNull().default(0),
    discountRate: smallint('discount_rate'),
    maxDiscountFen: integer('max_discount_fen'),
    minAmountFen: integer('min_amount_fen').notNull().default(0),
    scopeKind: text('scope_kind').notNull().default('all'),
    scopeIds: integer('scope_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    excludedGoodsIds: integer('excluded_goods_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** 'fixed' (startsAt–endsAt) | 'days' (validDays from claiming). */
    validKind: text('valid_kind').notNull().default('days'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    validDays: integer('valid_days'),
    totalQuantity: integer('total_quantity'),
    claimedCount: integer('claimed_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    audience: text('audience').notNull().default('all'),
    audienceValues: text('audience_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    inCentre: boolean('in_centre').notNull().default(false),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_centre_idx')
      .on(t.id)
      .where(sql`${t.inCentre} and ${t.status} = 1`),
    check(
      'coupons_claimed_within_total',
      sql`${t.claimedCount} >= 0 and (${t.totalQuantity} is null or ${t.claimedCount} <= ${t.totalQuantity})`,
    ),
    check('coupons_amounts_valid', sql`${t.amountFen} >= 0 and ${t.minAmountFen} >= 0 and ${t.perUserLimit} >= 1`),
  ],
);

/**
 * A coupon in a buyer's wallet: status 0 unused, 1 used (by `orderId`), 2 expired (set by the sweep; an
 * unused one past `expiresAt` counts as expired before the sweep reaches it). `source` 'claim' | 'grant' | 'seed'.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    status: smallint('status').notNull().default(0),
    orderId: integer('order_id'),
    source: text('source').notNull().default('claim'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.status),
    index('user_coupons_coupon_idx').on(t.couponId, t.status),
    // The expiry sweep's range: unused coupons by expiry.
    index('user_coupons_unused_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 0`),
  ],
);

/**
 * How many of a template a buyer has claimed in the centre: one row per (template, buyer), raised with a
 * conditional upsert (`claimed < per_user_limit`), so the row lock serialises one buyer's clicks and the
 * limit holds under any concurrency. Operator grants do not count here (they are not limited per buyer).
 */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    claimed: integer('claimed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index('coupon_claims_user_idx').on(t.userId)],
);
