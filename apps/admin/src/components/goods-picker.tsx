import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { GoodsOption, GoodsSource } from '../lib/use-goods-lookup.ts';
import { GoodsSelect } from './goods-select.tsx';
import './goods-picker.css';

/** What a picked row needs at least: the goods and whether the store still shows it. */
export type PickedGoods = Pick<GoodsOption, 'id' | 'name' | 'ypgg' | 'sccj' | 'is_listed'>;

type PickerProps<T extends PickedGoods> = {
  value?: T[];
  onChange?: (next: T[]) => void;
  /** The search box's accessible name, e.g. 添加活动商品. */
  label: string;
  source?: GoodsSource;
  /** A found goods as a new row (e.g. with no activity price yet). */
  toRow: (g: GoodsOption) => T;
  /** The screen's own columns, between 商品 and 操作; they change a row through `patch`. */
  columns?: (patch: (index: number, change: Partial<T>) => void) => TableColumnsType<T>;
  /** The rows' order matters (序 column, 上移 / 下移). */
  ordered?: boolean;
  /** At most this many rows; the search box is disabled when full. */
  max?: number;
  /** The tag an unlisted row wears. */
  unlistedText?: string;
};

/**
 * A form's list of goods (活动商品, 楼层商品): search and pick to add a row, remove rows, and with `ordered`
 * move them; each screen adds its own columns (activity price …). A form field: `value` / `onChange`.
 */
export function GoodsPicker<T extends PickedGoods>({
  value = [],
  onChange,
  label,
  source = 'catalogue',
  toRow,
  columns,
  ordered = false,
  max,
  unlistedText = '已下架',
}: PickerProps<T>) {
  const chosen = new Set(value.map((g) => g.id));
  const full = max !== undefined && value.length >= max;
  const update = (next: T[]) => onChange?.(next);
  const add = (g: GoodsOption | undefined) => {
    if (g && !chosen.has(g.id) && !full) update([...value, toRow(g)]);
  };
  const patch = (index: number, change: Partial<T>) =>
    update(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    update(next);
  };
  return (
    <div className="goods-picker">
      <GoodsSelect
        value={null}
        placeholder={full ? `已满 ${max} 个商品` : '搜索商品名称、厂家或拼音首字母，选中即添加'}
        label={label}
        source={source}
        className="goods-picker__search"
        disabled={full}
        disabledIds={chosen}
        onChange={(_, g) => add(g)}
      />
      <Table<T>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: '尚未添加商品' }}
        columns={[
          ...(ordered
            ? [{ title: '序', key: 'index', width: 48, render: (_: unknown, __: T, i: number) => i + 1 }]
            : []),
          {
            title: '商品',
            key: 'name',
            render: (_, g) => (
              <>
                {g.name} <span className="goods-picker__sub">{g.ypgg}</span>
                {g.is_listed === 0 && <Tag>{unlistedText}</Tag>}
                <div className="goods-picker__sub">{g.sccj}</div>
              </>
            ),
          },
          ...(columns?.(patch) ?? []),
          {
            title: '操作',
            key: 'actions',
            ...(ordered && { width: 150 }),
            render: (_, g, i) => (
              <Space size={0}>
                {ordered && (
                  <>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={`第 ${i + 1} 个 ${g.name} 上移`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`第 ${i + 1} 个 ${g.name} 下移`}
                      disabled={i === value.length - 1}
                      onClick={() => move(i, 1)}
                    />
                  </>
                )}
                <Button type="link" size="small" danger onClick={() => update(value.filter((row) => row !== g))}>
                  移除
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
