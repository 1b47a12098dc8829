import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { PasswordMsg, passwordProblem } from './password.ts';

describe('the rule for a new password', () => {
  it.each([
    ['Good@pass1', {}, null],
    ['        ', {}, PasswordMsg.BLANK],
    ['\t \u3000  \n ', {}, PasswordMsg.BLANK],
    ['password', {}, PasswordMsg.COMMON],
    ['PASSWORD1', {}, PasswordMsg.COMMON],
    ['  qwertyuiop  ', {}, PasswordMsg.COMMON],
    ['1qaz2wsx', {}, PasswordMsg.COMMON],
    ['12345678', {}, PasswordMsg.COMMON],
    ['13912345678', { username: '13912345678', mobile: '13912345678' }, PasswordMsg.SAME_AS_ACCOUNT],
    ['Demo_Buyer', { username: 'demo_buyer', mobile: '13800000001' }, PasswordMsg.SAME_AS_ACCOUNT],
    ['13800000001', { username: 'demo_buyer', mobile: '13800000001' }, PasswordMsg.SAME_AS_ACCOUNT],
    ['13800000002', { username: 'demo_buyer', mobile: '13800000001' }, null],
    ['demo_buyer1', { username: 'demo_buyer', mobile: null }, null],
  ])('%j with owner %j → %s', (password, owner, expected) => {
    expect(passwordProblem(password, owner)).toBe(expected);
  });

  it('ships the 1,000 most common passwords, one per line', () => {
    const lines = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(1000);
    for (const line of lines) expect(passwordProblem(line)).not.toBeNull();
  });
});
