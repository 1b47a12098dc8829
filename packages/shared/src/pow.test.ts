import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solvePow } from './pow.ts';

const challengeFor = (salt: string, n: number) => createHash('sha256').update(`${salt}${n}`).digest('hex');

describe('the proof-of-work captcha', () => {
  it.each([0, 1, 1_999, 2_000, 4_321, 10_000])('finds the secret number %i by trying the numbers', async (n) => {
    const salt = 'a1b2c3d4e5f6';
    expect(await solvePow({ algorithm: 'SHA-256', salt, challenge: challengeFor(salt, n), max_number: 10_000 })).toBe(
      n,
    );
  });

  it('gives up past max_number: a challenge whose number is out of range has no answer', async () => {
    const salt = 'ffeeddccbbaa';
    const shares: number[] = [];
    const found = await solvePow(
      { algorithm: 'SHA-256', salt, challenge: challengeFor(salt, 5_001), max_number: 5_000 },
      (share) => shares.push(share),
    );
    expect(found).toBeUndefined();
    expect(shares.at(-1)).toBe(1);
  });
});
