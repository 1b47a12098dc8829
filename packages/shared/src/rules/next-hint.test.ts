import { describe, expect, it } from 'vitest';
import { nextHint } from './next-hint.ts';

const tiers = [
  { amountFen: 100_000, discountFen: 5_000 },
  { amountFen: 200_000, discountFen: 12_000 },
];

describe("next hint ('再买¥X可减¥Y' / '再买¥X包邮', 2 decimals)", () => {
  it.each([
    [[{ tiers, amountFen: 95_050 }], 0, '再买¥49.50可减¥50.00'],
    [[{ tiers, amountFen: 100_000 }], 0, '再买¥1000.00可减¥120.00'],
    [[{ tiers, amountFen: 200_000 }], 0, ''],
    [[{ tiers, amountFen: 200_000 }], 1_001, '再买¥10.01包邮'],
    [[], 80_000, '再买¥800.00包邮'],
    [
      [
        { tiers, amountFen: 10_000 },
        { tiers: [{ amountFen: 30_000, discountFen: 3_000 }], amountFen: 29_000 },
      ],
      0,
      '再买¥10.00可减¥30.00',
    ],
  ])('%#: %j with shipping gap %i → %s', (activities, gap, text) => {
    expect(nextHint(activities, gap).text).toBe(text);
  });

  it('answers both numbers', () => {
    expect(nextHint([{ tiers, amountFen: 90_000 }], 500)).toMatchObject({
      manjian: { gapFen: 10_000, discountFen: 5_000 },
      shipping: { gapFen: 500, text: '再买¥5.00包邮' },
    });
  });
});
