import type { pinyin as toPinyin } from 'pinyin-pro';

/**
 * pinyin-pro and its dictionary (~0.5 MB of the server's bundle) load on first use: only a goods write and a
 * quick-buy match need them, and every start compiled them before its first answer. Those paths await this
 * before their first `searchKeys`.
 */
let pinyin: typeof toPinyin | undefined;
let loading: Promise<void> | undefined;
export const loadSearchKeys = (): Promise<void> =>
  (loading ??= import('pinyin-pro').then((module) => {
    pinyin = module.pinyin;
  }));

/**
 * Pinyin keys computed at write time and stored with the goods, so 'gmly' finds 感冒灵颗粒 and
 * 'hrsj' finds 华润三九. Non-Chinese characters are kept as they are (999感冒灵 → 999gml).
 */
export function searchKeys(text: string): { initials: string; pinyin: string } {
  if (!pinyin) throw new Error('searchKeys before loadSearchKeys()');
  const options = { toneType: 'none', separator: '', nonZh: 'consecutive' } as const;
  return {
    initials: pinyin(text, { ...options, pattern: 'first' }).toLowerCase(),
    pinyin: pinyin(text, options).toLowerCase(),
  };
}
