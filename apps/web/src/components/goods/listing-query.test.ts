import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  patchFilters,
  toApiQuery,
  viewHref,
} from './listing-query.ts';

describe('listing filters from the URL query', () => {
  it.each([
    ['', {}],
    ['?category_id=3&zone=yx', { category_id: 3, zone: 'yx' }],
    [
      '?brand_id=2&sccj=华润三九医药股份有限公司&ypgg=10g*9袋',
      { brand_id: 2, sccj: '华润三九医药股份有限公司', ypgg: '10g*9袋' },
    ],
    ['?keywords=gmly&type=1', { keywords: 'gmly', type: 1 }],
    ['?in_stock=1&is_free_shipping=1', { in_stock: true, is_free_shipping: true }],
    ['?in_stock=yes&is_free_shipping=0', {}],
    ['?min_price=5&max_price=12.5', { min_price: 5, max_price: 12.5 }],
    ['?min_price=20&max_price=10', { min_price: 10, max_price: 20 }],
    ['?min_price=-1&max_price=abc', {}],
    ['?sort=price_asc&page=3&page_size=40', { sort: 'price_asc', page: 3, page_size: 40 }],
    ['?sort=cheapest&page=0&page_size=1000', {}],
    ['?zone=nowhere&category_id=-2&brand_id=1.5', {}],
    ['?keywords=%20%20&sccj=', {}],
  ])('%s', (search, expected) => {
    expect(filtersFromSearch(search)).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });
});

describe('listing filters to the URL query', () => {
  it('writes nothing for the defaults', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it.each([
    ['?category_id=3&sort=sales&page=2', 'category_id=3&sort=sales&page=2'],
    ['?page=2&category_id=3&sort=sales', 'category_id=3&sort=sales&page=2'],
    ['?type=1', ''],
    ['?keywords=感冒&type=1&in_stock=1', `keywords=${encodeURIComponent('感冒')}&type=1&in_stock=1`],
    ['?keywords=gm', 'keywords=gm&type=0'],
    ['?zone=jxqzc&min_price=1.5&page_size=60', 'zone=jxqzc&min_price=1.5&page_size=60'],
  ])('%s round-trips as %s', (search, written) => {
    const filters = filtersFromSearch(search);
    expect(filtersToSearch(filters).toString()).toBe(written);
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });
});

describe('changing a filter', () => {
  const onPage3 = { ...DEFAULT_FILTERS, sccj: '以岭', page: 3 };
  it.each([
    [{ sort: 'newest' as const }, 1],
    [{ sccj: undefined }, 1],
    [{ page_size: 40 }, 1],
    [{ in_stock: true }, 1],
    [{ page: 5 }, 5],
  ])('%o goes to page %i', (patch, page) => {
    expect(patchFilters(onPage3, patch).page).toBe(page);
  });
});

describe('the goods list API query', () => {
  it('sends flags as 1 and leaves out what is not set', () => {
    expect(toApiQuery(filtersFromSearch('?in_stock=1&sort=sales'))).toEqual({
      in_stock: 1,
      sort: 'sales',
      page: 1,
      page_size: 20,
    });
  });

  it('lets the page’s own zone or category win over the URL', () => {
    const query = toApiQuery(filtersFromSearch('?zone=yx&category_id=9'), { zone: 'welfare', category_id: 4 });
    expect(query).toMatchObject({ zone: 'welfare', category_id: 4 });
  });

  it('sends the search type only with keywords', () => {
    expect(toApiQuery(filtersFromSearch('?keywords=hrsj&type=1'))).toMatchObject({ keywords: 'hrsj', type: 1 });
    expect(toApiQuery(filtersFromSearch('?type=1'))).not.toHaveProperty('type');
  });
});

describe('switching views', () => {
  it.each([
    ['/list/table', '?category_id=3&sccj=x', '/list/table?category_id=3&sccj=x'],
    ['/list/no_image', 'sort=sales', '/list/no_image?sort=sales'],
    ['/list', '', '/list'],
  ])('%s with %s → %s', (path, search, href) => expect(viewHref(path, search)).toBe(href));
});
