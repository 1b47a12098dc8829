import { Button, Card, Image, Space, Switch, Tag, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { stringify } from 'qs-esm';
import { Link, useNavigate } from 'react-router';
import { CappedTotal } from '../../components/capped-total.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import type { AdminGoodsRow } from '@store/shared/api/admin-goods';
import { useStaffMe } from '../../api/use-staff.ts';
import { GoodsFiltersBar } from './goods-filters.tsx';
import { drugClassName, yuan } from './goods-words.ts';
import { ImportButton } from './import-button.tsx';
import { useGoodsList, useSetListed, type GoodsFilters } from './use-goods.ts';
import './goods.css';

const FILTER_KEYS = ['keywords', 'category_id', 'brand_id', 'zone', 'drug_class', 'listed', 'in_stock'] as const;
const NUMERIC = ['category_id', 'brand_id', 'listed', 'in_stock'] as const;

/** 商品管理 (goods.view; editing with goods.edit): the whole catalogue, listed or not. */
export function GoodsListPage() {
  const { data: me } = useStaffMe();
  const canEdit = me?.permissions.includes('goods.edit') ?? false;
  const navigate = useNavigate();
  const { filters: params, page, pageSize, go } = useListParams(FILTER_KEYS, { numeric: NUMERIC });
  const filters = params as GoodsFilters;
  const list = useGoodsList(filters, page, pageSize);
  const setListed = useSetListed();

  return (
    <div className="goods-page">
      <Typography.Title level={3}>商品管理</Typography.Title>
      <Card>
        <GoodsFiltersBar key={JSON.stringify(filters)} value={filters} onChange={(next) => go(next)} />
        <Space className="goods-page__actions">
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/goods/new')}>
              新增商品
            </Button>
          )}
          <Button icon={<DownloadOutlined />} href={`/api/admin/goods/export?${stringify(filters)}`}>
            导出
          </Button>
          {canEdit && <ImportButton />}
          <CappedTotal total={list.data?.total} cap={list.data?.count_cap} unit="个商品" testId="goods-total" />
        </Space>
        <ServerTable<AdminGoodsRow>
          list={list}
          page={page}
          pageSize={pageSize}
          sizeChanger
          onPage={(nextPage, nextSize) => go(filters, nextPage, nextSize)}
          scroll={{ x: 1100 }}
          columns={[
            {
              title: '商品',
              key: 'goods',
              render: (_, row) => (
                <div className="goods-page__goods">
                  {row.image ? (
                    <Image src={row.image} width={48} height={48} preview={false} alt="" />
                  ) : (
                    <div className="goods-page__no-image" />
                  )}
                  <div>
                    <Link to={`/goods/${row.id}`}>{row.name}</Link>
                    <div className="goods-page__sub">
                      {row.ypgg} / {row.bzdw}
                      {row.prescription_class && (
                        <Tag className="goods-page__rx" color={row.prescription_class === 'Rx' ? 'red' : 'green'}>
                          {row.prescription_class}
                        </Tag>
                      )}
                    </div>
                  </div>
                </div>
              ),
            },
            { title: '生产厂家', dataIndex: 'sccj', width: 200, ellipsis: true },
            { title: '批准文号', dataIndex: 'approval_number', width: 170 },
            { title: '类别', dataIndex: 'drug_class', width: 90, render: drugClassName },
            { title: '供货价', dataIndex: 'base_price', width: 100, align: 'right', render: yuan },
            {
              title: '库存',
              dataIndex: 'stock',
              width: 80,
              align: 'right',
              render: (stock: number, row) => <Link to={`/goods/${row.id}?tab=stock`}>{stock}</Link>,
            },
            {
              title: '上架',
              dataIndex: 'is_listed',
              width: 80,
              render: (listed: 0 | 1, row) => (
                <Switch
                  size="small"
                  checked={listed === 1}
                  disabled={!canEdit}
                  loading={setListed.isPending && setListed.variables?.id === row.id}
                  aria-label={`${row.name} 上架`}
                  onChange={(checked) => setListed.mutate({ id: row.id, listed: checked })}
                />
              ),
            },
            {
              title: '操作',
              key: 'actions',
              width: 80,
              fixed: 'right',
              render: (_, row) => <Link to={`/goods/${row.id}`}>{canEdit ? '编辑' : '查看'}</Link>,
            },
          ]}
        />
      </Card>
    </div>
  );
}
