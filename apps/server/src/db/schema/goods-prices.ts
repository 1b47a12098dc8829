import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { goods, type LadderTier } from './catalogue.ts';
import { staff } from './staff.ts';

// ── the goods' price history (issue #13) ───────────────────────────────────────────────────────
/**
 * One row per change of a goods' prices (base, retail or ladder), written by the console's edit or
 * import in the change's own transaction beside its audit row. Kept in columns, not only in the audit
 * log's JSON, because the buyer's price-drop notice will read it by goods and time.
 */
export const goodsPriceChanges = pgTable(
  'goods_price_changes',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** 'edit' (the goods form) or 'import' (an .xlsx import). */
    source: text('source').notNull(),
    basePriceBeforeFen: integer('base_price_before_fen').notNull(),
    basePriceAfterFen: integer('base_price_after_fen').notNull(),
    retailPriceBeforeFen: integer('retail_price_before_fen').notNull(),
    retailPriceAfterFen: integer('retail_price_after_fen').notNull(),
    ladderTypeBefore: smallint('ladder_type_before').notNull(),
    ladderTypeAfter: smallint('ladder_type_after').notNull(),
    ladderBefore: jsonb('ladder_before').$type<LadderTier[]>().notNull(),
    ladderAfter: jsonb('ladder_after').$type<LadderTier[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_price_changes_goods_idx').on(t.goodsId, t.id.desc()),
    index('goods_price_changes_created_idx').on(t.createdAt),
  ],
);
