import { describe, expect, it } from 'vitest';
import { wechatReturn } from './wechat.ts';

describe('coming back from WeChat', () => {
  it.each([
    ['?code=abc&state=s1', { code: 'abc', state: 's1' }],
    ['?state=s1&code=abc&redirect=%2Fstar', { code: 'abc', state: 's1' }],
    ['?code=abc', null],
    ['?state=s1', null],
    ['?code=&state=s1', null],
    ['', null],
  ])('%s gives %j', (search, expected) => {
    expect(wechatReturn(new URLSearchParams(search))).toEqual(expected);
  });
});
