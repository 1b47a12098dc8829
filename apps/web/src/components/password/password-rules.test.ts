import { describe, expect, it } from 'vitest';
import { newPasswordRules } from './password-rules.ts';

type Validator = { validator: (rule: unknown, value: string) => Promise<void> };
const check = (value: string, owner = {}) => (newPasswordRules(() => owner)[3] as Validator).validator({}, value);

describe('the new-password rules of the forms', () => {
  it('refuse what the server refuses, with its message', async () => {
    await expect(check('password1')).rejects.toThrow('密码过于简单，请换一个更安全的密码');
    await expect(check('          ')).rejects.toThrow('密码不能全是空格');
    await expect(check('13912345678', { mobile: '13912345678' })).rejects.toThrow('密码不能与账号或手机号相同');
  });

  it('accept a strong password', async () => {
    await expect(check('Good@pass1', { username: 'demo_buyer' })).resolves.toBeUndefined();
  });
});
