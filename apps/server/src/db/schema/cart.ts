import { boolean, index, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { goods } from './catalogue.ts';

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

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_goods_key').on(t.userId, t.goodsId)],
);
