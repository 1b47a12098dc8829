import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { LadderTier } from '../db/schema/catalogue.ts';
import { insertGoods, type NewGoods } from '../modules/catalogue/write.ts';
import { GOODS_SEED, type GoodsSeed } from './catalogue-data.ts';
import { packageInsertFor } from './package-insert.ts';
import { THIRD_LEVEL } from './demo-content.ts';
import { seededRandom, type Random } from './random.ts';

const TAGS = ['优', '秒', '满', '换购', '赠', '特', '新'];
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Category lookups: general-tree second levels by name, their third levels by name, and the zone trees
 * (yx, zy, qx) by `tree:leaf name`.
 */
export type CategoryIndex = {
  leaf: Map<string, { id: number; parentId: number }>;
  third: Map<string, { id: number; parentId: number }>;
  zoneLeaf: Map<string, { id: number; parentId: number }>;
};

export async function categoryIndex(tx: Tx): Promise<CategoryIndex> {
  const rows = await tx
    .select({ id: t.categories.id, name: t.categories.name, parentId: t.categories.parentId, tree: t.categories.tree })
    .from(t.categories);
  const tops = new Set(rows.filter((row) => row.parentId === null).map((row) => row.id));
  const leaf = new Map<string, { id: number; parentId: number }>();
  const third = new Map<string, { id: number; parentId: number }>();
  const zoneLeaf = new Map<string, { id: number; parentId: number }>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const at = { id: row.id, parentId: row.parentId };
    if (row.tree !== 'general') zoneLeaf.set(`${row.tree}:${row.name}`, at);
    else if (tops.has(row.parentId)) leaf.set(row.name, at);
    else third.set(row.name, at);
  }
  return { leaf, third, zoneLeaf };
}

/** The third-level category of a goods, by its second level and dosage form (demo-content.ts THIRD_LEVEL). */
function thirdLevelOf(seed: GoodsSeed, index: CategoryIndex) {
  const name = THIRD_LEVEL[seed.category]?.find((c) => c.forms.includes(seed.dosageForm))?.name;
  return name ? index.third.get(name) : undefined;
}

/** Which zone-tree leaf a goods also sits in (the 包邮, 中药 and 器械 menus), by its category and name. */
function zoneTreeLeaves(seed: GoodsSeed, freeShipping: boolean): string[] {
  const keys: string[] = [];
  if (freeShipping) {
    if (seed.category === '感冒用药') keys.push('yx:感冒用药');
    if (seed.category === '消化系统') keys.push('yx:肠胃用药');
    if (seed.name.includes('口罩')) keys.push('yx:口罩');
    if (seed.name.includes('血压计')) keys.push('yx:血压计');
  }
  if (seed.drugClass === 'herbal_pieces')
    keys.push(seed.category === '滋补类' ? 'zy:参类' : seed.category === '花叶类' ? 'zy:花叶类' : 'zy:根茎类');
  if (seed.drugClass === 'device') {
    const byName = [
      ['血压计', 'qx:血压计'],
      ['血糖', 'qx:血糖仪'],
      ['体温', 'qx:体温计'],
      ['口罩', 'qx:医用口罩'],
      ['注射', 'qx:注射器'],
    ];
    keys.push(byName.find(([word]) => seed.name.includes(word!))?.[1] ?? 'qx:敷料');
  }
  return keys;
}

/**
 * The production day a batch number starts with: 24 months before the expiry, or 36 when 24 would put it
 * in the future (a batch on sale was made, and inspected, before today).
 */
function madeOn(expiry: number, now: number): number {
  return expiry - (expiry - 730 * DAY > now - 14 * DAY ? 1095 : 730) * DAY;
}

function ladderFor(random: Random, basePriceFen: number, step: number): { tiers: LadderTier[]; type: number } {
  if (!random.chance(0.45)) return { tiers: [], type: 0 };
  const off = (pct: number) => Math.floor((basePriceFen * (100 - pct)) / 100);
  return random.chance(0.5)
    ? {
        type: 1,
        tiers: [
          { number: step * 4, priceFen: basePriceFen },
          { number: step * 19, priceFen: off(3) },
          { number: step * 99, priceFen: off(6) },
        ],
      }
    : {
        type: 0,
        tiers: [
          { number: step * 5, priceFen: off(3) },
          { number: step * 20, priceFen: off(6) },
        ],
      };
}

