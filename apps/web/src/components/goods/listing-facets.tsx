import { useState } from 'react';
import type { Facets } from '../../api/use-goods.ts';
import type { ListingFilters } from './listing-query.ts';
import { Glyph } from '../glyphs.tsx';
import '../tags.css';

const SHOWN = 10;

type FacetKey = 'sccj' | 'ypgg';
const LABELS: Record<FacetKey, string> = { sccj: '生产厂家', ypgg: '规格' };

function FacetRow({
  name,
  options,
  value,
  onPick,
}: {
  name: FacetKey;
  options: Facets[FacetKey];
  value?: string;
  onPick: (v?: string) => void;
}) {
  const [all, setAll] = useState(false);
  if (options.length === 0) return null;
  const shown = all ? options : options.slice(0, SHOWN);
  return (
    <div className="listing-facets__row" data-testid={`facet-${name}`}>
      <span className="listing-facets__label">{LABELS[name]}：</span>
      <div className="listing-facets__options">
        <button type="button" className={value ? '' : 'is-active'} onClick={() => onPick(undefined)}>
          全部
        </button>
        {shown.map((option) => (
          <button
            key={option.name}
            type="button"
            data-testid="facet-option"
            className={option.name === value ? 'is-active' : ''}
            onClick={() => onPick(option.name === value ? undefined : option.name)}
            title={option.name}
          >
            {option.name}
            <small>({option.count})</small>
          </button>
        ))}
      </div>
      {options.length > SHOWN && (
        <button type="button" className="listing-facets__more link-button" onClick={() => setAll(!all)}>
          {all ? '收起' : `更多(${options.length})`}
        </button>
      )}
    </div>
  );
}

/** Manufacturer and spec rows (from GET /api/goods/facets), plus the filters now applied, each removable. */
export function ListingFacets({
  filters,
  facets,
  onChange,
  lockKeywords,
}: {
  filters: ListingFilters;
  facets?: Facets;
  onChange: (patch: Partial<ListingFilters>) => void;
  /** Search pages change the keyword in the header box, not here. */
  lockKeywords?: boolean;
}) {
  const chips: { key: string; label: string; clear: Partial<ListingFilters> }[] = [];
  if (filters.keywords && !lockKeywords)
    chips.push({ key: 'keywords', label: `关键词：${filters.keywords}`, clear: { keywords: undefined } });
  if (filters.sccj) chips.push({ key: 'sccj', label: `厂家：${filters.sccj}`, clear: { sccj: undefined } });
  if (filters.ypgg) chips.push({ key: 'ypgg', label: `规格：${filters.ypgg}`, clear: { ypgg: undefined } });
  if (filters.min_price !== undefined || filters.max_price !== undefined) {
    chips.push({
      key: 'price',
      label: `价格：${filters.min_price ?? 0}-${filters.max_price ?? '不限'}`,
      clear: { min_price: undefined, max_price: undefined },
    });
  }
  const sccj = facets?.sccj ?? [];
  const ypgg = facets?.ypgg ?? [];
  if (!chips.length && !sccj.length && !ypgg.length) return null;
  return (
    <div className="listing-facets">
      {chips.length > 0 && (
        <div className="listing-facets__row" data-testid="active-filters">
          <span className="listing-facets__label">已选条件：</span>
          <div className="listing-facets__chips">
            {/* antd's closable red Tag, its × a button named after the condition it removes. */}
            {chips.map((chip) => (
              <span key={chip.key} className="goods-tag goods-tag--red listing-facets__chip">
                {chip.label}
                <button type="button" aria-label={`移除 ${chip.label}`} onClick={() => onChange(chip.clear)}>
                  <Glyph name="close" />
                </button>
              </span>
            ))}
          </div>
        </div>
      )}
      <FacetRow name="sccj" options={sccj} value={filters.sccj} onPick={(v) => onChange({ sccj: v })} />
      <FacetRow name="ypgg" options={ypgg} value={filters.ypgg} onPick={(v) => onChange({ ypgg: v })} />
    </div>
  );
}
