import { describe, expect, it } from 'vitest';
import { smsButtonState } from './sms-countdown.ts';

describe('the SMS code button', () => {
  it.each([
    ['before any code is sent', null, 0, { disabled: false, label: '获取验证码', secondsLeft: 0 }],
    ['right after sending', 1_000, 1_000, { disabled: true, label: '60秒后重发', secondsLeft: 60 }],
    ['half a second later still shows 60', 1_000, 1_500, { disabled: true, label: '60秒后重发', secondsLeft: 60 }],
    ['one second later', 1_000, 2_000, { disabled: true, label: '59秒后重发', secondsLeft: 59 }],
    ['with 1 ms left', 1_000, 60_999, { disabled: true, label: '1秒后重发', secondsLeft: 1 }],
    ['exactly at 60 s', 1_000, 61_000, { disabled: false, label: '重新获取', secondsLeft: 0 }],
    ['long after', 1_000, 500_000, { disabled: false, label: '重新获取', secondsLeft: 0 }],
  ] as const)('%s', (_name, sentAt, now, expected) => {
    expect(smsButtonState(sentAt, now)).toEqual(expected);
  });

  it('counts from another wait when given one', () => {
    expect(smsButtonState(0, 0, 30).label).toBe('30秒后重发');
  });
});
