import { Button, Card, Segmented, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { NEAR_EXPIRY_DAYS, type BatchListRow } from '@store/shared/api/stock';
import { Link } from 'react-router';
import { useListParams } from '../../lib/use-list-params.ts';
import { BatchStateTag } from './batch-state.tsx';
import { useBatchList, useImportBatches, type BatchListFilters } from './use-stock.ts';
import { useCan } from '../../api/use-staff.ts';
import { ImportReportButton } from '../../components/import-report-button.tsx';
import './stock.css';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { CappedTotal } from '../../components/capped-total.tsx';

const STATES: { value: BatchListFilters['state']; label: string }[] = [
  { value: 'held', label: '在库批次' },
  { value: 'near_expiry', label: `近效期（${NEAR_EXPIRY_DAYS} 天内）` },
  { value: 'expired', label: '已过期未清' },
  { value: 'all', label: '全部' },
];

/** 批次库存 (goods.view): every batch on hand, soonest expiry first, so the warehouse sees what to move first. */
export function StockPage() {
  const { filters: params, page, go: goTo } = useListParams(['state', 'keywords'], { defaults: { state: 'held' } });
  const filters: BatchListFilters = {
    state: STATES.find((s) => s.value === params.state)?.value ?? 'held',
    keywords: String(params.keywords ?? ''),
  };
  const go = (next: Partial<BatchListFilters> & { page?: number }) => goTo({ ...filters, ...next }, next.page ?? 1);
  const list = useBatchList(filters, page, 20);
  const canReceive = useCan('stock.manage');
  const importBatches = useImportBatches();

  return (
    <div className="stock-page">
      <Typography.Title level={3}>批次库存</Typography.Title>
      <Card>
        <div className="stock-page__filters">
          <Segmented<BatchListFilters['state']>
            value={filters.state}
            options={STATES}
            onChange={(state) => go({ state })}
          />
          <ListToolbar
            search={{
              value: filters.keywords,
              placeholder: '商品名称、生产厂家或批号',
              enterButton: '搜索',
              className: 'stock-page__search',
              onSearch: (keywords) => go({ keywords }),
            }}
            extra={
              <>
                <Button
                  icon={<DownloadOutlined />}
                  href={`/api/admin/stock_batches/export?${new URLSearchParams({ state: filters.state, keywords: filters.keywords })}`}
                >
                  导出
                </Button>
                {canReceive && (
                  <ImportReportButton
                    label="导入入库单"
                    upload={importBatches}
                    summary={(report) =>
                      report.applied
                        ? `入库完成：新批次 ${report.created}，追加 ${report.updated}`
                        : `有 ${new Set(report.errors.map((e) => e.row)).size} 行有误，未入库任何批次`
                    }
                    retryHint="表格列为：商品ID、批号、生产日期、有效期至、入库数量、仓库。改正下列各行后重新导入同一个表格即可。"
                  />
                )}
              </>
            }
          />
        </div>
        <CappedTotal total={list.data?.total} cap={list.data?.count_cap} unit="个批次" testId="batches-total" />
        <ServerTable<BatchListRow>
          list={list}
          page={page}
          onPage={(next) => go({ page: next })}
          columns={[
            {
              title: '商品',
              key: 'goods',
              render: (_, row) => (
                <Link to={`/stock/goods/${row.goods.id}`}>
                  {row.goods.name}
                  <Typography.Text type="secondary"> {row.goods.ypgg}</Typography.Text>
                </Link>
              ),
            },
            { title: '生产厂家', key: 'sccj', render: (_, row) => row.goods.sccj },
            { title: '批号', dataIndex: 'batch_number' },
            { title: '生产日期', dataIndex: 'production_date', render: (value: string | null) => value ?? '—' },
            { title: '有效期至', dataIndex: 'expiry_date' },
            {
              title: '状态',
              dataIndex: 'state',
              render: (state: BatchListRow['state']) => <BatchStateTag state={state} />,
            },
            { title: '数量', key: 'quantity', align: 'right', render: (_, row) => `${row.quantity} ${row.goods.bzdw}` },
            { title: '仓库', dataIndex: 'warehouse' },
          ]}
        />
      </Card>
    </div>
  );
}
