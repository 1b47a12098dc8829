import { describe, expect, it } from 'vitest';
import { loginThen, safeTarget } from './safe-target.ts';

describe('where staff go after logging in', () => {
  it.each([
    ['/orders?state=1', '/orders?state=1'],
    ['/', '/'],
    [null, null],
    ['', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/login', null],
    ['/login?redirect=%2F', null],
  ])('%s goes to %s', (path, target) => {
    expect(safeTarget(path)).toBe(target);
  });

  it('the login link carries the page the staff member was on, but never the login page itself', () => {
    expect(loginThen('/orders?state=1')).toBe('/login?redirect=%2Forders%3Fstate%3D1');
    expect(loginThen('/login')).toBe('/login');
  });
});
