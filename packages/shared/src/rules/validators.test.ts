import { describe, expect, it } from 'vitest';
import { isEmail, isLandline, isMobile, isPhone } from './validators.ts';

describe('phone and e-mail helpers (spec §5)', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['15000000000', true],
    ['12800138000', false],
    ['10800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['+8613800138000', false],
    ['1380013800a', false],
  ])('mobile %s → %s', (value, expected) => expect(isMobile(value)).toBe(expected));

  it.each([
    ['0571-88886666', true],
    ['057188886666', true],
    ['010-1234567', true],
    ['0755-12345678-123', true],
    ['571-88886666', false],
    ['0571-123456', false],
    ['0571-123456789', false],
    ['88886666', false],
  ])('landline %s → %s', (value, expected) => expect(isLandline(value)).toBe(expected));

  it.each([
    ['buyer@example.com', true],
    ['wang_fang-01@yaodian.com.cn', true],
    ['a.b@c.cn', true],
    ['buyer@', false],
    ['@example.com', false],
    ['buyer example@x.com', false],
    ['buyer@example', false],
    ['用户@example.com', false],
  ])('e-mail %s → %s', (value, expected) => expect(isEmail(value)).toBe(expected));

  it('accepts either kind of number as a contact phone', () => {
    expect(isPhone('13800138000')).toBe(true);
    expect(isPhone('0571-88886666')).toBe(true);
    expect(isPhone('12345')).toBe(false);
  });
});
