import { App, Button, Card, InputNumber, Popconfirm, Segmented, Tag, Typography } from 'antd';
import type { AdminRechargeRow } from '@store/shared/api/wallet';
import { formatTime } from '@store/shared/rules/store-time';
import { Link } from 'react-router';
import { useListParams } from '../../lib/use-list-params.ts';
import { useConfirmRecharge, useRecharges, type RechargeFilters } from './use-recharges.ts';
import './finance.css';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

const STATUS_COLOURS = { pending: 'orange', paid: 'green', cancelled: 'default' } as const;
const yuan = (value: number) => `¥${value.toFixed(2)}`;

/**
 * 充值确认 (payments.confirm): buyers' bank-transfer top-ups. Finance matches the bank statement's 附言 or
 * amount to a row and confirms it; only then is the buyer's balance credited (once).
 */
export function RechargesPage() {
  const { message } = App.useApp();
  const {
    filters: params,
    page,
    go: goTo,
  } = useListParams(['status', 'keywords', 'amount'], {
    numeric: ['amount'],
    defaults: { status: 'pending' },
  });
  const status = String(params.status) as NonNullable<RechargeFilters['status']> | 'all';
  const filters: RechargeFilters = {
    ...(status !== 'all' && { status }),
    keywords: String(params.keywords ?? ''),
    ...(params.amount !== undefined && { amount: Number(params.amount) }),
  };
  const go = (next: { status?: string; keywords?: string; amount?: number }, nextPage = 1) =>
    goTo({ ...params, ...next }, nextPage);
  const list = useRecharges(filters, page);
  const confirm = useConfirmRecharge();

  return (
    <div className="finance-page">
      <Typography.Title level={3}>充值确认</Typography.Title>
      <Card>
        <ListToolbar
          className="finance-page__filters"
          search={{
            value: filters.keywords,
            placeholder: '汇款附言、单位名称或账号',
            className: 'finance-page__search',
            onSearch: (keywords) => go({ keywords }),
          }}
          extra={
            <InputNumber<number>
              key={String(params.amount ?? '')}
              aria-label="金额"
              placeholder="按金额查找"
              className="finance-page__amount"
              min={0}
              precision={2}
              defaultValue={filters.amount}
              onPressEnter={(e) => {
                const typed = (e.target as HTMLInputElement).value.replace(/[^\d.]/g, '');
                go({ amount: typed === '' ? undefined : Number(typed) });
              }}
              prefix="¥"
            />
          }
        >
          <Segmented
            value={status}
            options={[
              { value: 'pending', label: '待确认到账' },
              { value: 'paid', label: '已到账' },
              { value: 'all', label: '全部' },
            ]}
            onChange={(value) => go({ status: String(value) })}
          />
        </ListToolbar>
        <ServerTable<AdminRechargeRow>
          list={list}
          page={page}
          onPage={(next) => go({}, next)}
          rowTestId="recharge-row"
          columns={[
            { title: '附言 / 商户单号', dataIndex: 'remittance_ref' },
            {
              title: '方式',
              key: 'method',
              render: (_, row) => (row.method === 'online' ? `${row.method_text}·${row.gateway}` : row.method_text),
            },
            {
              title: '采购商',
              key: 'buyer',
              render: (_, row) => <Link to={`/buyers/${row.buyer.id}`}>{row.buyer.company || row.buyer.username}</Link>,
            },
            { title: '金额', dataIndex: 'amount', align: 'right', render: yuan },
            { title: '申请时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
            {
              title: '状态',
              dataIndex: 'status',
              render: (s: AdminRechargeRow['status'], row) => <Tag color={STATUS_COLOURS[s]}>{row.status_text}</Tag>,
            },
            {
              title: '到账确认',
              key: 'confirmed',
              // An online top-up is paid by its gateway's notification alone; finance only sees it.
              render: (_, row) =>
                row.status === 'pending' && row.method === 'online' ? (
                  '等待支付渠道通知'
                ) : row.status === 'pending' ? (
                  <Popconfirm
                    title="确认这笔转账已到账？"
                    description={`附言 ${row.remittance_ref}，金额 ${yuan(row.amount)}，确认后记入采购商余额。`}
                    okText="确认到账"
                    onConfirm={() =>
                      confirm
                        .mutateAsync(row.id)
                        .then((done) => void message.success(`已记入余额，当前余额 ${yuan(done.balance)}`))
                    }
                  >
                    <Button type="primary" size="small">
                      确认到账
                    </Button>
                  </Popconfirm>
                ) : (
                  row.paid_at &&
                  `${formatTime(row.paid_at)} ${row.method === 'online' ? '支付渠道通知' : (row.confirmed_by ?? '')}`
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
