import { describe, expect, it } from 'vitest';
import {
  ledgerViewOf,
  moneyLogQueryOf,
  signedYuan,
  storeDayEnd,
  storeDayStart,
  USE_TYPE_OPTIONS,
} from './ledger-filters.ts';

describe('ledger filters', () => {
  it('offers the five use types the server accepts, named like the ledger rows', () => {
    expect(USE_TYPE_OPTIONS).toEqual([
      { value: 'recharge', label: '充值' },
      { value: 'pay', label: '订单支付' },
      { value: 'refund', label: '退款' },
      { value: 'cashback', label: '满额返现' },
      { value: 'adjust', label: '调整' },
    ]);
  });

  it.each([
    // Beijing midnight is 16:00 UTC the day before, whatever zone the browser is in.
    ['2026-11-25', 1_795_536_000, 1_795_622_399],
    ['2026-01-01', 1_767_196_800, 1_767_283_199],
  ])('the store day %s runs from %i to %i inclusive', (day, start, end) => {
    expect(storeDayStart(day)).toBe(start);
    expect(storeDayEnd(day)).toBe(end);
  });

  it.each(['2026-11-5', '', 'yesterday', '2026-13-01'])('a malformed day %j is no day', (day) => {
    expect(storeDayStart(day)).toBeNaN();
  });

  it('reads type, dates and page from the URL and ignores what the server would refuse', () => {
    expect(ledgerViewOf(new URLSearchParams('type=pay&from=2026-11-01&to=2026-11-25&page=3'))).toEqual({
      type: 'pay',
      from: '2026-11-01',
      to: '2026-11-25',
      page: 3,
    });
    expect(ledgerViewOf(new URLSearchParams('type=withdraw&from=1-1-1&page=-2'))).toEqual({
      type: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
    expect(ledgerViewOf(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('asks the server for the whole store days chosen, and nothing it was not asked to filter', () => {
    expect(moneyLogQueryOf({ type: 'refund', from: '2026-11-25', to: '2026-11-25', page: 2 })).toEqual({
      page: 2,
      page_size: 10,
      use_type: 'refund',
      start_time: 1_795_536_000,
      end_time: 1_795_622_399,
    });
    expect(moneyLogQueryOf({ page: 1 })).toEqual({ page: 1, page_size: 10 });
  });

  it.each([
    [1000, '+¥1000.00'],
    [-86.4, '-¥86.40'],
    [0.01, '+¥0.01'],
    [-0.01, '-¥0.01'],
  ])('a ledger amount of %d reads %s', (amount, text) => {
    expect(signedYuan(amount)).toBe(text);
  });
});
