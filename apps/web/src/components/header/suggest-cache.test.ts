import { describe, expect, it } from 'vitest';
import { createSuggestCache } from './suggest-cache.ts';

describe('search suggestion cache', () => {
  it('serves an entry as fresh for 5000 ms, then as stale to be refreshed', () => {
    let now = 1_000;
    const cache = createSuggestCache(5_000, () => now);
    const items = [{ id: 1, name: '感冒灵颗粒', sccj: '华润三九' }];
    expect(cache.get('0:gml')).toBeUndefined();
    cache.set('0:gml', items);
    now += 4_999;
    expect(cache.get('0:gml')).toEqual({ items, fresh: true });
    now += 1;
    expect(cache.get('0:gml')).toEqual({ items, fresh: false });
    cache.set('0:gml', []);
    expect(cache.get('0:gml')).toEqual({ items: [], fresh: true });
  });
});
