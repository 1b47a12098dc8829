import { describe, expect, it } from 'vitest';
import { GOODS_SEED } from './catalogue-data.ts';
import { activeIngredient, packageInsertFor } from './package-insert.ts';
import { CATEGORY_TEXT } from './package-insert-texts.ts';
import { DEVICE_TEXT, HERB_TEXT } from './product-notes-texts.ts';

const titles = (name: string) => packageInsertFor(GOODS_SEED.find((g) => g.name === name)!).map((s) => s.title);

describe('demo package inserts', () => {
  it('writes a drug insert with its own spec, approval number and maker', () => {
    const seed = GOODS_SEED.find((g) => g.name === '布洛芬缓释胶囊')!;
    const insert = Object.fromEntries(packageInsertFor(seed).map((s) => [s.title, s.body]));
    expect(Object.keys(insert)).toEqual(
      expect.arrayContaining(['药品名称', '成份', '性状', '适应症', '规格', '用法用量', '不良反应', '禁忌']),
    );
    expect(insert['药品名称']).toContain('Bu Luo Fen Huan Shi Jiao Nang');
    expect(insert['成份']).toBe('本品主要成份为布洛芬。辅料详见包装。');
    expect(insert['规格']).toBe(seed.ypgg);
    expect(insert['批准文号']).toBe(seed.approvalNumber);
    expect(insert['生产企业']).toContain(seed.sccj);
  });

  it('gives Chinese patent medicines 功能主治, devices a 产品说明 and herbal pieces a label', () => {
    expect(titles('感冒灵颗粒')).toContain('功能主治');
    expect(titles('医用外科口罩')).toEqual(expect.arrayContaining(['产品名称', '适用范围', '使用方法']));
    expect(titles('医用外科口罩')).not.toContain('药品名称');
    expect(titles('黄芪')).toEqual(expect.arrayContaining(['性味与归经', '功能主治', '执行标准']));
    expect(titles('汤臣倍健鱼油软胶囊')).toContain('保健功能');
  });

  it('fills every demo goods with non-empty sections and knows every category of the catalogue', () => {
    for (const seed of GOODS_SEED) {
      const insert = packageInsertFor(seed);
      expect(insert.length, seed.name).toBeGreaterThan(5);
      for (const s of insert) expect(s.body.trim(), `${seed.name} ${s.title}`).not.toBe('');
      const table = seed.drugClass === 'device' ? DEVICE_TEXT : seed.drugClass === 'herbal_pieces' ? HERB_TEXT : null;
      if (table) expect(table[seed.category], seed.category).toBeDefined();
      else if (seed.drugClass !== 'health') expect(CATEGORY_TEXT[seed.category], seed.category).toBeDefined();
    }
  });

  it('reads the active ingredient off the name', () => {
    expect(activeIngredient('阿莫西林胶囊')).toBe('阿莫西林');
    expect(activeIngredient('奥美拉唑肠溶胶囊')).toBe('奥美拉唑');
    expect(activeIngredient('盐酸氨溴索口服溶液')).toBe('盐酸氨溴索');
  });
});
