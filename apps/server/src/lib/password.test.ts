import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';

// A unit file (no database): the API tests' cheap hashes (test/cheap-passwords.ts) never reach this process.
describe('password hashes', () => {
  it('are scrypt at N=2^15 and carry their parameters, so a cheaper or dearer hash still verifies', async () => {
    const hash = await hashPassword('Right@2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Right@2026', hash)).toBe(true);
    expect(await verifyPassword('Wrong@2026', hash)).toBe(false);
    // The unknown-account path compares with a hash of the same cost, so both answers take as long.
    expect(DUMMY_HASH.split('$').slice(0, 4)).toEqual(hash.split('$').slice(0, 4));
    expect(await verifyPassword('Right@2026', DUMMY_HASH)).toBe(false);
  });
});
