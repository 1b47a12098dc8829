import { Button, DatePicker, Select } from 'antd';
import { dayjs } from '../../lib/dayjs-zh.ts';

/** A ledger's filters: its type, and a range of store days (YYYY-MM-DD). */
export type LedgerFilters<T extends string> = { type?: T; from?: string; to?: string };

type Props<T extends string> = {
  /** The type select's name, e.g. 收支类型. */
  typeLabel: string;
  options: { value: T; label: string }[];
  filters: LedgerFilters<T>;
  onChange: (changes: LedgerFilters<T>) => void;
};

/** The filter bar above the balance's and the points' ledgers: type, date range, and 清除筛选 once one is set. */
export function LedgerFilterBar<T extends string>({ typeLabel, options, filters, onChange }: Props<T>) {
  return (
    <div className="wallet-filters">
      <Select<T | ''>
        aria-label={typeLabel}
        className="wallet-filters__type"
        value={filters.type ?? ''}
        options={[{ value: '', label: '全部类型' }, ...options]}
        onChange={(type) => onChange({ type: type || undefined })}
      />
      <DatePicker.RangePicker
        aria-label="日期范围"
        className="wallet-filters__dates"
        value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
        placeholder={['开始日期', '结束日期']}
        onChange={(range) => onChange({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
      />
      {(filters.type || filters.from) && (
        <Button type="link" onClick={() => onChange({ type: undefined, from: undefined, to: undefined })}>
          清除筛选
        </Button>
      )}
    </div>
  );
}
