import { useState } from 'react';
import { Button, Select, Space, Table, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { FLOOR_GOODS_MAX } from '@store/shared/api/floors';
import { useGoodsLookup } from './use-floors.ts';

/** A goods of the floor as the picker shows it. */
export type FloorPick = { id: number; name: string; ypgg: string; sccj: string; is_listed: 0 | 1 };

type Props = { value?: FloorPick[]; onChange?: (next: FloorPick[]) => void };

/**
 * 楼层商品: search the catalogue (GET /api/admin/goods, as the packages' picker does) and add goods; the table's
 * order is the floor's order on the home page (上移 / 下移), at most FLOOR_GOODS_MAX.
 */
export function FloorGoodsPicker({ value = [], onChange }: Props) {
  const [keywords, setKeywords] = useState('');
  const lookup = useGoodsLookup(keywords);
  const found = lookup.data?.data ?? [];
  const chosen = new Set(value.map((g) => g.id));
  const full = value.length >= FLOOR_GOODS_MAX;
  const update = (next: FloorPick[]) => onChange?.(next);
  const add = (goodsId: number) => {
    const g = found.find((o) => o.id === goodsId);
    if (g && !chosen.has(goodsId) && !full)
      update([...value, { id: g.id, name: g.name, ypgg: g.ypgg, sccj: g.sccj, is_listed: g.is_listed }]);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    update(next);
  };
  return (
    <div className="floors-admin__picker">
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setKeywords }}
        value={null as unknown as number}
        placeholder={full ? `已满 ${FLOOR_GOODS_MAX} 个商品` : '搜索商品名称、厂家或拼音首字母，选中即添加'}
        aria-label="添加楼层商品"
        className="floors-admin__search"
        disabled={full}
        loading={lookup.isFetching}
        onChange={add}
        notFoundContent={lookup.isFetching ? '搜索中...' : keywords ? '暂无数据' : '请输入关键词'}
        options={found.map((g) => ({
          value: g.id,
          disabled: chosen.has(g.id),
          label: `${g.name} ${g.ypgg} · ${g.sccj}${g.is_listed ? '' : '（已下架）'}`,
        }))}
      />
      <Table<FloorPick>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: '尚未添加商品' }}
        columns={[
          { title: '序', key: 'index', width: 48, render: (_, __, i) => i + 1 },
          {
            title: '商品',
            key: 'name',
            render: (_, g) => (
              <>
                {g.name} <span className="floors-admin__sub">{g.ypgg}</span>
                {g.is_listed === 0 && <Tag>已下架，前台不显示</Tag>}
                <div className="floors-admin__sub">{g.sccj}</div>
              </>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_, g, i) => (
              <Space size={0}>
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
