import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * Article categories: 'help' groups (footer), 'news', and 'hot' (spec §9: hot-search category 3).
 * A news category's `code` is its kind in the store's addresses (/news/hy, /news/company).
 */
export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  code: text('code').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/**
 * Help articles and news. `content` is sanitised HTML (modules/content/sanitize.ts) — written only through
 * the sanitiser, so the store renders it as it is. `routeKey` ties a help article to its store route
 * (/help/xrzn/hyzc → 'hyzc'); `version` grows with every edit so the store's local copy knows it is stale.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    routeKey: text('route_key'),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_category_idx').on(t.categoryId, t.sort),
    index('articles_published_idx').on(t.categoryId, t.publishedAt),
    uniqueIndex('articles_route_key_idx').on(t.routeKey),
  ],
);
