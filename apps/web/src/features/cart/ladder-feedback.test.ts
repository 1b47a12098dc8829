import { describe, expect, it } from 'vitest';
import { ladderFeedback } from './ladder-feedback.ts';

const ladder = [
  { number: 50, price: 11 },
  { number: 10, price: 12 },
];

describe('ladder feedback under the cart stepper', () => {
  it.each([
    [0, 5, { current: '原价 ¥13.00', next: '再买5盒享 ¥12.00/盒' }],
    [0, 10, { current: '阶梯价 ¥12.00', next: '再买40盒享 ¥11.00/盒' }],
    [0, 50, { current: '阶梯价 ¥11.00', next: null }],
    [1, 10, { current: '阶梯价 ¥12.00', next: '再买1盒享 ¥11.00/盒' }],
    [1, 60, { current: '阶梯价 ¥11.00', next: null }],
  ])('type %i, %i units → %o', (type, number, feedback) => {
    expect(ladderFeedback(ladder, type, 13, number, '盒')).toEqual(feedback);
  });

  it.each([
    // The defect: '再买1盒享¥11.25' while + adds 10. Now the hint names what + can reach.
    [1, 10, 10, '再买10盒享 ¥11.00/盒'],
    [0, 10, 10, '再买40盒享 ¥11.00/盒'],
    [0, 20, 20, '再买40盒享 ¥11.00/盒'],
  ])('type %i with a medium package of %i: from %i units the hint says %s', (type, step, number, next) => {
    expect(ladderFeedback(ladder, type, 13, number, '盒', step)?.next).toBe(next);
  });

  it('says nothing without tiers', () => expect(ladderFeedback([], 0, 13, 5, '盒')).toBeNull());
});
