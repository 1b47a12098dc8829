import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Money columns end in `_fen` and hold integer fen.
 * Domains add their tables here in their own section.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ── accounts ────────────────────────────────────────────────────────────────────────────────────
export const accountManagers = pgTable('account_managers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    /** 'buyer' or 'operator'. */
    role: text('role').notNull().default('buyer'),
    /** Contact person of the buying company. */
    name: text('name').notNull().default(''),
    company: text('company').notNull().default(''),
    face: text('face').notNull().default(''),
    rank: text('rank').notNull().default('普通会员'),
    address: text('address').notNull().default(''),
    /** Qualifications approved by an operator: only then are prices shown and orders accepted. */
    isPassed: boolean('is_passed').notNull().default(false),
    points: integer('points').notNull().default(0),
    wechatOpenid: text('wechat_openid'),
    managerId: integer('manager_id').references(() => accountManagers.id),
    isShowYoux: boolean('is_show_youx').notNull().default(false),
    isSpecial: boolean('is_special').notNull().default(false),
    isCanChat: boolean('is_can_chat').notNull().default(false),
    isAfterSale: boolean('is_after_sale').notNull().default(false),
    tianfuBankPayment: boolean('tianfu_bank_payment').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), uniqueIndex('users_mobile_key').on(t.mobile)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the token: a leaked table does not leak usable tokens. */
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_unread_idx').on(t.userId, t.isRead)],
);

// ── site content ────────────────────────────────────────────────────────────────────────────────
/** Category trees: 'general', 'yx' (free shipping), 'zy' (Chinese medicine), 'qx' (devices). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tree: text('tree').notNull().default('general'),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    logo1: text('logo1').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_tree_idx').on(t.tree, t.parentId, t.sort)],
);

export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  image: text('image').notNull().default(''),
  isOpen: boolean('is_open').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const hotWords = pgTable('hot_words', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Article categories: 'help' groups (footer), 'news', and 'hot' (spec §9: hot-search category 3). */
export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => articleCategories.id),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('articles_category_idx').on(t.categoryId, t.sort)],
);

// ── catalogue (the catalogue issue extends goods with the pharma fields) ──────────────────────────
export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sccj: text('sccj').notNull(),
  ypgg: text('ypgg').notNull(),
  bzdw: text('bzdw').notNull(),
  basePriceFen: integer('base_price_fen').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  isBuy: boolean('is_buy').notNull().default(true),
  stock: integer('stock').notNull().default(0),
  createdAt: createdAt(),
});

// ── cart ────────────────────────────────────────────────────────────────────────────────────────
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    /** 0 normal, 1 flash sale, 3 combination (spec §9). */
    type: smallint('type').notNull().default(0),
    number: integer('number').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId)],
);
