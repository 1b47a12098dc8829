import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessage, toFieldErrors } from './validation.ts';

const schema = z.strictObject({
  mobile: z.string().regex(/^1[3-9]\d{9}$/, '手机号格式不正确'),
  number: z.coerce.number().int().min(1).max(9999),
  name: z.string().min(1),
  ids: z.array(z.coerce.number().int()).min(1),
});
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return toFieldErrors(result.error);
};
const valid = { mobile: '13800138000', number: '2', name: '感冒灵', ids: ['1'] };

describe('validation messages name the field in Chinese', () => {
  it.each([
    [{ ...valid, mobile: '123' }, 'mobile', '手机号格式不正确'],
    [{ ...valid, number: '0' }, 'number', '数量不能小于1'],
    [{ ...valid, number: '10000' }, 'number', '数量不能大于9999'],
    [{ ...valid, number: '1.5' }, 'number', '数量格式不正确'],
    [{ ...valid, number: '1a' }, 'number', '数量格式不正确'],
    [{ ...valid, name: '' }, 'name', '名称不能为空'],
    [{ mobile: valid.mobile, number: '1', ids: ['1'] }, 'name', '名称不能为空'],
    [{ ...valid, ids: [] }, 'ids', '记录至少选择1项'],
    [{ ...valid, ids: ['x'] }, 'ids.0', '记录格式不正确'],
    [{ ...valid, admin: '1' }, 'admin', '不支持的参数：admin'],
  ])('%o → %s: %s', (input, field, message) => expect(errorsOf(input)[field]).toEqual([message]));

  it('puts the first field’s first message first', () => {
    expect(firstMessage(errorsOf({ ...valid, mobile: '1', name: '' }))).toBe('手机号格式不正确');
  });
});
