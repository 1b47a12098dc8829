import { useState } from 'react';
import { App, Button, Card, Segmented, Space, Tag, Typography } from 'antd';
import type { AdminMallGoods } from '@store/shared/api/mall';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { MallGoodsForm } from './mall-goods-form.tsx';
import { useMallGoods, useMallGoodsChange } from './use-mall.ts';
import './mall.css';

const when = (s: number | null) => (s ? new Date(s * 1000).toLocaleString('zh-CN', { hour12: false }) : '');

/**
 * 营销 → 积分商城 (promotions.manage): mall goods with points price, stock, sold and limits; 新建 / 编辑,
 * 暂停 / 上架. Every change is audited on the server. Filters and page live in the address.
 */
export function MallGoodsPage() {
  const { message } = App.useApp();
  const { filters: params, page, go } = useListParams(['keywords', 'status'], { numeric: ['status'] });
  const filters = {
    keywords: String(params.keywords ?? ''),
    ...(params.status !== undefined && { status: Number(params.status) }),
  };
  const list = useMallGoods(filters, page);
  const change = useMallGoodsChange();
  const [editing, setEditing] = useState<AdminMallGoods | null | undefined>(undefined);
  const setStatus = (row: AdminMallGoods, status: 0 | 1) =>
    change.mutate(
      { kind: 'status', id: row.id, status },
      {
        onSuccess: () => void message.success(status ? '已上架' : '已暂停兑换'),
        onError: (e) => void message.error(e.message),
      },
    );

  return (
    <div className="mall-admin">
      <Typography.Title level={3}>积分商城</Typography.Title>
      <Card>
        <ListToolbar
          className="mall-admin__filters"
          search={{
            value: filters.keywords,
            placeholder: '商品名称',
            onSearch: (keywords) => go({ ...params, keywords }),
          }}
          create={{ label: '新建积分商品', onClick: () => setEditing(null) }}
        >
          <Segmented
            value={params.status === undefined ? 'all' : String(params.status)}
            options={[
              { value: 'all', label: '全部' },
              { value: '1', label: '兑换中' },
              { value: '0', label: '已暂停' },
            ]}
            onChange={(v) => go({ ...params, status: v === 'all' ? undefined : Number(v) })}
          />
        </ListToolbar>
        <ServerTable<AdminMallGoods>
          list={list}
          page={page}
          onPage={(next) => go(params, next)}
          rowTestId="mall-goods-row"
          scroll={{ x: 1100 }}
          columns={[
            {
              title: '商品',
              key: 'name',
              width: 260,
              render: (_, r) => (
                <div className="mall-admin__goods">
                  {r.image && <img src={r.image} alt={r.name} className="mall-admin__thumb" />}
                  <div>
                    <b>{r.name}</b>
                    <div className="mall-admin__sub">
                      {r.kind_text}
                      {r.grant_text && ` · ${r.grant_text}`}
                      {r.is_drug === 1 && ' · 药品'}
                      {r.category && ` · ${r.category}`}
                    </div>
                  </div>
                </div>
              ),
            },
            {
              title: '兑换价',
              key: 'price',
              render: (_, r) => `${r.points_price} 积分${r.cash > 0 ? ` + ¥${r.cash.toFixed(2)}` : ''}`,
            },
            { title: '库存', dataIndex: 'stock', align: 'right' },
            { title: '已兑', dataIndex: 'sold', align: 'right' },
            { title: '每人限兑', key: 'limit', align: 'right', render: (_, r) => r.per_user_limit ?? '不限' },
            {
              title: '兑换时间',
              key: 'window',
              width: 200,
              render: (_, r) =>
                r.starts_at || r.ends_at
                  ? `${when(r.starts_at) || '即日'} 至 ${when(r.ends_at) || '长期'}`
                  : '长期有效',
            },
            {
              title: '状态',
              key: 'status',
              render: (_, r) => <Tag color={r.status ? 'green' : 'default'}>{r.status ? '兑换中' : '已暂停'}</Tag>,
            },
            {
              title: '操作',
              key: 'actions',
              width: 140,
              fixed: 'right',
              render: (_, r) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(r)}>
                    编辑
                  </Button>
                  <Button type="link" size="small" onClick={() => setStatus(r, r.status ? 0 : 1)}>
                    {r.status ? '暂停' : '上架'}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== undefined && <MallGoodsForm row={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
