import { pinyin } from 'pinyin-pro';

/**
 * Pinyin keys computed at write time and stored with the goods, so 'gmly' finds 感冒灵颗粒 and
 * 'hrsj' finds 华润三九. Non-Chinese characters are kept as they are (999感冒灵 → 999gml).
 */
export function searchKeys(text: string): { initials: string; pinyin: string } {
  const options = { toneType: 'none', separator: '', nonZh: 'consecutive' } as const;
  return {
    initials: pinyin(text, { ...options, pattern: 'first' }).toLowerCase(),
    pinyin: pinyin(text, options).toLowerCase(),
  };
}
