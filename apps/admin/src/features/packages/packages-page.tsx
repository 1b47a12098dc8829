import { useState } from 'react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import type { AdminCombo } from '@store/shared/api/promo';
import { useListParams } from '../../lib/use-list-params.ts';
import { PackageForm } from './package-form.tsx';
import { usePackageChange, usePackages } from './use-packages.ts';
import './packages.css';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

const when = (s: number) => new Date(s * 1000).toLocaleString('zh-CN', { hour12: false });
const STATUS_COLOUR: Record<string, string> = { 进行中: 'green', 未开始: 'blue', 已结束: 'default', 已下架: 'default' };

/**
 * 营销 → 套餐 (promotions.manage): packages sold on /zhzq 组合购 with their goods, price against the goods' own,
 * schedule, stock limit and sold; 新建 / 编辑, 上架 / 下架. Every change is audited on the server.
 */
export function PackagesPage() {
  const { message } = App.useApp();
  const { filters: params, page, go } = useListParams(['keywords']);
  const keywords = String(params.keywords ?? '');
  const list = usePackages(keywords, page);
  const change = usePackageChange();
  const [editing, setEditing] = useState<AdminCombo | null | undefined>(undefined);
  const setOn = (row: AdminCombo, isOn: boolean) =>
    change.mutate(
      { kind: 'status', id: row.id, isOn },
      {
        onSuccess: () => void message.success(isOn ? '套餐已上架' : '套餐已下架'),
        onError: (e) => void message.error(e.message),
      },
    );

  return (
    <div className="packages-admin">
      <Typography.Title level={3}>套餐</Typography.Title>
      <Card>
        <ListToolbar
          className="packages-admin__filters"
          search={{ value: keywords, placeholder: '套餐名称', onSearch: (k) => go({ ...params, keywords: k }) }}
          create={{ label: '新建套餐', onClick: () => setEditing(null) }}
        />
        <ServerTable<AdminCombo>
          list={list}
          page={page}
          onPage={(next) => go(params, next)}
          rowTestId="package-row"
          scroll={{ x: 1100 }}
          columns={[
            {
              title: '套餐',
              key: 'name',
              width: 320,
              render: (_, r) => (
                <>
                  <b>{r.name}</b>
                  {r.items.map((i) => (
                    <div key={i.goods_id} className="packages-admin__sub">
                      {i.name} {i.ypgg} × {i.number}（库存 {i.stock}）
                    </div>
                  ))}
                </>
              ),
            },
            {
              title: '套餐价 / 原价',
              key: 'price',
              render: (_, r) => (
                <>
                  ¥{r.price.toFixed(2)}
                  <div className="packages-admin__sub">原价 ¥{r.original_price.toFixed(2)}</div>
                </>
              ),
            },
            {
              title: '活动时间',
              key: 'window',
              width: 200,
              render: (_, r) => `${when(r.starts_at)} 至 ${when(r.ends_at)}`,
            },
            { title: '套餐库存', key: 'limit', align: 'right', render: (_, r) => r.stock_limit ?? '不限' },
            { title: '已售', dataIndex: 'sold', align: 'right' },
            {
              title: '状态',
              key: 'status',
              render: (_, r) => <Tag color={STATUS_COLOUR[r.status_text]}>{r.status_text}</Tag>,
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
                  <Button type="link" size="small" onClick={() => setOn(r, r.is_on !== 1)}>
                    {r.is_on ? '下架' : '上架'}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== undefined && <PackageForm row={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
