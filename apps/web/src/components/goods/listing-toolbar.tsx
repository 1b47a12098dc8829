import { useState } from 'react';
import { Button, Checkbox, InputNumber } from 'antd';
import {
  AppstoreOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  BarsOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import type { ListingFilters, ListingView, Sort } from './listing-query.ts';

const SORTS: { key: Sort | 'price'; label: string }[] = [
  { key: 'default', label: '综合' },
  { key: 'sales', label: '销量' },
  { key: 'price', label: '价格' },
  { key: 'newest', label: '新品' },
];

const VIEWS: { view: ListingView; label: string; icon: React.ReactNode }[] = [
  { view: 'grid', label: '大图', icon: <AppstoreOutlined /> },
  { view: 'table', label: '列表', icon: <BarsOutlined /> },
  { view: 'no_image', label: '无图', icon: <UnorderedListOutlined /> },
];

function PriceRange({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange: (patch: Partial<ListingFilters>) => void;
}) {
  const [min, setMin] = useState<number | null>(filters.min_price ?? null);
  const [max, setMax] = useState<number | null>(filters.max_price ?? null);
  // The URL's range changed (a link, back, a reset): the boxes show it again.
  const applied = `${filters.min_price ?? ''}-${filters.max_price ?? ''}`;
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setMin(filters.min_price ?? null);
    setMax(filters.max_price ?? null);
  }
  const apply = () => {
    const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max];
    onChange({ min_price: low ?? undefined, max_price: high ?? undefined });
  };
  return (
    <span className="listing-toolbar__price">
      <InputNumber
        size="small"
        min={0}
        precision={2}
        placeholder="¥ 最低"
        aria-label="最低价格"
        value={min}
        onChange={setMin}
        controls={false}
      />
      <span>-</span>
      <InputNumber
        size="small"
        min={0}
        precision={2}
        placeholder="¥ 最高"
        aria-label="最高价格"
        value={max}
        onChange={setMax}
        controls={false}
      />
      <Button size="small" onClick={apply}>
        确定
      </Button>
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
  total?: number;
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
              {s.key === 'price' && (filters.sort === 'price_desc' ? <ArrowDownOutlined /> : <ArrowUpOutlined />)}
            </button>
          );
        })}
      </div>
      <PriceRange filters={filters} onChange={onChange} />
      <Checkbox checked={filters.in_stock} onChange={(e) => onChange({ in_stock: e.target.checked })}>
        仅显示有货
      </Checkbox>
      <Checkbox checked={filters.is_free_shipping} onChange={(e) => onChange({ is_free_shipping: e.target.checked })}>
        包邮商品
      </Checkbox>
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
