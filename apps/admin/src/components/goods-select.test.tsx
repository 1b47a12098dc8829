import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GoodsOption } from '../lib/use-goods-lookup.ts';
import { goodsOptions } from './goods-options.ts';
import { GoodsSelect, type GoodsSelectProps } from './goods-select.tsx';

const goods = (id: number, name: string, is_listed: 0 | 1 = 1): GoodsOption => ({
  id,
  name,
  ypgg: '10g*9袋',
  sccj: '华润三九',
  base_price: 12.5,
  is_listed,
});

describe('goodsOptions', () => {
  it('offers what the search found, with spec, maker and price', () => {
    expect(goodsOptions([goods(1, '感冒灵颗粒')], [], new Map())).toEqual([
      { value: 1, label: '感冒灵颗粒 10g*9袋 · 华润三九 · ¥12.50' },
    ]);
  });

  it('says an unlisted goods is taken off sale', () => {
    expect(goodsOptions([goods(2, '板蓝根', 0)], [], new Map())[0]!.label).toContain('（已下架）');
  });

  it('keeps a chosen goods the next search did not find, by the name it was picked with', () => {
    const options = goodsOptions([goods(1, '感冒灵颗粒')], [7, 1], new Map([[7, '复方板蓝根颗粒 10g*20袋']]));
    expect(options.map((o) => o.label)).toEqual(['复方板蓝根颗粒 10g*20袋', '感冒灵颗粒 10g*9袋 · 华润三九 · ¥12.50']);
  });

  it('names a chosen goods it never saw by its number', () => {
    expect(goodsOptions([], [9], new Map())).toEqual([{ value: 9, label: '商品 #9' }]);
  });

  it('offers the goods already in a list but does not let them be picked again', () => {
    const options = goodsOptions([goods(1, '感冒灵颗粒'), goods(2, '板蓝根')], [], new Map(), new Set([2]));
    expect(options.map((o) => o.disabled ?? false)).toEqual([false, true]);
  });
});

const render = (props: GoodsSelectProps) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <GoodsSelect {...props} />
    </QueryClientProvider>,
  );

describe('GoodsSelect', () => {
  const known = [{ id: 3, name: '连花清瘟胶囊', ypgg: '0.35g*24粒', sccj: '以岭药业' }];

  it('shows the goods a form opened with by name before anything is searched (one goods)', () => {
    const html = render({ label: '套餐商品', value: 3, known });
    expect(html).toContain('连花清瘟胶囊 0.35g*24粒 · 以岭药业');
    expect(html).toContain('aria-label="套餐商品"');
  });

  it('shows each chosen goods as a tag (several goods)', () => {
    const html = render({ mode: 'multiple', label: '排除商品', value: [3, 4], known });
    expect(html).toContain('连花清瘟胶囊 0.35g*24粒 · 以岭药业');
    expect(html).toContain('商品 #4');
    expect(html).toContain('ant-select-multiple');
  });

  it('stays empty after a pick when its value is null (a picker that adds rows elsewhere)', () => {
    const html = render({ label: '添加活动商品', value: null, placeholder: '搜索商品', known });
    expect(html).toContain('搜索商品');
    expect(html).not.toContain('连花清瘟胶囊');
  });
});
