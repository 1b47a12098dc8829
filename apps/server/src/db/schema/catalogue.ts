import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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

/** A ladder tier: from/up to `number` units the unit price is `priceFen`. */
export type LadderTier = { number: number; priceFen: number };

/** One section of a package insert: its heading (成份, 适应症, 用法用量…) and text. */
export type InstructionSection = { title: string; body: string };

/** Special-management classes the store may never list or sell (enforced by the service and a CHECK). */
export const FORBIDDEN_CONTROL_CLASSES = ['narcotic', 'psychotropic', 'toxic', 'radioactive', 'precursor'] as const;

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sccj: text('sccj').notNull(),
    ypgg: text('ypgg').notNull(),
    bzdw: text('bzdw').notNull(),
    basePriceFen: integer('base_price_fen').notNull(),
    retailPriceFen: integer('retail_price_fen').notNull().default(0),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isBuy: boolean('is_buy').notNull().default(true),
    /** Listed (上架): unlisted goods are invisible to buyers. */
    isListed: boolean('is_listed').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    /**
     * stock > 0, kept by the database: 综合 lists goods in stock first, and as a column it leads the
     * default-order indexes, so that order stays an index range (an expression would not be index-only).
     */
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`stock > 0`),
    isYoux: boolean('is_youx').notNull().default(false),
    /** 0 ordinary, 2 controlled-sales (控销: only buyers admitted to its group may buy). */
    type: smallint('type').notNull().default(0),
    kxGroupId: integer('kx_group_id'),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    ladderPrice: jsonb('ladder_price')
      .$type<LadderTier[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 1: tiers by 'up to' quantity; otherwise by 'from' quantity (spec §5). */
    ladderPriceType: smallint('ladder_price_type').notNull().default(0),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    approvalNumber: text('approval_number').notNull().default(''),
    /** The package insert (说明书), section by section: 【成份】【适应症】【用法用量】… */
    instructions: jsonb('instructions')
      .$type<InstructionSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    dosageForm: text('dosage_form').notNull().default(''),
    /** 'OTC甲' | 'OTC乙' | 'Rx' | '' */
    prescriptionClass: text('prescription_class').notNull().default(''),
    /** 'ordinary' | 'chinese_patent' | 'herbal_pieces' | 'device' | 'health' */
    drugClass: text('drug_class').notNull().default('ordinary'),
    controlClass: text('control_class').notNull().default('none'),
    batchNumber: text('batch_number').notNull().default(''),
    expiryDate: date('expiry_date'),
    middlePackage: integer('middle_package').notNull().default(1),
    largePackage: integer('large_package').notNull().default(1),
    sales: integer('sales').notNull().default(0),
    sortWeight: integer('sort_weight').notNull().default(0),
    brandId: integer('brand_id'),
    /** Leaf and top of the general tree: btree-indexed with the default order, so a category page is an index range. */
    categoryId: integer('category_id'),
    categoryTopId: integer('category_top_id'),
    /**
     * The second level of the general tree when the goods sits in a third level under it (else its own
     * second level): a second level with third levels lists by this column, an index range like the others.
     */
    categoryMidId: integer('category_mid_id'),
    /** The goods' category and all its ancestors, in every tree: one GIN filter serves any level. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Listing zones: yx, kxzq, qxzq, zyyp, jxqzc, jmzq, ppzq, mrtj, welfare. */
    zones: text('zones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nameInitials: text('name_initials').notNull().default(''),
    namePinyin: text('name_pinyin').notNull().default(''),
    sccjInitials: text('sccj_initials').notNull().default(''),
    sccjPinyin: text('sccj_pinyin').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'goods_never_special_management',
      sql`${t.controlClass} NOT IN ('narcotic','psychotropic','toxic','radioactive','precursor')`,
    ),
    check('goods_stock_not_negative', sql`${t.stock} >= 0`),
    check('goods_price_positive', sql`${t.basePriceFen} > 0`),
    index('goods_category_ids_idx').using('gin', t.categoryIds),
    index('goods_top_default_idx')
      .on(t.categoryTopId, t.inStock.desc(), t.sortWeight.desc(), t.sales.desc(), t.id)
      .where(sql`${t.isListed}`),
    index('goods_leaf_default_idx')
      .on(t.categoryId, t.inStock.desc(), t.sortWeight.desc(), t.sales.desc(), t.id)
      .where(sql`${t.isListed}`),
    index('goods_mid_default_idx')
      .on(t.categoryMidId, t.inStock.desc(), t.sortWeight.desc(), t.sales.desc(), t.id)
      .where(sql`${t.isListed}`),
    index('goods_default_idx')
      .on(t.inStock.desc(), t.sortWeight.desc(), t.sales.desc(), t.id)
      .where(sql`${t.isListed}`),
    index('goods_zones_idx').using('gin', t.zones),
    index('goods_listed_sales_idx').on(t.sales.desc(), t.id),
    index('goods_brand_idx').on(t.brandId),
    index('goods_sccj_idx').on(t.sccj),
    // goods_name_idx, goods_sitemap_idx and goods_price_(asc|desc)_idx are in migration 0034, beside the search
    // functions: partial, some with included columns drizzle cannot declare.
  ],
);

