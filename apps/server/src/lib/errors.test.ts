import { describe, expect, it } from 'vitest';
import { AccountRefusal, OrderRefusal, RequestRefusal } from '@store/shared/codes';
import { AppError, invalid, notFound } from './errors.ts';

describe('AppError from the error catalogue', () => {
  it('takes code, message and status from a fixed-text entry', () => {
    expect(new AppError(AccountRefusal.LOGIN_FAILED)).toMatchObject({
      code: 601,
      message: '账号或密码错误',
      status: 400,
    });
  });

  it('fills a template entry with the data the message names', () => {
    const error = new AppError(OrderRefusal.BELOW_MINIMUM, '感冒灵颗粒', 10, '盒');
    expect(error).toMatchObject({
      code: OrderRefusal.BELOW_MINIMUM.code,
      message: '感冒灵颗粒 起订量为 10盒',
      status: 400,
    });
  });

  it('names the missing thing in a not-found refusal, or says 记录不存在', () => {
    expect(notFound('套餐不存在')).toMatchObject({
      code: RequestRefusal.NOT_FOUND.code,
      message: '套餐不存在',
      status: 404,
    });
    expect(notFound().message).toBe('记录不存在');
  });

  it('carries the field errors of bad input, the first one as the message', () => {
    const error = invalid({ mobile: ['请输入正确的手机号'] });
    expect(error).toMatchObject({
      code: 422,
      status: 422,
      message: '请输入正确的手机号',
      errors: { mobile: ['请输入正确的手机号'] },
    });
  });

  it('refuses at compile time a bare code or a template without its data', () => {
    // The type checker (npx tsc -p apps/server) fails if either line compiles.
    // @ts-expect-error a bare number is not a catalogue entry
    expect(() => new AppError(601, '库存不足', 400)).toThrow();
    // @ts-expect-error STOCK_SHORT needs the goods name, the stock and the unit
    expect(new AppError(OrderRefusal.STOCK_SHORT).code).toBe(682);
  });
});
