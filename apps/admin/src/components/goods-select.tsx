import { useState } from 'react';
import { Select } from 'antd';
import { useGoodsLookup, waitsForKeywords, type GoodsOption, type GoodsSource } from '../lib/use-goods-lookup.ts';
import { goodsLabel, goodsOptions, optionLabel, type NamedGoods } from './goods-options.ts';

type Common = {
  /** The select's accessible name (the e2e specs find it by it), e.g. 套餐商品. */
  label: string;
  source?: GoodsSource;
  disabled?: boolean;
  className?: string;
  placeholder?: string;
  /** The goods already chosen when the form opened, so their names show before any search. */
  known?: NamedGoods[];
};

type Single = Common & {
  mode?: 'single';
  /** `null` keeps the box empty after each pick (a picker that adds the goods elsewhere). */
  value?: number | null;
  /** The id and, when it came from this search, the goods found (its name, price, listing). */
  onChange?: (id: number, goods: GoodsOption | undefined) => void;
  /** Goods offered but not pickable (already in the list). */
  disabledIds?: ReadonlySet<number>;
};

type Multiple = Common & {
  mode: 'multiple';
  value?: number[];
  onChange?: (ids: number[]) => void;
};

export type GoodsSelectProps = Single | Multiple;

/**
 * The console's one goods select, one goods or several: it searches the server as the operator types (the goods
 * list's search, or the activities' options) and keeps the names of what was picked, so a chosen goods still
 * reads as its name after the next search. A form field: `value` / `onChange`.
 */
export function GoodsSelect(props: GoodsSelectProps) {
  const { label, source = 'catalogue', disabled, className, placeholder = '输入商品名称搜索', known } = props;
  const [keywords, setKeywords] = useState('');
  const lookup = useGoodsLookup(keywords, source);
  const found = lookup.data ?? [];
  const [names, setNames] = useState(() => new Map((known ?? []).map((g) => [g.id, goodsLabel(g)])));
  const chosen = props.mode === 'multiple' ? (props.value ?? []) : props.value == null ? [] : [props.value];
  const options = goodsOptions(found, chosen, names, props.mode === 'multiple' ? undefined : props.disabledIds);
  const remember = (ids: number[]) => {
    const picked = found.filter((g) => ids.includes(g.id));
    if (picked.length) setNames(new Map([...names, ...picked.map((g) => [g.id, optionLabel(g)] as const)]));
  };
  const shared = {
    className,
    disabled,
    placeholder,
    'aria-label': label,
    loading: lookup.isFetching,
    filterOption: false,
    showSearch: { onSearch: setKeywords },
    notFoundContent: lookup.isFetching ? '搜索中...' : waitsForKeywords(keywords, source) ? '请输入关键词' : '暂无数据',
    options,
  } as const;
  if (props.mode === 'multiple') {
    const { onChange } = props;
    return (
      <Select<number[]>
        {...shared}
        mode="multiple"
        value={props.value}
        onChange={(ids) => {
          remember(ids);
          onChange?.(ids);
        }}
      />
    );
  }
  const { onChange } = props;
  return (
    <Select<number>
      {...shared}
      // antd treats an undefined value as "uncontrolled" and would show the pick; null keeps it empty.
      value={props.value as number}
      onChange={(id) => {
        remember([id]);
        onChange?.(
          id,
          found.find((g) => g.id === id),
        );
      }}
    />
  );
}
