import { Empty, Pagination, Spin, Table, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { CashCoupon } from '@store/shared/api/vouchers';
import { formatYuan } from '@store/shared/rules/money';
import { formatDate, formatTime } from '@store/shared/rules/store-time';
import { useCashCouponLog, useCashCoupons, type CashCouponLogPage } from '../../api/use-vouchers.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { serverPagination } from '../../lib/table-pagination.ts';
import { paths } from '../../routing/paths.ts';
import { signedYuan } from './ledger-filters.ts';
import { statusOf, tabLabel, VOUCHER_TABS } from './voucher-view.ts';
import './vouchers.css';

/**
 * /wdqb_xjq (/xjq) 我的现金券: the usable 购物金 total, the vouchers by status (tabs with counts), and the ledger.
 * The tab and both pages live in the address, so a reload or a shared link shows the same view.
 */
export function VoucherPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const logPage = Math.max(1, Number(params.get('log_page')) || 1);
  const list = useCashCoupons(status, page);
  const set = (changes: Record<string, number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value && !(key === 'status' && value === 0)) next.set(key, String(value));
      else next.delete(key);
    setParams(next, { replace: true });
  };
  const counts = list.data?.counts;

  return (
    <AccountShell title="我的现金券">
      <div className="voucher-summary">
        <div>
          <span className="voucher-summary__label">可用购物金（元）</span>
          <b className="voucher-summary__amount" data-testid="voucher-usable">
            {list.data ? formatYuan(list.data.usable_amount) : '—'}
          </b>
        </div>
        <p className="voucher-summary__hint">
          下单时在确认订单页勾选「使用购物金」即可抵扣货款（在优惠券之后、余额或在线支付之前），先到期的先用。
        </p>
      </div>
      <Tabs
        activeKey={String(status)}
        onChange={(key) => set({ status: Number(key), page: 0 })}
        items={VOUCHER_TABS.map((tab) => ({
          key: String(tab.status),
          label: tabLabel(tab.label, counts?.[tab.status]),
        }))}
      />
      <Spin spinning={list.isFetching && !list.data}>
        {list.data && list.data.data.length === 0 ? (
          <Empty description={status === 0 ? '暂无可用的现金券' : '暂无记录'} />
        ) : (
          <ul className="voucher-cards">
            {list.data?.data.map((voucher) => (
              <VoucherCard key={voucher.id} voucher={voucher} />
            ))}
          </ul>
        )}
      </Spin>
      {list.data && list.data.total > list.data.page_size && (
        <Pagination
          className="voucher-pager"
          current={page}
          pageSize={list.data.page_size}
          total={list.data.total}
          showSizeChanger={false}
          onChange={(p) => set({ page: p })}
        />
      )}
      <VoucherLedger page={logPage} onPage={(p) => set({ log_page: p })} />
    </AccountShell>
  );
}

function VoucherCard({ voucher: v }: { voucher: CashCoupon }) {
  return (
    <li className={`voucher-card${v.status === 0 ? '' : ' is-spent'}`} data-testid="voucher-card">
      <div className="voucher-card__value">
        <b>{formatYuan(v.remaining)}</b>
        <span>面额 {formatYuan(v.amount)}</span>
      </div>
      <div className="voucher-card__body">
        <div className="voucher-card__title">
          {v.source_text}
          <span className="voucher-card__status">{v.status_text}</span>
        </div>
        {v.remark && <div className="voucher-card__remark">{v.remark}</div>}
        <div className="voucher-card__expiry">有效期至 {formatDate(v.expires_at)}</div>
      </div>
    </li>
  );
}

type LogRow = CashCouponLogPage['data'][number];

/** 购物金明细: every change of the vouchers, with the total after it. */
function VoucherLedger({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const log = useCashCouponLog(page);
  return (
    <section className="voucher-ledger" aria-label="购物金明细">
      <h3>购物金明细</h3>
      <Table<LogRow>
        rowKey="id"
        size="middle"
        loading={log.isFetching}
        dataSource={log.data?.data ?? []}
        locale={{ emptyText: '暂无购物金变动记录' }}
        pagination={serverPagination(page, log.data, onPage)}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 150, render: (v: number) => formatTime(v) },
          { title: '类型', dataIndex: 'type_text', width: 90 },
          {
            title: '金额',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => (
              <span className={v < 0 ? 'voucher-amount is-out' : 'voucher-amount is-in'}>{signedYuan(v)}</span>
            ),
          },
          {
            title: '变动后',
            dataIndex: 'total_after',
            align: 'right',
            responsive: ['md'],
            render: (v: number) => formatYuan(v),
          },
          {
            title: '订单',
            dataIndex: 'order_id',
            responsive: ['md'],
            render: (id: number | null, row) => (id ? <Link to={paths.order(id)}>{row.order_no}</Link> : '—'),
          },
          { title: '备注', dataIndex: 'remark', responsive: ['lg'], render: (v: string) => v || '—' },
        ]}
      />
    </section>
  );
}
