import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Pagination } from 'antd';
import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems, type PagerItem } from './pager-items.ts';

/** `1 «2 6* 7 8* »12 33`: pages, « and » for the jumps (with their target), * beside a jump. */
const text = (items: PagerItem[]) =>
  items
    .map((item) =>
      item.kind === 'page'
        ? `${item.page}${item.besideJump ? '*' : ''}`
        : `${item.kind === 'jump-prev' ? '«' : '»'}${item.page}`,
    )
    .join(' ');

/** The same line read from antd's own Pagination (jump targets are antd's current ∓ 5, clamped). */
function antdLine(current: number, pages: number): string {
  const html = renderToStaticMarkup(
    createElement(Pagination, { current, pageSize: 10, total: pages * 10, onChange: () => {} }),
  );
  return [...html.matchAll(/<li[^>]*class="([^"]*)"/g)]
    .map(([, cls]) => cls!)
    .flatMap((cls) => {
      const page = cls.match(/ant-pagination-item-(\d+)/)?.[1];
      if (page) return [`${page}${/after-jump-prev|before-jump-next/.test(cls) ? '*' : ''}`];
      if (cls.includes('jump-prev')) return [`«${Math.max(1, current - 5)}`];
      if (cls.includes('jump-next')) return [`»${Math.min(pages, current + 5)}`];
      return [];
    })
    .join(' ');
}

describe('pagerItems', () => {
  // Every page of up to 25 pages (325 antd renders), one test per page count: a test's time limit then bounds
  // at most 25 renders, which a loaded machine still finishes, while every layout is still compared.
  it.for(Array.from({ length: 25 }, (_, i) => i + 1))(
    'lays the pages out as antd 6 Pagination does, for every page of %i',
    (pages) => {
      for (let current = 1; current <= pages; current++)
        expect(text(pagerItems(current, pages)), `page ${current} of ${pages}`).toBe(antdLine(current, pages));
    },
  );

  it('jumps 5 pages where pages are left out', () => {
    expect(text(pagerItems(7, 33))).toBe('1 «2 6* 7 8* »12 33');
  });

  it('counts the pages', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(648, 20)).toBe(33);
  });
});
