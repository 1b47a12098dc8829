import { describe, expect, it } from 'vitest';
import type { Region } from '@store/shared/api/address';
import { codePathOf, regionNames, toCascaderOptions } from './region-options.ts';

const tree: Region[] = [
  {
    code: '330000',
    name: '浙江省',
    children: [
      {
        code: '330100',
        name: '杭州市',
        children: [
          { code: '330106', name: '西湖区' },
          { code: '330108', name: '滨江区' },
        ],
      },
    ],
  },
  {
    code: '110000',
    name: '北京市',
    children: [{ code: '110100', name: '市辖区', children: [{ code: '110105', name: '朝阳区', children: [] }] }],
  },
];

describe('region cascader options', () => {
  it('map code to value and name to label at every level, without empty children', () => {
    const options = toCascaderOptions(tree);
    expect(options[0]).toEqual({
      value: '330000',
      label: '浙江省',
      children: [
        {
          value: '330100',
          label: '杭州市',
          children: [
            { value: '330106', label: '西湖区' },
            { value: '330108', label: '滨江区' },
          ],
        },
      ],
    });
    expect(options[1]!.children?.[0]!.children?.[0]).toEqual({ value: '110105', label: '朝阳区' });
  });

  it.each([
    [['330000', '330100', '330108'], '浙江省 杭州市 滨江区'],
    [['110000', '110100', '110105'], '北京市 市辖区 朝阳区'],
    [['330000'], '浙江省'],
    [[], ''],
    [['330000', '999999'], ''],
    [['330100'], ''],
  ])('names of %j are "%s"', (codes, names) => {
    expect(regionNames(tree, codes)).toBe(names);
  });

  it.each([
    ['330106', ['330000', '330100', '330106']],
    ['110105', ['110000', '110100', '110105']],
    ['330100', ['330000', '330100']],
    ['123456', []],
  ])('the path down to %s is %j', (code, path) => {
    expect(codePathOf(tree, code)).toEqual(path);
  });
});
