// @pglite: search lives in the database (search_terms, its grams and its triggers)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { goods, searchTerms } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { Db } from '../../db/client.ts';
import { insertGoods, type NewGoods } from './write.ts';
import { rollUpSales } from './sales-rollup.ts';
import { goodsCountOf } from './search.ts';
import { SuggestionWindows, suggest } from './suggest.ts';
import { listGoods } from './list-query.ts';

const item = (name: string, sccj: string, sales: number): NewGoods => ({
  name,
  sccj,
  sales,
  ypgg: '10袋',
  bzdw: '盒',
  basePriceFen: 1000,
  stock: 10,
  isListed: true,
});

const catalogue = [
  item('感冒灵颗粒', '华润三九医药股份有限公司', 900),
  item('感冒灵颗粒', '广东三九脑科制药', 100),
  item('复方感冒灵片', '广州白云山制药', 5000),
  item('小儿感冒颗粒', '华润三九医药股份有限公司', 300),
  item('板蓝根颗粒', '广州白云山和记黄埔中药有限公司', 2000),
  item('重感灵片', '重庆太极实业', 50),
  item('100%纯棉_纱布', '稳健医疗用品股份有限公司', 10),
];

describe('search in the database: suggestions, counts and the terms the triggers keep', () => {
  let t: TestApp;
  let db: Db;
  let ids: number[];
  const names = async (keyword: string, kind: 0 | 1 = 0) => (await suggest(db, keyword, kind)).map((s) => s.name);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    // Only this file's goods are listed: the demo catalogue's terms leave with its listing (the update trigger).
    await db.update(goods).set({ isListed: false });
    ids = await insertGoods(db, catalogue);
  });
  afterAll(() => t.close());

  it('delisting goods leaves their terms to the console alone; inserting goods adds theirs', async () => {
    const terms = await db
      .select({
        kind: searchTerms.kind,
        term: searchTerms.term,
        goods: searchTerms.goods,
        best: searchTerms.bestGoodsId,
      })
      .from(searchTerms);
    const listed = terms.filter((r) => r.goods > 0);
    expect(
      listed
        .filter((r) => r.kind === 0)
        .map((r) => r.term)
        .sort(),
    ).toEqual([...new Set(catalogue.map((g) => g.name))].sort());
    expect(listed.filter((r) => r.kind === 1)).toHaveLength(6);
    // The demo catalogue's terms stay, for its unlisted goods: no best goods, so no buyer is offered them.
    const [demo] = await db
      .select({ goods: searchTerms.goods, unlisted: searchTerms.unlisted, best: searchTerms.bestGoodsId })
      .from(searchTerms)
      .where(eq(searchTerms.term, '阿莫西林胶囊'));
    expect(demo).toMatchObject({ goods: 0, best: null });
    expect(demo!.unlisted).toBeGreaterThan(0);
    expect(terms.filter((r) => r.goods === 0).every((r) => r.best === null)).toBe(true);
    expect(await names('阿莫西林')).toEqual([]);
  });

  it('finds a drug by its pinyin initials', async () => {
    expect((await names('gml'))[0]).toBe('感冒灵颗粒');
    expect(await names('gmlkl')).toEqual(['感冒灵颗粒']);
  });

  it('forgives one mistyped initial in 4+ letters, below every exact match', async () => {
    expect(await names('gmly')).toEqual(['感冒灵颗粒', '复方感冒灵片']);
    expect(await names('gml')).toEqual(['感冒灵颗粒', '复方感冒灵片']);
    expect(await names('gmy')).toEqual([]);
  });

  it('offers each name once, represented by its best-selling goods', async () => {
    const hits = await suggest(db, '感冒灵', 0);
    expect(hits.filter((s) => s.name === '感冒灵颗粒')).toEqual([
      { id: ids[0], name: '感冒灵颗粒', sccj: '华润三九医药股份有限公司' },
    ]);
  });

  it('ranks names that start with the keyword above names that only contain it, then by sales', async () => {
    expect(await names('感冒')).toEqual(['感冒灵颗粒', '复方感冒灵片', '小儿感冒颗粒']);
    expect(await names('感')).toEqual(['感冒灵颗粒', '复方感冒灵片', '小儿感冒颗粒', '重感灵片']);
  });

  it('matches full pinyin and Chinese substrings of any length', async () => {
    expect(await names('banlangen')).toEqual(['板蓝根颗粒']);
    expect(await names('anlan')).toEqual(['板蓝根颗粒']);
    expect(await names('颗粒')).toEqual(['板蓝根颗粒', '感冒灵颗粒', '小儿感冒颗粒']);
    expect(await names('儿感冒颗')).toEqual(['小儿感冒颗粒']);
    expect(await names('蓝根颗粒x')).toEqual([]);
  });

  it('uses the right reading of heteronyms (重庆 cq, 重感 zg)', async () => {
    expect(await names('cqtj', 1)).toEqual(['重庆太极实业']);
    expect(await names('zgl')).toEqual(['重感灵片']);
  });

  it('finds manufacturers by initials, one suggestion per maker, and counts their goods', async () => {
    expect(await suggest(db, 'hrsj', 1)).toEqual([
      { id: ids[0], name: '华润三九医药股份有限公司', sccj: '华润三九医药股份有限公司' },
    ]);
    expect(await goodsCountOf(db, 1, '三九')).toBe(3);
    expect(await goodsCountOf(db, 0, '感冒灵')).toBe(3);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await names('%纯棉_')).toEqual(['100%纯棉_纱布']);
    expect(await names('_')).toEqual(['100%纯棉_纱布']);
  });

  it('returns at most 10, best-selling first, and nothing for an empty keyword', async () => {
    const many = await insertGoods(
      db,
      Array.from({ length: 30 }, (_, i) => item(`测试片${i}`, '测试厂家', i)),
    );
    expect(await names('测试片')).toHaveLength(10);
    expect((await names('测试片'))[0]).toBe('测试片29');
    expect(await names('  ')).toEqual([]);
    await db.delete(goods).where(inArray(goods.id, many));
    expect(await names('测试片')).toEqual([]);
  });

  it('follows renames and sales: a term moves with its goods in the same transaction', async () => {
    await db.update(goods).set({ name: '板蓝根冲剂' }).where(eq(goods.id, ids[4]!));
    expect(await names('板蓝根')).toEqual(['板蓝根冲剂']);
    await db.execute(sql`insert into goods_sales_pending (goods_id, n) values (${ids[5]!}, 10000)`);
    await rollUpSales(db);
    expect((await names('灵'))[0]).toBe('重感灵片');
    const [term] = await db.select().from(searchTerms).where(eq(searchTerms.term, '重庆太极实业'));
    expect(term?.sales).toBe(10050);
  });

  it('keeps the window of best-selling terms per process for its time, then reads it again', async () => {
    let clock = 0;
    const windows = new SuggestionWindows(db, 1_000, () => clock);
    const first = windows.of(0);
    expect(windows.of(0)).toBe(first); // one read shared by the requests meanwhile
    expect((await suggest(db, '窗口测试', 0, windows)).map((s) => s.name)).toEqual([]);
    const [id] = await insertGoods(db, [item('窗口测试胶囊', '测试厂家', 1_000_000)]);
    // A new best-selling term enters the kept window when it is read again, at most its time later (a keyword
    // with few matches in the window is looked up through the grams meanwhile, so it is suggested at once).
    clock = 999;
    expect((await windows.of(0)).some((t) => t.term === '窗口测试胶囊')).toBe(false);
    clock = 1_000;
    expect((await windows.of(0))[0]?.term).toBe('窗口测试胶囊');
    expect((await suggest(db, '窗口', 0, windows)).map((s) => s.name)).toEqual(['窗口测试胶囊']);
    await db.delete(goods).where(eq(goods.id, id!));
  });

  it('serves the goods list: keyword filter and its total come from the terms', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/goods/list?keywords=${encodeURIComponent('感冒灵')}` });
    const page = res.json().data as { total: number; data: { name: string }[]; maker_total?: number };
    expect(page.total).toBe(3);
    expect(page.data.map((g) => g.name).sort()).toEqual(['复方感冒灵片', '感冒灵颗粒', '感冒灵颗粒']);
    const makers = await t.inject({ method: 'GET', url: `/api/goods/list?type=1&keywords=hrsj` });
    expect(makers.json().data.total).toBe(2);
  });

  it('lists the same goods whether a page is walked or taken from the terms', async () => {
    // 颗 is in most of this catalogue's names (a walk); 纯棉 in one (the terms). Pages of 1 walk deeper than 20.
    for (const keywords of ['颗', '颗粒', 'kl', '感冒', 'gml', 'ganmao', '纯棉', '%纯棉_']) {
      const all = await listGoods(db, { keywords, type: 0, sort: 'default', page: 1, page_size: 100 });
      const paged = [];
      for (let page = 1; page <= all.total; page++)
        paged.push(...(await listGoods(db, { keywords, type: 0, sort: 'default', page, page_size: 1 })).rows);
      expect(
        paged.map((g) => g.id),
        keywords,
      ).toEqual(all.rows.map((g) => g.id));
      expect(all.rows.length, keywords).toBe(all.total);
    }
  });

  it('adds unsold goods to their terms as a recount would: counts, and the best goods only where there was none', async () => {
    const termsOf = async (terms: string[]) =>
      db.select().from(searchTerms).where(inArray(searchTerms.term, terms)).orderBy(searchTerms.kind, searchTerms.term);
    const touched = ['感冒灵颗粒', '阿莫西林胶囊', '新到货止咳糖浆', '华润三九医药股份有限公司', '首次入驻药业'];
    const before = await termsOf(touched);
    // Into a term with a best goods (感冒灵颗粒), one of unlisted goods only (阿莫西林胶囊), and new ones; listed and not.
    await insertGoods(db, [
      { ...item('感冒灵颗粒', '首次入驻药业', 0), isListed: false },
      item('感冒灵颗粒', '华润三九医药股份有限公司', 0),
      item('阿莫西林胶囊', '首次入驻药业', 0),
      item('新到货止咳糖浆', '首次入驻药业', 0),
    ]);
    await insertGoods(db, [{ ...item('新到货止咳糖浆', '首次入驻药业', 0), isListed: false }]);
    const added = await termsOf(touched);
    const was = before.find((r) => r.term === '感冒灵颗粒')!;
    expect(added.find((r) => r.term === '感冒灵颗粒')).toMatchObject({
      goods: was.goods + 1,
      unlisted: was.unlisted + 1,
      bestGoodsId: was.bestGoodsId,
    });
    expect(was.bestGoodsId).not.toBeNull();
    expect(before.find((r) => r.term === '阿莫西林胶囊')?.bestGoodsId).toBeNull();
    expect(added.find((r) => r.term === '阿莫西林胶囊')?.bestGoodsId).not.toBeNull();
    const list = sql`array[${sql.join(
      touched.map((term) => sql`${term}`),
      sql`, `,
    )}]::text[]`;
    await db.execute(sql`select refresh_search_terms(${list}, ${list})`);
    expect(await termsOf(touched)).toEqual(added);
    expect(added).toHaveLength(5);
  });

  it('counts a keyword’s goods exactly through `cap` names, and past them answers cap + 1 ("more")', async () => {
    // 感冒 is in three listed names: 感冒灵颗粒 (3 goods), 复方感冒灵片, 小儿感冒颗粒.
    expect(await goodsCountOf(db, 0, '感冒', { cap: 3 })).toBe(5);
    expect(await goodsCountOf(db, 0, '感冒', { cap: 2 })).toBe(3);
    expect(await goodsCountOf(db, 0, '感冒')).toBe(5);
  });
});
