import { Card, Table, Tag, Typography } from 'antd';
import type { BuyerRow } from '@store/shared/api/buyers';
import { formatDate } from '@store/shared/rules/store-time';
import { Link, useSearchParams } from 'react-router';
import { BuyerFiltersBar } from './buyer-filters.tsx';
import { companyTypeText, REVIEW_COLOURS, reviewText } from './buyer-words.ts';
import { useBuyerList, type BuyerFilters } from './use-buyers.ts';
import './buyers.css';

const FILTER_KEYS = ['keywords', 'region', 'review', 'manager_id', 'disabled', 'licence'] as const;

/** The filters and page live in the address (the dashboard links here with licence=expiring). */
function useBuyerParams() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = params.get(key);
      if (!value) return [];
      return [[key, key === 'manager_id' ? Number(value) : value]];
    }),
  ) as BuyerFilters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: BuyerFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key] !== undefined) search.set(key, String(next[key]));
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  return { filters, page, go };
}

/** 采购商列表 (buyers.view): every buyer with its review state and manager; a row opens the buyer's file. */
export function BuyersPage() {
  const { filters, page, go } = useBuyerParams();
  const list = useBuyerList(filters, page, 20);
  return (
    <div className="buyers-page">
      <Typography.Title level={3}>采购商列表</Typography.Title>
      <Card>
        <BuyerFiltersBar key={JSON.stringify(filters)} value={filters} onChange={(next) => go(next)} />
        <Table<BuyerRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          onRow={() => ({ 'data-testid': 'buyer-row' }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 家`,
            onChange: (next) => go(filters, next),
          }}
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
