import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Home floors (首页楼层), issue #16: titled rows of hand-picked goods on the home page, kept by staff
 * (内容 → 首页楼层). `goodsIds` is the order the row shows them in; goods unlisted later are left out when read.
 */
export const homeFloors = pgTable(
  'home_floors',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** Banner image beside the title ('' = none). */
    image: text('image').notNull().default(''),
    /** Where "更多" leads: a store path such as /category?id=1 or /zone/yx ('' = no link). */
    link: text('link').notNull().default(''),
    /** Smaller first; ties by id. */
    sort: integer('sort').notNull().default(0),
    isOn: boolean('is_on').notNull().default(true),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_floors_sort_idx').on(t.isOn, t.sort, t.id)],
);