/**
 * Units sold and not yet added to `goods.sales` (modules/catalogue/sales-rollup.ts adds them every minute). An
 * order used to add them itself, and `sales` is in five of the goods' indexes: every ordered line then rewrote
 * every index entry of its goods row. Neither key nor foreign key: an order appends here at the cost of a row
 * (its goods rows are locked by then; the roll-up drops rows of goods that no longer exist).
 */
export const goodsSalesPending = pgTable('goods_sales_pending', {
  goodsId: integer('goods_id').notNull(),
  n: integer('n').notNull(),
});

/**
 * One row per distinct drug name (kind 0) and per maker (kind 1) of the listed goods: what search suggests and
 * what a list's keyword filter matches (ADR 013). Kept by statement triggers on goods (migration 0034) in the
 * same transaction as the goods change; `sales` moves by the difference when goods' sales do. The row is
 * narrow on purpose: what is matched is indexed as expressions, never stored, so a walk reads few pages.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    kind: smallint('kind').notNull(),
    term: text('term').notNull(),
    initials: text('initials').notNull(),
    pinyin: text('pinyin').notNull(),
    /** Its listed goods, which a buyer finds; and its unlisted goods, which only the console's search finds. */
    goods: integer('goods').notNull(),
    unlisted: integer('unlisted').notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    /** The term's best-selling listed goods, which a suggestion links to, and its maker (null: none is listed). */
    bestGoodsId: integer('best_goods_id'),
    bestSccj: text('best_sccj'),
  },
  // Its other indexes are in migration 0034, beside the functions they index (drizzle cannot declare them):
  // GIN on search_grams(lower(term), initials, pinyin) and on search_prefixes(…), and the rank order
  // (kind, sales desc, length(term), term) including what a suggestion shows, read index-only.
  (t) => [primaryKey({ columns: [t.kind, t.term] })],
);

/** Banners and ads by position (home carousel, zone banners, login page, ...). */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    url: text('url').notNull().default(''),
    goodsId: integer('goods_id'),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('ads_position_idx').on(t.position, t.sort)],
);

/** Flash sales (秒杀): a price, its own stock and a per-buyer limit inside a time window. */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull(),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('flash_sales_window_idx').on(t.startsAt, t.endsAt),
    check('flash_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * The gate of a flash sale: units still free to claim. An order claims its flash units here with one
 * conditional UPDATE in its own statement before its transaction, so a sold-out rush is refused at once
 * instead of queueing on the flash-sale row; flash_sales.stock stays the truth the transaction takes from.
 * A trigger creates the gate with the sale and adds every raise of the sale's stock (a cancel, an operator).
 */
export const flashSaleGates = pgTable(
  'flash_sale_gates',
  {
    saleId: integer('sale_id')
      .primaryKey()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    free: integer('free').notNull(),
  },
  (t) => [check('flash_gate_not_negative', sql`${t.free} >= 0`)],
);

/** Daily special price (每日特价) of one goods on one day. */
export const dailySpecials = pgTable(
  'daily_specials',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    day: date('day').notNull(),
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [uniqueIndex('daily_specials_day_goods_key').on(t.day, t.goodsId)],
);

/** Controlled-sales groups (控销): a buyer applies to a group to see and buy its goods. */
export const kxGroups = pgTable('kx_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const kxApplies = pgTable(
  'kx_applies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => kxGroups.id),
    type: smallint('type').notNull().default(1),
    /** 'pending' | 'approved' | 'rejected' */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kx_applies_user_group_key').on(t.userId, t.groupId)],
);

/** Quality-inspection reports (质检报告) of a goods' batches, a PDF each, looked up by goods or batch number. */
export const qcReports = pgTable(
  'qc_reports',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batchNumber: text('batch_number').notNull(),
    reportNo: text('report_no').notNull(),
    /** Who inspected (the maker's QC department or a testing institute) and when. */
    inspector: text('inspector').notNull().default(''),
    inspectedOn: date('inspected_on').notNull(),
    conclusion: text('conclusion').notNull().default('合格'),
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('qc_reports_goods_batch_key').on(t.goodsId, t.batchNumber),
    index('qc_reports_batch_idx').on(t.batchNumber),
  ],
);
