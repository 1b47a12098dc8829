import { useState } from 'react';
import { App, Button, Card, Input, InputNumber, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { AdminWelfare } from '@store/shared/api/promo';
import { useListParams } from '../../lib/use-list-params.ts';
import { GoodsSelect } from '../../components/goods-select.tsx';
import { useWelfare, useWelfareChange } from './use-packages.ts';
import './packages.css';
import { serverPagination } from '../../lib/server-pagination.ts';

type Row = AdminWelfare['data'][number];

/**
 * 营销 → 福利专区 (promotions.manage): the zone's rate (94 = 94折, what every cart, confirm page and order of
 * the zone's goods is charged from the moment it is saved) and its goods, added by name or removed.
 */
export function WelfarePage() {
  const { message } = App.useApp();
  const { filters: params, page, go } = useListParams(['keywords']);
  const keywords = String(params.keywords ?? '');
  const welfare = useWelfare(keywords, page);
  const change = useWelfareChange();
  const [percent, setPercent] = useState<number | null>(null);
  const [adding, setAdding] = useState<number[]>([]);
  const done = (text: string) => ({
    onSuccess: () => void message.success(text),
    onError: (e: Error) => void message.error(e.message),
  });
  const current = welfare.data?.percent;

  return (
    <div className="packages-admin">
      <Typography.Title level={3}>福利专区</Typography.Title>
      <Card className="packages-admin__filters" title="专区折扣">
        <Space wrap>
          <span>
            当前：
            <Tag color="red" data-testid="welfare-rate">
              {welfare.data?.text ?? '—'}
            </Tag>
          </span>
          <InputNumber
            aria-label="折扣（%）"
            min={1}
            max={100}
            precision={0}
            value={percent ?? current}
            suffix="%"
            onChange={(v) => setPercent(v)}
          />
          <Button
            type="primary"
            disabled={percent === null || percent === current}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'percent', percent: percent! },
                { ...done('折扣已保存'), onSettled: () => setPercent(null) },
              )
            }
          >
            保存折扣
          </Button>
          <span className="packages-admin__sub">
            专区商品的普通购买按单价乘以此折扣结算（向下取整到分），先于满减和优惠券。
          </span>
        </Space>
      </Card>
      <Card title="专区商品">
        <Space wrap className="packages-admin__filters">
          <Input.Search
            key={keywords}
            defaultValue={keywords}
            placeholder="商品名称、厂家、批准文号"
            allowClear
            enterButton="查找"
            onSearch={(k) => go({ ...params, keywords: k.trim() })}
          />
          <GoodsSelect
            mode="multiple"
            label="加入福利专区的商品"
            className="packages-admin__goods"
            placeholder="输入商品名称搜索，选择要加入的商品"
            value={adding}
            onChange={setAdding}
          />
          <Button
            type="primary"
            disabled={adding.length === 0}
            onClick={() =>
              change.mutate({ kind: 'add', ids: adding }, { ...done('已加入福利专区'), onSettled: () => setAdding([]) })
            }
          >
            加入专区
          </Button>
        </Space>
        <Table<Row>
          rowKey="id"
          loading={welfare.isFetching}
          dataSource={welfare.data?.data ?? []}
          onRow={() => ({ 'data-testid': 'welfare-row' }) as React.HTMLAttributes<HTMLElement>}
          pagination={serverPagination({ page, total: welfare.data?.total, onChange: (next) => go(params, next) })}
          columns={[
            {
              title: '商品',
              key: 'name',
              render: (_, r) => (
                <>
                  <b>{r.name}</b>
                  <div className="packages-admin__sub">
                    {r.ypgg} · {r.sccj}
                  </div>
                </>
              ),
            },
            { title: '供货价', dataIndex: 'base_price', align: 'right', render: (v: number) => `¥${v.toFixed(2)}` },
            { title: '专区价', dataIndex: 'welfare_price', align: 'right', render: (v: number) => `¥${v.toFixed(2)}` },
            { title: '库存', dataIndex: 'stock', align: 'right' },
            { title: '上架', dataIndex: 'is_listed', render: (v: number) => (v ? '是' : '否') },
            {
              title: '操作',
              key: 'actions',
              render: (_, r) => (
                <Popconfirm
                  title={`将「${r.name}」移出福利专区？`}
                  onConfirm={() => change.mutate({ kind: 'remove', ids: [r.id] }, done('已移出福利专区'))}
                >
                  <Button type="link" size="small">
                    移出
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
