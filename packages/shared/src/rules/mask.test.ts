import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskName } from './mask.ts';

describe('maskIdNumber', () => {
  it.each([
    ['330106198801010021', '330106********0021'],
    ['11010119900307803X', '110101********803X'],
    // First-generation 15-digit cards are still accepted by the licence review.
    ['110101900307803', '110101*****7803'],
    ['  330106198801010021 ', '330106********0021'],
  ])('%s → %s', (id, masked) => {
    expect(maskIdNumber(id)).toBe(masked);
  });

  it('never shows the birth date of an 18-digit number', () => {
    expect(maskIdNumber('330106198801010021')).not.toContain('19880101');
  });

  it('stars all but the last quarter of something shorter, and keeps an empty value empty', () => {
    expect(maskIdNumber('A1234567')).toBe('******67');
    expect(maskIdNumber('123')).toBe('***');
    expect(maskIdNumber('')).toBe('');
  });
});

describe('maskName', () => {
  it('keeps the first and last character and stars the middle', () => {
    expect(maskName('杭州西湖大药房')).toBe('杭*****房');
    expect(maskName('王五')).toBe('王**');
    expect(maskName('abc')).toBe('a**c');
    expect(maskName('  ')).toBe('***');
  });
});
