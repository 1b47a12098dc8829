import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { goods } from './catalogue.ts';

// ── cart ────────────────────────────────────────────────────────────────────────────────────────
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** 0 normal, 1 flash sale, 3 combination (spec §9). */
    type: smallint('type').notNull().default(0),
    /** Type 1: the flash sale (秒杀) the line buys from; type 3: the combination (套餐) package. */
    flashSaleId: integer('flash_sale_id'),
    combinationId: integer('combination_id'),
    /** Units, or for a combination the number of packages. */
    number: integer('number').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId), check('cart_items_number_positive', sql`${t.number} > 0`)],
);

// ── cart promotions ─────────────────────────────────────────────────────────────────────────────
/** A tier of a full-amount discount: from `amountFen` of qualifying goods, `discountFen` off. */
export type ManjianTier = { amountFen: number; discountFen: number };

/** Full-amount discount (满减) activity: tiers over the selected amount of its goods (all goods when `goodsIds` is null). */
export const manjians = pgTable('manjians', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tiers: jsonb('tiers').$type<ManjianTier[]>().notNull(),
  goodsIds: jsonb('goods_ids').$type<number[] | null>(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** Combination (套餐): a package of goods sold together at one price; `goodsId` of the cart line is the first item. */
export const combinations = pgTable('combinations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  priceFen: integer('price_fen').notNull(),
  items: jsonb('items').$type<{ goodsId: number; number: number }[]>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Switched off by staff (下架): neither listed on /zhzq nor buyable, whatever its schedule. */
  isOn: boolean('is_on').notNull().default(true),
  /** Packages that may be sold in all (orders not cancelled count); null: only the parts' stock limits it. */
  stockLimit: integer('stock_limit'),
});

/**
 * The welfare zone (福利专区) discount: ordinary lines of goods whose zones hold 'welfare' pay this percent of
 * their unit price (94 = 94折). One row (id 1); the console changes it, pricing reads it with the promotions.
 */
export const welfareSettings = pgTable(
  'welfare_settings',
  {
    id: integer('id').primaryKey().default(1),
    percent: smallint('percent').notNull().default(94),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('welfare_settings_one_row', sql`${t.id} = 1`),
    check('welfare_settings_percent', sql`${t.percent} between 1 and 100`),
  ],
);

/** Gift rule (买赠): every `everyNumber` units of `goodsId` bought give `giftNumber` of `giftGoodsId` (same goods when equal). */
export const giftRules = pgTable('gift_rules', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id')
    .notNull()
    .references(() => goods.id),
  everyNumber: integer('every_number').notNull(),
  giftGoodsId: integer('gift_goods_id')
    .notNull()
    .references(() => goods.id),
  giftNumber: integer('gift_number').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_goods_key').on(t.userId, t.goodsId)],
);

/**
 * 到货提醒: a buyer asks to be told when an out-of-stock goods is back. When its stock rises above zero the
 * open notices get a message and `notifiedAt`; the favourites list marks such goods as arrived.
 */
export const arrivalNotices = pgTable(
  'arrival_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One open notice per buyer and goods, however often the button is pressed.
    uniqueIndex('arrival_notices_open_key')
      .on(t.userId, t.goodsId)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('arrival_notices_goods_open_idx')
      .on(t.goodsId)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);