/** Turns one catalogue entry into a goods row with stock, ladder, tags, zones, batch and expiry. */
export function goodsRowFor(
  seed: GoodsSeed,
  index: number,
  random: Random,
  ctx: {
    categories: CategoryIndex;
    brandIds: Map<string, number>;
    kxGroupIds: number[];
    now: number;
    famous: Set<string>;
  },
): NewGoods {
  const category = ctx.categories.leaf.get(seed.category);
  const third = thirdLevelOf(seed, ctx.categories);
  const freeShipping = random.chance(0.18);
  const nearExpiry = random.chance(0.07);
  const controlled = seed.brand !== '' && random.chance(0.06);
  const zoneLeaves = zoneTreeLeaves(seed, freeShipping)
    .map((key) => ctx.categories.zoneLeaf.get(key))
    .filter((c) => c !== undefined);
  const zones = new Set<string>();
  if (freeShipping) zones.add('yx');
  if (seed.drugClass === 'device') zones.add('qxzq');
  if (seed.drugClass === 'herbal_pieces' || (seed.drugClass === 'chinese_patent' && random.chance(0.4)))
    zones.add('zyyp');
  if (nearExpiry) zones.add('jxqzc');
  if (random.chance(0.05)) zones.add('jmzq');
  if (seed.brand) zones.add('ppzq');
  if (controlled) zones.add('kxzq');
  if (random.chance(0.1)) zones.add('welfare');
  const step = seed.middlePackage;
  const ladder = ladderFor(random, seed.basePriceFen, step);
  const expiry = nearExpiry ? ctx.now + random.int(45, 170) * DAY : ctx.now + random.int(420, 1000) * DAY;
  const tagCount = random.chance(0.5) ? random.int(1, 2) : 0;
  const tags = [...new Set(Array.from({ length: tagCount }, () => TAGS[(index + random.int(0, 6)) % TAGS.length]!))]; // modulo the length: always a tag
  return {
    name: seed.name,
    sccj: seed.sccj,
    ypgg: seed.ypgg,
    bzdw: seed.bzdw,
    basePriceFen: seed.basePriceFen,
    retailPriceFen: seed.retailPriceFen,
    approvalNumber: seed.approvalNumber,
    instructions: packageInsertFor(seed),
    dosageForm: seed.dosageForm,
    prescriptionClass: seed.prescriptionClass,
    drugClass: seed.drugClass,
    middlePackage: seed.middlePackage,
    largePackage: seed.largePackage,
    stock: random.chance(0.08) ? 0 : random.int(5, 400) * step,
    isBuy: !random.chance(0.03),
    isYoux: random.chance(0.2),
    type: controlled ? 2 : 0,
    kxGroupId: controlled ? random.pick(ctx.kxGroupIds) : null,
    isFreeShipping: freeShipping,
    freeShippingNumber: freeShipping ? step * random.int(2, 5) : 0,
    ladderPrice: ladder.tiers,
    ladderPriceType: ladder.type,
    tags: nearExpiry ? ['特', ...tags.filter((tag) => tag !== '特')] : tags,
    batchNumber: `${isoDay(madeOn(expiry, ctx.now)).replace(/-/g, '')}${String(random.int(1, 99)).padStart(2, '0')}`,
    expiryDate: isoDay(expiry),
    sales: ctx.famous.has(seed.name) ? random.int(5000, 20000) : Math.floor(random.next() ** 3 * 5000),
    sortWeight: ctx.famous.has(seed.name) ? 100 : 0,
    brandId: seed.brand ? (ctx.brandIds.get(seed.brand) ?? null) : null,
    // The deepest general category it sits in; category_ids holds the whole path, which a middle level filters on.
    categoryId: third?.id ?? category?.id ?? null,
    categoryTopId: category?.parentId ?? null,
    categoryMidId: category?.id ?? null,
    categoryIds: [
      ...new Set(
        [category?.parentId, category?.id, third?.id, ...zoneLeaves.flatMap((c) => [c.parentId, c.id])].filter(
          (id): id is number => id !== undefined,
        ),
      ),
    ],
    zones: [...zones],
  };
}

export const FAMOUS = new Set([
  '感冒灵颗粒',
  '999感冒灵颗粒',
  '连花清瘟胶囊',
  '布洛芬缓释胶囊',
  '阿莫西林胶囊',
  '板蓝根颗粒',
  '藿香正气水',
  '云南白药气雾剂',
  '医用外科口罩',
  '电子血压计',
]);

