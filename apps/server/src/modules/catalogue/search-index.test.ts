import { describe, expect, it, vi } from 'vitest';
import { loadSearchKeys, searchKeys } from './search-keys.ts';
import { buildEntries, rankMatches, SearchIndex, type GoodsKeys } from './search-index.ts';

await loadSearchKeys();

const goods = (id: number, name: string, sccj: string, sales: number): GoodsKeys => {
  const n = searchKeys(name);
  const m = searchKeys(sccj);
  return {
    id,
    name,
    sccj,
    sales,
    nameInitials: n.initials,
    namePinyin: n.pinyin,
    sccjInitials: m.initials,
    sccjPinyin: m.pinyin,
  };
};

const catalogue = [
  goods(1, '感冒灵颗粒', '华润三九医药股份有限公司', 900),
  goods(2, '感冒灵颗粒', '广东三九脑科制药', 100),
  goods(3, '复方感冒灵片', '广州白云山制药', 5000),
  goods(4, '小儿感冒颗粒', '华润三九医药股份有限公司', 300),
  goods(5, '板蓝根颗粒', '广州白云山和记黄埔中药有限公司', 2000),
  goods(6, '重感灵片', '重庆太极实业', 50),
  goods(7, '100%纯棉_纱布', '稳健医疗用品股份有限公司', 10),
];

describe('pinyin keys', () => {
  it.each([
    ['感冒灵颗粒', 'gmlkl', 'ganmaolingkeli'],
    ['华润三九医药股份有限公司', 'hrsjyygfyxgs', 'huarunsanjiuyiyaogufenyouxiangongsi'],
    ['999感冒灵颗粒', '999gmlkl', '999ganmaolingkeli'],
    ['重庆太极实业', 'cqtjsy', 'chongqingtaijishiye'],
    ['维生素C片', 'wsscp', 'weishengsucpian'],
  ])('%s → %s / %s', (text, initials, full) => expect(searchKeys(text)).toEqual({ initials, pinyin: full }));
});

describe('suggestion ranking', () => {
  const { drugs, makers } = buildEntries(catalogue);

  it('finds a drug by its pinyin initials', () => {
    expect(rankMatches(drugs, 'gml')[0]!.name).toBe('感冒灵颗粒');
    expect(rankMatches(drugs, 'gmlkl').map((s) => s.name)).toEqual(['感冒灵颗粒']);
  });

  it('forgives one mistyped initial in 4+ letters, below every exact match', () => {
    expect(rankMatches(drugs, 'gmly').map((s) => s.name)).toEqual(['感冒灵颗粒', '复方感冒灵片']);
    expect(rankMatches(drugs, 'gml').map((s) => s.name)).toEqual(['感冒灵颗粒', '复方感冒灵片']);
    expect(rankMatches(drugs, 'gmy')).toEqual([]);
  });

  it('offers each name once, represented by its best-selling goods', () => {
    const hits = rankMatches(drugs, '感冒灵');
    expect(hits.filter((s) => s.name === '感冒灵颗粒')).toEqual([
      { id: 1, name: '感冒灵颗粒', sccj: '华润三九医药股份有限公司' },
    ]);
  });

  it('ranks names that start with the keyword above names that only contain it, then by sales', () => {
    expect(rankMatches(drugs, '感冒').map((s) => s.name)).toEqual(['感冒灵颗粒', '复方感冒灵片', '小儿感冒颗粒']);
  });

  it('matches full pinyin and Chinese substrings', () => {
    expect(rankMatches(drugs, 'banlangen').map((s) => s.name)).toEqual(['板蓝根颗粒']);
    expect(rankMatches(drugs, '颗粒').map((s) => s.name)).toEqual(['板蓝根颗粒', '感冒灵颗粒', '小儿感冒颗粒']);
  });

  it('uses the right reading of heteronyms (重庆 cq, 重感 zg)', () => {
    expect(rankMatches(makers, 'cqtj').map((s) => s.name)).toEqual(['重庆太极实业']);
    expect(rankMatches(drugs, 'zgl').map((s) => s.name)).toEqual(['重感灵片']);
  });

  it('finds manufacturers by initials, one suggestion per maker', () => {
    expect(rankMatches(makers, 'hrsj')).toEqual([
      { id: 1, name: '华润三九医药股份有限公司', sccj: '华润三九医药股份有限公司' },
    ]);
  });

  it('treats % and _ as plain characters', () => {
    expect(rankMatches(drugs, '%纯棉_').map((s) => s.name)).toEqual(['100%纯棉_纱布']);
    expect(rankMatches(drugs, '_')).toHaveLength(1);
  });

  it('returns at most 10 and nothing for an empty keyword', () => {
    const many = buildEntries(Array.from({ length: 30 }, (_, i) => goods(i + 1, `测试片${i}`, '厂家', i))).drugs;
    expect(rankMatches(many, '片')).toHaveLength(10);
    expect(rankMatches(many, '片')[0]!.name).toBe('测试片29');
    expect(rankMatches(many, '  ')).toEqual([]);
  });
});

describe('the in-memory index', () => {
  it('reloads when the catalogue version moves, and not before', async () => {
    let version = 1;
    let rows = [catalogue[0]!];
    const load = vi.fn(async () => rows);
    const index = new SearchIndex(load, async () => version, 0);
    expect((await index.suggest('gml', 0)).map((s) => s.name)).toEqual(['感冒灵颗粒']);
    await index.suggest('gml', 0);
    expect(load).toHaveBeenCalledTimes(1);
    version = 2;
    rows = [catalogue[4]!];
    await index.suggest('bl', 0);
    await vi.waitFor(async () => expect((await index.suggest('blg', 0)).map((s) => s.name)).toEqual(['板蓝根颗粒']));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
