import { describe, expect, it } from 'vitest';
import { loadingTarget, safeTarget } from './safe-target.ts';

describe('loading page target', () => {
  it.each([
    ['?path=/list&id=3', '/list?id=3'],
    ['?path=%2Fsearch%3Fkeywords%3D%E6%84%9F&type=0', '/search?keywords=%E6%84%9F&type=0'],
    ['?path=/cart', '/cart'],
    ['?id=3', null],
    ['?path=//evil.example/x', null],
    ['?path=https://evil.example', null],
    ['?path=javascript:alert(1)', null],
  ])('%s → %s', (search, target) => expect(loadingTarget(search)).toBe(target));

  it('refuses backslash tricks', () => expect(safeTarget('/\\evil.example')).toBeNull());
});
