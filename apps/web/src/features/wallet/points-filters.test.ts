import { describe, expect, it } from 'vitest';
import { POINTS_TYPE_OPTIONS, pointsQueryOf, pointsSearchOf, pointsViewOf, signedPoints } from './points-filters.ts';

describe('points ledger filters', () => {
  it('offers the six types the server accepts, named like the ledger rows', () => {
    expect(POINTS_TYPE_OPTIONS.map((o) => o.value)).toEqual(['earn', 'reverse', 'spend', 'refund', 'expire', 'adjust']);
    expect(POINTS_TYPE_OPTIONS[0]).toEqual({ value: 'earn', label: '购物获得' });
  });

  it.each([
    ['type=earn&from=2026-11-01&to=2026-11-25&page=3', { type: 'earn', from: '2026-11-01', to: '2026-11-25', page: 3 }],
    ['type=cashback&page=-2', { type: undefined, page: 1 }],
    ['from=2026-11-25&to=2026-11-01', { type: undefined, page: 1 }],
    ['from=2026-11-25', { type: undefined, page: 1 }],
    ['from=1-1-1&to=2026-11-01&page=1.5', { type: undefined, page: 1 }],
  ])('reads %j from the URL, leaving out what the server would refuse', (search, view) => {
    expect(pointsViewOf(new URLSearchParams(search))).toEqual(view);
  });

  it('asks for whole store days, and nothing it was not asked to filter', () => {
    expect(pointsQueryOf({ type: 'expire', from: '2026-11-25', to: '2026-11-25', page: 2 })).toEqual({
      page: 2,
      page_size: 10,
      type: 'expire',
      start_time: 1_795_536_000,
      end_time: 1_795_622_399,
    });
    expect(pointsQueryOf({ page: 1 })).toEqual({ page: 1, page_size: 10 });
  });

  it('writes only what differs from the default into the URL, and reads back the same view', () => {
    const view = { type: 'reverse' as const, from: '2026-01-01', to: '2026-03-31', page: 2 };
    expect(pointsSearchOf(view).toString()).toBe('type=reverse&from=2026-01-01&to=2026-03-31&page=2');
    expect(pointsViewOf(pointsSearchOf(view))).toEqual(view);
    expect(pointsSearchOf({ page: 1 }).toString()).toBe('');
  });

  it.each([
    [123, '+123'],
    [-36, '-36'],
    [1, '+1'],
  ])('a change of %i reads %s', (change, text) => {
    expect(signedPoints(change)).toBe(text);
  });
});
