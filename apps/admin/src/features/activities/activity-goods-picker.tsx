import { useState } from 'react';
import { Button, InputNumber, Select, Table, Tag } from 'antd';
import type { ActivityGoodsOption } from '@store/shared/api/activities-admin';
import { useGoodsOptions } from './use-activities.ts';

/** A goods of the form: the activity price in yuan, or null to list it at the catalogue's price. */
export type PickedGoods = ActivityGoodsOption & { price: number | null; is_listed?: 0 | 1 };

type Props = { value?: PickedGoods[]; onChange?: (next: PickedGoods[]) => void };

/**
 * 活动商品: search the listed goods (name, maker, approval number or pinyin initials) and add them; each row
 * takes an activity price (empty: the catalogue's price) and can be removed. The order is the store's order.
 */
export function ActivityGoodsPicker({ value = [], onChange }: Props) {
  const [keywords, setKeywords] = useState('');
  const options = useGoodsOptions(keywords);
  const chosen = new Set(value.map((g) => g.goods_id));
  const update = (next: PickedGoods[]) => onChange?.(next);
  const add = (goodsId: number) => {
    const found = options.data?.find((o) => o.goods_id === goodsId);
    if (found && !chosen.has(goodsId)) update([...value, { ...found, price: null }]);
  };
  return (
    <div className="activity-goods">
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setKeywords }}
        value={null as unknown as number}
        placeholder="搜索商品名称、厂家或拼音首字母，选中即添加"
        aria-label="添加活动商品"
        className="activity-goods__search"
        loading={options.isFetching}
        onChange={add}
        notFoundContent={options.isFetching ? '搜索中...' : '暂无数据'}
        options={(options.data ?? []).map((o) => ({
          value: o.goods_id,
          disabled: chosen.has(o.goods_id),
          label: `${o.name} ${o.ypgg} · ${o.sccj} · ¥${o.base_price.toFixed(2)}`,
        }))}
      />
      <Table<PickedGoods>
        rowKey="goods_id"
        size="small"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: '尚未添加商品' }}
        columns={[
          {
            title: '商品',
            key: 'name',
            render: (_, g) => (
              <>
                {g.name} <span className="activity-goods__spec">{g.ypgg}</span>
                {g.is_listed === 0 && <Tag color="default">已下架</Tag>}
                <div className="activity-goods__spec">{g.sccj}</div>
              </>
            ),
          },
          { title: '商城价', dataIndex: 'base_price', align: 'right', render: (v: number) => `¥${v.toFixed(2)}` },
          {
            title: '活动价（元）',
            key: 'price',
            render: (_, g, index) => (
              <InputNumber<number>
                aria-label={`${g.name} 活动价`}
                min={0.01}
                precision={2}
                placeholder="按商城价"
                value={g.price}
                onChange={(price) => update(value.map((row, i) => (i === index ? { ...row, price } : row)))}
              />
            ),
          },
          {
            title: '操作',
            key: 'remove',
            render: (_, g) => (
              <Button type="link" size="small" danger onClick={() => update(value.filter((row) => row !== g))}>
                移除
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
