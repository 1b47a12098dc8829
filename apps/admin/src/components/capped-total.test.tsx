import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countText, LIST_COUNT_CAP } from '@store/shared/api/list-count';
import { CappedTotal } from './capped-total.tsx';

describe('a count that stops at the cap', () => {
  it('is exact up to the cap and "10000+" past it', () => {
    expect(countText(0)).toBe('0');
    expect(countText(LIST_COUNT_CAP)).toBe('10000');
    expect(countText(LIST_COUNT_CAP + 1)).toBe('10000+');
    expect(countText(51, 50)).toBe('50+');
  });

  it('shows 共 N under the cap, and past it 10000+ with why no page goes further', () => {
    expect(renderToStaticMarkup(<CappedTotal total={41} unit="个订单" />)).toContain('共 41 个订单');
    const over = renderToStaticMarkup(<CappedTotal total={LIST_COUNT_CAP + 1} cap={LIST_COUNT_CAP} unit="个订单" />);
    expect(over).toContain('共 10000+ 个订单');
    expect(over).toContain('只列出前 10000 个订单');
    expect(renderToStaticMarkup(<CappedTotal total={undefined} unit="个订单" />)).toBe('');
  });
});
