import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('articles_category_idx').on(t.categoryId, t.sort)],
);
