import { Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useMoneyLog, type MoneyLogPage } from '../../api/use-wallet.ts';
import { formatYuan } from '@store/shared/rules/money';
import { formatTime } from '@store/shared/rules/store-time';
import { serverPagination } from '../../lib/table-pagination.ts';
import { paths } from '../../routing/paths.ts';
import { ledgerViewOf, moneyLogQueryOf, signedYuan, USE_TYPE_OPTIONS, type LedgerView } from './ledger-filters.ts';
import { LedgerFilterBar } from './ledger-filter-bar.tsx';

type Row = MoneyLogPage['data'][number];

/** 余额明细: every change of the balance, filtered by use type and store days; the filters live in the URL. */
export function LedgerSection() {
  const [params, setParams] = useSearchParams();
  const view = ledgerViewOf(params);
  const log = useMoneyLog(moneyLogQueryOf(view));

  const update = (changes: Partial<LedgerView>) => {
    const next = { ...view, page: 1, ...changes };
    const search = new URLSearchParams();
    if (next.type) search.set('type', next.type);
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  return (
    <section className="wallet-section" aria-label="余额明细">
      <h3>余额明细</h3>
      <LedgerFilterBar typeLabel="收支类型" options={USE_TYPE_OPTIONS} filters={view} onChange={update} />
      <Table<Row>
        rowKey="id"
        size="middle"
        className="wallet-ledger"
        loading={log.isFetching}
        dataSource={log.data?.data ?? []}
        locale={{ emptyText: view.type || view.from ? '没有符合条件的记录' : '暂无余额变动记录' }}
        pagination={serverPagination(view.page, log.data, (page) => update({ ...view, page }))}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 150, render: (v: number) => formatTime(v) },
          { title: '类型', dataIndex: 'type_text', width: 100 },
          {
            title: '金额',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => (
              <span className={v < 0 ? 'wallet-amount is-out' : 'wallet-amount is-in'}>{signedYuan(v)}</span>
            ),
          },
          {
            title: '余额',
            dataIndex: 'balance_after',
            align: 'right',
            responsive: ['md'],
            render: (v: number) => formatYuan(v),
          },
          {
            title: '订单',
            dataIndex: 'order_id',
            responsive: ['md'],
            render: (id: number | null) => (id ? <Link to={paths.order(id)}>查看订单</Link> : '—'),
          },
          { title: '备注', dataIndex: 'remark', responsive: ['md'], render: (v: string) => v || '—' },
        ]}
      />
    </section>
  );
}
