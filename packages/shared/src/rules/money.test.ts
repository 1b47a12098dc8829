import { describe, expect, it } from 'vitest';
import { fenToYuan, floorPrice, formatYuan, roundYuan, yuanToFen } from './money.ts';

describe('money: fen inside, yuan at the edge', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1250, 12.5],
    [199900, 1999],
    [-35, -0.35],
  ])('%i fen is %f yuan', (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));

  it('refuses a fractional fen', () => expect(() => fenToYuan(1.5)).toThrow(RangeError));

  it.each([
    ['0.29', 29],
    [0.29, 29],
    ['12.5', 1250],
    ['12.999', 1299],
    [12.999, 1299],
    ['100', 10000],
    ['0.01', 1],
    ['0.001', 0],
    [0.1 + 0.2, 30],
    ['-0.015', -2],
    ['-1.50', -150],
  ])('%s yuan rounds down to %i fen', (yuan, fen) => expect(yuanToFen(yuan)).toBe(fen));

  it.each(['abc', '1.2.3', '', '1e5'])('refuses %j as an amount', (text) =>
    expect(() => yuanToFen(text)).toThrow(RangeError),
  );

  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [-1.005, 2, -1.01],
    [12.3456, 3, 12.346],
    [0.1 + 0.2, 2, 0.3],
  ])('rounds %f to %i decimals by default half-up: %f', (value, digits, expected) =>
    expect(roundYuan(value, digits)).toBe(expected),
  );

  it('rounds to 2 decimals when no digits are given', () => expect(roundYuan(3.14159)).toBe(3.14));

  it.each([
    [12.999, 12.99],
    [0.299, 0.29],
    [5, 5],
    [19.9, 19.9],
  ])('a price %f is shown rounded down: %f', (value, expected) => expect(floorPrice(value)).toBe(expected));

  it('formats yuan with the sign and two decimals', () => {
    expect(formatYuan(12.5)).toBe('¥12.50');
    expect(formatYuan(0.999)).toBe('¥0.99');
  });
});
