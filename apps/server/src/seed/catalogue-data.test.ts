import { describe, expect, it } from 'vitest';
import { BRAND_NAMES, GOODS_SEED } from './catalogue-data.ts';

const CATEGORIES = [
  '感冒用药',
  '解热镇痛',
  '抗生素类',
  '消化系统',
  '心脑血管',
  '呼吸系统',
  '清热解毒',
  '补益安神',
  '止咳化痰',
  '妇科用药',
  '根茎类',
  '花叶类',
  '果实种子类',
  '滋补类',
  '防护用品',
  '检测仪器',
  '康复辅具',
  '医用敷料',
  '维生素',
  '矿物质',
  '营养补充',
  '避孕套',
  '早孕检测',
  '皮肤用药',
  '眼耳鼻喉',
  '口腔护理',
  '创可贴',
  '消毒用品',
  '体温计',
];
const MUST_INCLUDE = [
  '感冒灵颗粒',
  '阿莫西林胶囊',
  '布洛芬缓释胶囊',
  '板蓝根颗粒',
  '连花清瘟胶囊',
  '藿香正气水',
  '云南白药气雾剂',
  '医用外科口罩',
  '电子血压计',
];
const FORBIDDEN = [
  '地西泮',
  '艾司唑仑',
  '阿普唑仑',
  '三唑仑',
  '曲马多',
  '吗啡',
  '可待因',
  '氯胺酮',
  '芬太尼',
  '哌替啶',
  '罂粟',
  '右美沙芬',
  '复方甘草',
];
const DRUG_APPROVAL = /^国药准字[HZSJB]\d{8}$/;
const HEALTH_APPROVAL = /^(国食健注G\d{8}|国食健字G\d{8}|卫食健字\(\d{4}\)第\d{4}号|食健备G\d{12})$/;

describe('demo catalogue data', () => {
  it('has at least 520 entries', () => {
    expect(GOODS_SEED.length).toBeGreaterThanOrEqual(520);
  });

  it('puts every entry in a known category and at least 8 in each', () => {
    const counts = new Map<string, number>();
    for (const seed of GOODS_SEED) {
      expect(CATEGORIES, seed.name).toContain(seed.category);
      counts.set(seed.category, (counts.get(seed.category) ?? 0) + 1);
    }
    for (const category of CATEGORIES) expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(8);
  });

  it('prices wholesale below retail, both positive integers in fen', () => {
    for (const { name, basePriceFen, retailPriceFen } of GOODS_SEED) {
      expect(Number.isInteger(basePriceFen) && basePriceFen > 0, name).toBe(true);
      expect(Number.isInteger(retailPriceFen) && retailPriceFen > 0, name).toBe(true);
      expect(basePriceFen, name).toBeLessThan(retailPriceFen);
    }
  });

  it('has pack sizes where the large package is a multiple of the medium one', () => {
    for (const { name, middlePackage, largePackage } of GOODS_SEED) {
      expect(Number.isInteger(middlePackage) && middlePackage >= 1, name).toBe(true);
      expect(largePackage % middlePackage, name).toBe(0);
    }
  });

  it('has approval numbers and prescription classes that match the drug class', () => {
    for (const seed of GOODS_SEED) {
      const label = `${seed.name} ${seed.sccj} ${seed.approvalNumber}`;
      switch (seed.drugClass) {
        case 'ordinary':
        case 'chinese_patent':
          expect(seed.approvalNumber, label).toMatch(DRUG_APPROVAL);
          expect(['OTC甲', 'OTC乙', 'Rx'], label).toContain(seed.prescriptionClass);
          break;
        case 'device':
          if (seed.approvalNumber !== '') expect(seed.approvalNumber, label).toMatch(/械/);
          expect(seed.prescriptionClass, label).toBe('');
          break;
        case 'herbal_pieces':
          expect(seed.approvalNumber, label).toBe('');
          expect(seed.prescriptionClass, label).toBe('');
          break;
        case 'health':
          expect(seed.approvalNumber, label).toMatch(HEALTH_APPROVAL);
          expect(seed.prescriptionClass, label).toBe('');
          break;
      }
    }
  });

  it('gives one approval number to one product only', () => {
    const owner = new Map<string, string>();
    for (const { approvalNumber, name, sccj } of GOODS_SEED) {
      if (!approvalNumber) continue;
      const product = `${name.replace(/^999/, '')}|${sccj}`;
      expect(owner.get(approvalNumber) ?? product, approvalNumber).toBe(product);
      owner.set(approvalNumber, product);
    }
  });

  it('never lists narcotic, psychotropic or precursor-chemical drugs', () => {
    for (const { name } of GOODS_SEED) {
      for (const word of FORBIDDEN) expect(name, name).not.toContain(word);
      if (name.includes('麻黄碱')) expect(name, name).toMatch(/伪麻黄碱/);
    }
  });

  it('has unique (name, manufacturer, specification) triples', () => {
    const keys = GOODS_SEED.map((seed) => `${seed.name}|${seed.sccj}|${seed.ypgg}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses only the known brands and fills every text field', () => {
    for (const seed of GOODS_SEED) {
      if (seed.brand !== '') expect(BRAND_NAMES as readonly string[], seed.name).toContain(seed.brand);
      for (const field of ['name', 'sccj', 'ypgg', 'bzdw', 'dosageForm'] as const)
        expect(seed[field].trim(), `${seed.name} ${field}`).not.toBe('');
    }
  });

  it('includes the products the spec names', () => {
    const names = new Set(GOODS_SEED.map((seed) => seed.name));
    for (const name of MUST_INCLUDE) expect(names.has(name), name).toBe(true);
    expect(GOODS_SEED.some((s) => s.name === '感冒灵颗粒' && s.sccj === '华润三九医药股份有限公司')).toBe(true);
    expect(GOODS_SEED.some((s) => s.name === '连花清瘟胶囊' && s.sccj === '石家庄以岭药业股份有限公司')).toBe(true);
  });

  it('offers several manufacturers for the common generics', () => {
    const makers = (name: string) => new Set(GOODS_SEED.filter((s) => s.name === name).map((s) => s.sccj)).size;
    expect(makers('阿莫西林胶囊')).toBeGreaterThanOrEqual(3);
    expect(makers('布洛芬缓释胶囊')).toBeGreaterThanOrEqual(3);
    expect(makers('板蓝根颗粒')).toBeGreaterThanOrEqual(2);
  });
});
