import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager.tsx';

const render = (total: number, reachable?: number, countCap?: number) =>
  renderToStaticMarkup(
    <Pager
      current={1}
      pageSize={20}
      total={total}
      reachable={reachable}
      countCap={countCap}
      pageSizes={[20]}
      onChange={() => {}}
    />,
  );
/** The page buttons' numbers, in order. */
const pagesOf = (html: string) => [...html.matchAll(/class="pager__item"[^>]*>(\d+)</g)].map((m) => Number(m[1]));

describe('Pager', () => {
  it('counts every row, and pages only through the rows the server serves pages of', () => {
    const html = render(1_000_000, 10_000);
    expect(html).toContain('共 1000000 条<span class="pager__reach">，可翻看前 10000 条</span>');
    expect(pagesOf(html).at(-1)).toBe(500);
  });

  it('shows a total the server stopped counting at its cap as 10000+', () => {
    const html = render(10_001, 10_000, 10_000);
    expect(html).toContain('共 10000+ 条<span class="pager__reach">，可翻看前 10000 条</span>');
    expect(pagesOf(html).at(-1)).toBe(500);
    expect(render(9_999, 10_000, 10_000)).toContain('共 9999 条');
  });

  it('says nothing of a reach the rows stay within', () => {
    const html = render(648, 10_000);
    expect(html).not.toContain('可翻看');
    expect(pagesOf(html).at(-1)).toBe(33);
    expect(pagesOf(render(648)).at(-1)).toBe(33);
  });
});
