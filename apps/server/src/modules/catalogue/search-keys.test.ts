import { describe, expect, it } from 'vitest';
import { loadSearchKeys, searchKeys } from './search-keys.ts';

await loadSearchKeys();

describe('pinyin keys', () => {
  it.each([
    ['感冒灵颗粒', 'gmlkl', 'ganmaolingkeli'],
    ['华润三九医药股份有限公司', 'hrsjyygfyxgs', 'huarunsanjiuyiyaogufenyouxiangongsi'],
    ['999感冒灵颗粒', '999gmlkl', '999ganmaolingkeli'],
    ['重庆太极实业', 'cqtjsy', 'chongqingtaijishiye'],
    ['维生素C片', 'wsscp', 'weishengsucpian'],
  ])('%s → %s / %s', (text, initials, full) => expect(searchKeys(text)).toEqual({ initials, pinyin: full }));
});
