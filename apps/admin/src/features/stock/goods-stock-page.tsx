import { useState } from 'react';
import { Button, Card, Descriptions, Result, Statistic, Table, Typography } from 'antd';
import type { BatchRow } from '@store/shared/api/stock';
import { useParams } from 'react-router';
import { useCan } from '../../api/use-staff.ts';
import { AdjustBatchModal } from './adjust-batch-modal.tsx';
import { BatchStateTag } from './batch-state.tsx';
import { ReceiveBatchModal } from './receive-batch-modal.tsx';
import { useGoodsBatches } from './use-stock.ts';
import './stock.css';

/**
 * One goods' stock by batch (goods.view): what buyers may order (可售) follows from the unexpired batches
 * less what unshipped orders have taken. Staff with stock.manage receive batches and count them.
 */
export function GoodsStockPage() {
  const goodsId = Number(useParams().id);
  const canManage = useCan('stock.manage');
  const stock = useGoodsBatches(goodsId);
  const [receiving, setReceiving] = useState(false);
  const [adjusting, setAdjusting] = useState<BatchRow | null>(null);

  if (stock.error) return <Result status="warning" title={stock.error.message} />;
  const data = stock.data;
  const unit = data?.goods.bzdw ?? '';
  return (
    <div className="stock-page">
      <Typography.Title level={3}>{data ? `${data.goods.name} · 批次库存` : '批次库存'}</Typography.Title>
      <Card loading={stock.isLoading}>
        {data && (
          <>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label="规格">{data.goods.ypgg}</Descriptions.Item>
              <Descriptions.Item label="生产厂家">{data.goods.sccj}</Descriptions.Item>
              <Descriptions.Item label="单位">{unit}</Descriptions.Item>
            </Descriptions>
            <div className="stock-page__figures">
              <Statistic title="可售库存" value={data.sellable} suffix={unit} />
              <Statistic title="在库（未过期批次）" value={data.on_hand} suffix={unit} />
              <Statistic title="待发货占用" value={data.reserved} suffix={unit} />
              {canManage && (
                <Button type="primary" onClick={() => setReceiving(true)}>
                  入库
                </Button>
              )}
            </div>
          </>
        )}
        <Table<BatchRow>
          rowKey="id"
          dataSource={data?.batches ?? []}
          pagination={false}
          locale={{ emptyText: '尚无批次：入库后按批次管理库存' }}
          columns={[
            { title: '批号', dataIndex: 'batch_number' },
            { title: '生产日期', dataIndex: 'production_date', render: (value: string | null) => value ?? '—' },
            { title: '有效期至', dataIndex: 'expiry_date' },
            {
              title: '状态',
              dataIndex: 'state',
              render: (state: BatchRow['state']) => <BatchStateTag state={state} />,
            },
            {
              title: '数量',
              dataIndex: 'quantity',
              align: 'right',
              render: (quantity: number) => `${quantity} ${unit}`,
            },
            { title: '仓库', dataIndex: 'warehouse' },
            ...(canManage
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    render: (_: unknown, row: BatchRow) => (
                      <Button type="link" onClick={() => setAdjusting(row)}>
                        盘点/报损
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {canManage && (
        <>
          <ReceiveBatchModal goodsId={goodsId} unit={unit} open={receiving} onClose={() => setReceiving(false)} />
          <AdjustBatchModal batch={adjusting} unit={unit} onClose={() => setAdjusting(null)} />
        </>
      )}
    </div>
  );
}
