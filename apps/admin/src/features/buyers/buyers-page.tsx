import { Card, Tag, Typography } from 'antd';
import type { BuyerRow } from '@store/shared/api/buyers';
import { formatDate } from '@store/shared/rules/store-time';
import { Link } from 'react-router';
import { useListParams } from '../../lib/use-list-params.ts';
import { BuyerFiltersBar } from './buyer-filters.tsx';
import { companyTypeText, REVIEW_COLOURS, reviewText } from './buyer-words.ts';
import { useBuyerList, type BuyerFilters } from './use-buyers.ts';
import './buyers.css';
import { ServerTable } from '../../components/server-table.tsx';
import { CappedTotal } from '../../components/capped-total.tsx';

const FILTER_KEYS = ['keywords', 'region', 'review', 'manager_id', 'disabled', 'licence'] as const;

/** 采购商列表 (buyers.view): every buyer with its review state and manager; a row opens the buyer's file. */
export function BuyersPage() {
  // In the address: the dashboard links here with licence=expiring.
  const { filters: params, page, go } = useListParams(FILTER_KEYS, { numeric: ['manager_id'] });
  const filters = params as BuyerFilters;
  const list = useBuyerList(filters, page, 20);
  return (
    <div className="buyers-page">
      <Typography.Title level={3}>采购商列表</Typography.Title>
      <Card>
        <BuyerFiltersBar key={JSON.stringify(filters)} value={filters} onChange={(next) => go(next)} />
        <CappedTotal total={list.data?.total} cap={list.data?.count_cap} unit="家" testId="buyers-total" />
        <ServerTable<BuyerRow>
          list={list}
          page={page}
          onPage={(next) => go(filters, next)}
          rowTestId="buyer-row"
          columns={[
            {
              title: '单位名称',
              key: 'company',
              render: (_, row) => <Link to={`/buyers/${row.id}`}>{row.company || row.username}</Link>,
            },
            { title: '账号', dataIndex: 'username' },
            { title: '类型', dataIndex: 'company_type', render: companyTypeText },
            { title: '联系人', dataIndex: 'name' },
            { title: '手机', dataIndex: 'mobile' },
            { title: '地区', dataIndex: 'region' },
            {
              title: '审核',
              dataIndex: 'review',
              render: (review: BuyerRow['review']) => <Tag color={REVIEW_COLOURS[review]}>{reviewText(review)}</Tag>,
            },
            { title: '客户经理', key: 'manager', render: (_, row) => row.manager?.name ?? '—' },
            {
              title: '状态',
              dataIndex: 'disabled',
              render: (disabled: number) => (disabled ? <Tag color="red">已停用</Tag> : <Tag>正常</Tag>),
            },
            { title: '注册时间', dataIndex: 'created_at', render: (at: number) => formatDate(at) },
          ]}
        />
      </Card>
    </div>
  );
}