/** The demo catalogue, its zones, flash sales, daily specials, controlled-sales groups and ads. */
export async function seedCatalogue(tx: Tx, now = Date.now()): Promise<number[]> {
  const random = seededRandom(20261123);
  const categories = await categoryIndex(tx);
  const brandRows = await tx.select({ id: t.brands.id, name: t.brands.name }).from(t.brands);
  const kxGroups = await tx
    .insert(t.kxGroups)
    .values([
      { name: '华润三九控销组', description: '华润三九核心品种区域控销，申请通过后可见价格并采购。', sort: 0 },
      { name: '以岭药业控销组', description: '以岭药业品种控销，限签约终端采购。', sort: 1 },
    ])
    .returning({ id: t.kxGroups.id });
  const ctx = {
    categories,
    brandIds: new Map(brandRows.map((b) => [b.name, b.id])),
    kxGroupIds: kxGroups.map((g) => g.id),
    now,
    famous: FAMOUS,
  };
  const ids = await insertGoods(
    tx,
    GOODS_SEED.map((seed, index) => goodsRowFor(seed, index, random, ctx)),
  );
  await tx.execute(
    sql`update goods set images = jsonb_build_array('/images/goods/' || id || '/1.svg', '/images/goods/' || id || '/2.svg', '/images/goods/' || id || '/3.svg')`,
  );
  await seedBatches(tx);
  await seedPromotions(tx, now);
  return ids;
}

/**
 * Goods in stock are batch-tracked: the goods' batch holds its units, and every third one also has a later
 * batch holding a third of them, so the warehouse's first-expiry-first-out has a choice to make.
 */
async function seedBatches(tx: Tx) {
  await tx.execute(sql`
    insert into stock_batches (goods_id, batch_number, production_date, expiry_date, quantity)
    select id, batch_number, expiry_date - 730, expiry_date, stock - case when id % 3 = 0 then stock / 3 else 0 end
      from goods where stock > 0
    union all
    select id, to_char(expiry_date + 200 - 730, 'YYYYMMDD') || '07', expiry_date + 200 - 730, expiry_date + 200, stock / 3
      from goods where stock > 0 and id % 3 = 0 and stock / 3 > 0`);
}

async function seedPromotions(tx: Tx, now: number) {
  const buyable = await tx
    .select({ id: t.goods.id, price: t.goods.basePriceFen, name: t.goods.name })
    .from(t.goods)
    .where(sql`${t.goods.stock} > 0 and ${t.goods.isBuy} and ${t.goods.type} = 0`)
    .orderBy(t.goods.id);
  const pickSome = (n: number, offset: number) =>
    Array.from({ length: n }, (_, i) => buyable[(offset + i * 37) % buyable.length]);
  const hour = 3_600_000;
  await tx.insert(t.flashSales).values(
    pickSome(8, 3).map((g, i) => ({
      goodsId: g!.id,
      priceFen: Math.floor((g!.price * 80) / 100),
      stock: 50 + i * 10,
      perBuyerLimit: 10,
      startsAt: new Date(now - hour),
      endsAt: new Date(now + (6 + i) * hour),
    })),
  );
  const specials = pickSome(12, 11);
  await tx.insert(t.dailySpecials).values(
    specials.map((g) => ({
      goodsId: g!.id,
      day: isoDay(now + 8 * hour),
      priceFen: Math.floor((g!.price * 85) / 100),
    })),
  );
  await tx.execute(
    sql`update goods set zones = array_append(zones, 'mrtj') where id in (${sql.join(
      specials.map((g) => sql`${g!.id}`),
      sql`, `,
    )}) and not ('mrtj' = any(zones))`,
  );
  const ads: (typeof t.ads.$inferInsert)[] = [
    { position: 'banner', title: '冬季流感用药备货季 感冒类满3000减150', url: '/list?category_id=1', sort: 0 },
    { position: 'banner', title: '连花清瘟 以岭药业品牌日 满额赠', url: '/ppzq', sort: 1 },
    { position: 'banner', title: '医用防护专场 口罩低至7折', url: '/qxzq', sort: 2 },
    { position: 'banner', title: '新人专享 首单包邮', url: '/yx', sort: 3 },
    { position: 'top', title: '全场满 800 元包邮', url: '/yx/rule' },
    { position: 'right', title: '每日特价 限时抢购', url: '/mrtj' },
    { position: 'xrtj', title: '新人推荐 精选爆款', url: '/list' },
    { position: 'new_kxzq', title: '控销新品上市', url: '/kxzq/new' },
    { position: 'kxzq', title: '控销专区 品种独家', url: '/kxzq' },
    { position: 'ppzq', title: '品牌专区 正品直供', url: '/ppzq' },
    { position: 'zyzq', title: '道地药材 中药饮片专区', url: '/zyyp' },
    { position: 'login', title: '医药采购 就上康宁', url: '/' },
    { position: 'yx', title: '包邮专区 满件包邮', url: '/yx' },
  ];
  const inserted = await tx.insert(t.ads).values(ads).returning({ id: t.ads.id });
  await tx.execute(
    sql`update ads set image = '/images/ads/' || id || '.svg' where id in (${sql.join(
      inserted.map((a) => sql`${a.id}`),
      sql`, `,
    )})`,
  );
}
