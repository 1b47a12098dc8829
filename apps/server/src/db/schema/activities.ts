import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
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
import { goods } from './catalogue.ts';

// ── activities (活动专区 /yjh, 活动中心 /Hdzx, issue #16) ──────────────────────────────────────────────
/**
 * A marketing activity: a page with a banner, rules and goods, open between `starts_at` and `ends_at` while
 * it is on (status 1; 0 paused by staff). A link to it (/activity/yjh/{id}) resolves by these: not started,
 * running, ended (or paused) — see modules/activities/state.ts.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    banner: text('banner').notNull().default(''),
    rules: text('rules').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** 1 on, 0 paused. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_list_idx').on(t.sort, t.id), check('activities_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * A goods of an activity: listed only (`price_fen` null: the catalogue's price) or at an activity price,
 * which the cart charges while the activity runs (cart/promotions-read.ts, the lower of it and the ladder).
 */
export const activityGoods = pgTable(
  'activity_goods',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    priceFen: integer('price_fen'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.goodsId] }),
    index('activity_goods_goods_idx').on(t.goodsId),
    check('activity_goods_price', sql`${t.priceFen} is null or ${t.priceFen} > 0`),
  ],
);

/**
 * A visit or click on an activity or an ad (POST /api/activity/tap), for marketing's report. `tapper` is
 * 'u:{buyer id}' or 'a:{hash of the visitor's address}'; `minute` is the tap's minute since the epoch, and the
 * unique key keeps one row per tapper, target, position and minute, so a flood of taps cannot fill the table.
 * `ad_id` has no foreign key: an ad may be deleted and its taps stay in the report.
 */
export const activityTaps = pgTable(
  'activity_taps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    adId: integer('ad_id'),
    userId: integer('user_id').references(() => users.id),
    tapper: text('tapper').notNull(),
    position: text('position').notNull(),
    /** The store's (Beijing) day of the tap: the report groups by it. */
    day: date('day').notNull(),
    minute: integer('minute').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_taps_once_a_minute').on(
      sql`coalesce(${t.activityId}, 0)`,
      sql`coalesce(${t.adId}, 0)`,
      t.position,
      t.tapper,
      t.minute,
    ),
    index('activity_taps_day_idx').on(t.day),
    check('activity_taps_target', sql`(${t.activityId} is null) <> (${t.adId} is null)`),
  ],
);
