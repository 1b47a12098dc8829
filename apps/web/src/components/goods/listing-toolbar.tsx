import { useState } from 'react';
import { Link } from 'react-router';
import type { ListingFilters, ListingView, Sort } from './listing-query.ts';
import { Glyph } from '../glyphs.tsx';
import { PlainCheck } from '../plain-check/plain-check.tsx';
import '../plain-button/plain-button.css';

const SORTS: { key: Sort | 'price'; label: string }[] = [
  { key: 'default', label: '综合' },
  { key: 'sales', label: '销量' },
  { key: 'price', label: '价格' },
  { key: 'newest', label: '新品' },
];

const VIEWS: { view: ListingView; label: string; icon: React.ReactNode }[] = [
  { view: 'grid', label: '大图', icon: <Glyph name="appstore" /> },
  // antd's own BarsOutlined would bring antd's shared chunk (components/glyphs.tsx).
  { view: 'table', label: '列表', icon: <Glyph name="bars" /> },
  { view: 'no_image', label: '无图', icon: <Glyph name="unorderedList" /> },
];

/** A typed price in yuan, at most 2 decimals; anything else is no bound. */
const priceOf = (text: string): number | null => (/^\d+(\.\d{0,2})?$/.test(text.trim()) ? Number(text.trim()) : null);
const textOf = (price: number | undefined) => (price === undefined ? '' : String(price));

function PriceRange({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange: (patch: Partial<ListingFilters>) => void;
}) {
  const [min, setMin] = useState(textOf(filters.min_price));
  const [max, setMax] = useState(textOf(filters.max_price));
  // The URL's range changed (a link, back, a reset): the boxes show it again.
  const applied = `${filters.min_price ?? ''}-${filters.max_price ?? ''}`;
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setMin(textOf(filters.min_price));
    setMax(textOf(filters.max_price));
  }
  const apply = () => {
    const [lowest, highest] = [priceOf(min), priceOf(max)];
    const [low, high] = lowest !== null && highest !== null && lowest > highest ? [highest, lowest] : [lowest, highest];
    onChange({ min_price: low ?? undefined, max_price: high ?? undefined });
  };
  // Plain inputs: antd's InputNumber brought ~28 kB of styles into every list page for two boxes.
  const box = (label: string, placeholder: string, value: string, set: (text: string) => void) => (
    <input
      className="listing-toolbar__price-input"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => set(event.target.value.replace(/[^\d.]/g, ''))}
      onKeyDown={(event) => event.key === 'Enter' && apply()}
    />
  );
  return (
    <span className="listing-toolbar__price">
      {box('最低价格', '¥ 最低', min, setMin)}
      <span>-</span>
      {box('最高价格', '¥ 最高', max, setMax)}
      {/* Spaced as antd's Button spaced a two-character label. */}
      <button type="button" className="plain-btn plain-btn--small" onClick={apply}>
        确 定
      </button>
    </span>
  );
}

/** Sort, stock and free-shipping switches, a price range, the goods count and the view switch. */
export function ListingToolbar({
  filters,
  total,
  view,
  viewLinks,
  onChange,
}: {
  filters: ListingFilters;
  /** The count as shown: "10000+" past the cap the server counted to. */
  total?: number | string;
  view: ListingView;
  /** Where each view lives (same query); views not listed are not offered. */
  viewLinks: Partial<Record<ListingView, string>>;
  onChange: (patch: Partial<ListingFilters>) => void;
}) {
  const priceSorted = filters.sort === 'price_asc' || filters.sort === 'price_desc';
  const sortBy = (key: Sort | 'price') => {
    if (key !== 'price') onChange({ sort: key });
    else onChange({ sort: filters.sort === 'price_asc' ? 'price_desc' : 'price_asc' });
  };
  return (
    <div className="listing-toolbar" data-testid="listing-toolbar">
      <div className="listing-toolbar__sorts" role="tablist">
        {SORTS.map((s) => {
          const active = s.key === 'price' ? priceSorted : filters.sort === s.key;
          return (
            <button
              key={s.key}
              type="button"
              role="tab"
              aria-selected={active}
              className={active ? 'is-active' : ''}
              onClick={() => sortBy(s.key)}
            >
              {s.label}
              {s.key === 'price' &&
                (filters.sort === 'price_desc' ? <Glyph name="arrowDown" /> : <Glyph name="arrowUp" />)}
            </button>
          );
        })}
      </div>
      <PriceRange filters={filters} onChange={onChange} />
      <PlainCheck checked={filters.in_stock} onChange={(checked) => onChange({ in_stock: checked })}>
        仅显示有货
      </PlainCheck>
      <PlainCheck checked={filters.is_free_shipping} onChange={(checked) => onChange({ is_free_shipping: checked })}>
        包邮商品
      </PlainCheck>
      <span className="listing-toolbar__total">
        共 <b data-testid="listing-total">{total ?? '-'}</b> 件商品
      </span>
      <span className="listing-toolbar__views">
        {VIEWS.filter((v) => viewLinks[v.view]).map((v) => (
          <Link
            key={v.view}
            to={viewLinks[v.view]!}
            data-testid={`view-${v.view}`}
            className={v.view === view ? 'is-active' : ''}
            aria-current={v.view === view ? 'page' : undefined}
          >
            {v.icon} {v.label}
          </Link>
        ))}
      </span>
    </div>
  );
}
