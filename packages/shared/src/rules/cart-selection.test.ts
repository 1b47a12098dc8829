import { describe, expect, it } from 'vitest';
import { isEffectivelySelected, selectedAmountFen } from './cart-selection.ts';

describe('cart line selection (spec §4)', () => {
  it.each([
    [{ isSelected: true, isBuy: true, stock: 5 }, true],
    [{ isSelected: true, isBuy: false, stock: 5 }, false],
    [{ isSelected: true, isBuy: true, stock: 0 }, false],
    [{ isSelected: false, isBuy: true, stock: 5 }, false],
  ])('%o counts as selected: %s', (line, expected) => expect(isEffectivelySelected(line)).toBe(expected));

  it('sums only lines that count as selected, in fen', () => {
    expect(
      selectedAmountFen([
        { isSelected: true, isBuy: true, stock: 10, unitPriceFen: 1250, number: 10 },
        { isSelected: true, isBuy: true, stock: 0, unitPriceFen: 990, number: 3 },
        { isSelected: false, isBuy: true, stock: 10, unitPriceFen: 100, number: 1 },
      ]),
    ).toBe(12500);
  });
});
