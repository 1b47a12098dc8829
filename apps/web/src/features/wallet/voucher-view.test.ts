import { describe, expect, it } from 'vitest';
import type { RechargeOffer } from '@store/shared/api/vouchers';
import { offerBadge, offerHint, statusOf, tabLabel } from './voucher-view.ts';

const offer = (threshold: number, bonus: number): RechargeOffer => ({
  id: threshold,
  name: `充${threshold}送${bonus}`,
  threshold,
  bonus,
  validity_days: 30,
  starts_at: 0,
  ends_at: 0,
});

describe('我的现金券 and the recharge offers', () => {
  it('reads the tab from the address, usable by default', () => {
    expect(statusOf(new URLSearchParams('status=2'))).toBe(2);
    expect(statusOf(new URLSearchParams('status=7'))).toBe(0);
    expect(statusOf(new URLSearchParams(''))).toBe(0);
    expect(tabLabel('可使用', 3)).toBe('可使用(3)');
    expect(tabLabel('可使用', undefined)).toBe('可使用');
  });

  it('names the offer a typed amount hits, and what the next one needs', () => {
    const offers = [offer(10000, 300), offer(5000, 100)];
    expect(offerBadge(offers[1]!)).toBe('充5000送100');
    expect(offerBadge({ threshold: 99.5, bonus: 5 })).toBe('充99.50送5');
    expect(offerHint(offers, '6000')).toBe('到账后赠送购物金 ¥100.00（30天有效），再充 ¥4000.00 可得 ¥300.00');
    expect(offerHint(offers, '12000')).toBe('到账后赠送购物金 ¥300.00（30天有效）');
    expect(offerHint(offers, '100')).toBe('再充 ¥4900.00 可得 ¥100.00');
    expect(offerHint(offers, 'abc')).toBe('');
    expect(offerHint([], '6000')).toBe('');
  });
});
