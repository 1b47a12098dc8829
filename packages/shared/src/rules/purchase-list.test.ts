import { describe, expect, it } from 'vitest';
import {
  HEADER_MISSING,
  importQuantity,
  mapHeader,
  normaliseApproval,
  normaliseHeader,
  normaliseSpec,
  parseQuantity,
  readPurchaseList,
} from './purchase-list.ts';

describe('reading a purchase list', () => {
  it.each([
    ['*数量(盒)', '数量'],
    [' 商品 名称 ', '商品名称'],
    ['规格：', '规格'],
    ['ＡＢＣ', 'abc'],
  ])('normalises the header %s to %s', (raw, expected) => expect(normaliseHeader(raw)).toBe(expected));

  it.each([
    [['批准文号', '数量'], { approval_number: 0, number: 1 }],
    [['通用名', '厂家', '包装规格', '采购数量'], { name: 0, sccj: 1, ypgg: 2, number: 3 }],
    [['品名', '生产企业', '规格', '数量'], { name: 0, sccj: 1, ypgg: 2, number: 3 }],
    [['商品名称', '生产厂家'], undefined],
    [['数量'], undefined],
  ])('maps the header %j', (cells, expected) => expect(mapHeader(cells)).toEqual(expected));

  it.each([
    ['12', 12],
    ['12.0', 12],
    ['１２', 12],
    ['12盒', 12],
    ['1.5', 2],
    [3, 3],
    ['', 0],
    ['abc', 0],
    ['-2', 0],
    ['0', 0],
    [1e9, 0],
    [99_999, 99_999],
    ['1e9', 1],
  ])('reads the quantity %j as %d', (raw, expected) => expect(parseQuantity(raw)).toBe(expected));

  it('compares specs and approval numbers as a pharmacist would', () => {
    expect(normaliseSpec('10g×9袋')).toBe(normaliseSpec('10gX9袋'));
    expect(normaliseSpec('10g * 9袋')).toBe('10g*9袋');
    expect(normaliseSpec('0.5ｇ×12粒')).toBe('0.5g*12粒');
    expect(normaliseApproval('国药准字 z44021940')).toBe('国药准字Z44021940');
  });

  it('finds the header under a title line, skips blank lines and numbers lines as in the file', () => {
    const result = readPurchaseList(
      [
        ['康宁大药房采购单'],
        ['品名', '厂家', '规格', '数量'],
        ['感冒灵颗粒', '华润三九', '10g*9袋', '20'],
        ['', '', '', ''],
        ['板蓝根颗粒', '', '', '5'],
      ],
      500,
    );
    expect(result).toEqual({
      rows: [
        { line: 3, approval_number: '', name: '感冒灵颗粒', sccj: '华润三九', ypgg: '10g*9袋', requested: 20 },
        { line: 5, approval_number: '', name: '板蓝根颗粒', sccj: '', ypgg: '', requested: 5 },
      ],
    });
  });

  it('refuses a list without a usable header, an empty one and one over the row limit', () => {
    expect(
      readPurchaseList(
        [
          ['a', 'b'],
          ['1', '2'],
        ],
        500,
      ),
    ).toEqual({ error: HEADER_MISSING });
    expect(readPurchaseList([['批准文号', '数量']], 500)).toEqual({ error: '采购单中没有商品行' });
    expect(
      readPurchaseList(
        [
          ['批准文号', '数量'],
          ['A', 1],
          ['B', 2],
          ['C', 3],
        ],
        2,
      ),
    ).toEqual({ error: '采购单最多 2 行，请分批导入' });
  });
});

describe('the quantity an imported line orders', () => {
  const goods = { middle_package: 10, is_free_shipping: 0 as const, free_shipping_number: 0, number: 500, bzdw: '盒' };
  it.each([
    [20, 20, ''],
    [21, 30, '按中包装 10盒 向上取整：21 → 30盒'],
    [3, 10, '起订量 10盒：3 → 10盒'],
    [0, 10, '数量未填写或无效，已按起订量 10盒 填入'],
    [999, 500, '库存不足，已调整为库存可供的 500盒'],
  ])('asks %d, orders %d', (requested, number, note) =>
    expect(importQuantity(goods, requested)).toEqual({ number, note }),
  );

  it('rounds the free-shipping minimum up to whole medium packages', () => {
    expect(importQuantity({ ...goods, is_free_shipping: 1, free_shipping_number: 25 }, 5)).toEqual({
      number: 30,
      note: '起订量 30盒：5 → 30盒',
    });
  });

  it('orders nothing when the stock is below the minimum', () => {
    expect(importQuantity({ ...goods, number: 9 }, 10)).toEqual({ number: 0, note: '库存不足，当前库存 9盒' });
  });
});
