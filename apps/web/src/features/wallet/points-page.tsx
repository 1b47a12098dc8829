import { Alert, Empty, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PointsLogRow } from '@store/shared/api/points';
import { formatDate, formatTime } from '@store/shared/rules/store-time';
import { usePointsLog } from '../../api/use-points.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { serverPagination } from '../../lib/table-pagination.ts';
import { paths } from '../../routing/paths.ts';
import {
  POINTS_TYPE_OPTIONS,
  pointsQueryOf,
  pointsSearchOf,
  pointsViewOf,
  signedPoints,
  type PointsView,
} from './points-filters.ts';
import { LedgerFilterBar } from './ledger-filter-bar.tsx';
import './wallet.css';

/**
 * /wdqb_jfgl (/jfgl) 积分管理: the points, what expires at the coming year-end, how points are earned, and the
 * ledger filtered by type and store days (the filters live in the URL).
 */
export function PointsPage() {
  const [params, setParams] = useSearchParams();
  const view = pointsViewOf(params);
  const log = usePointsLog(pointsQueryOf(view));
  const answer = log.data;
  const filtered = Boolean(view.type || view.from);

  const update = (changes: Partial<PointsView>) =>
    setParams(pointsSearchOf({ ...view, page: 1, ...changes }), { replace: true });

  return (
    <AccountShell title="积分管理">
      <div className="wallet-balance points-balance">
        <div>
          <span className="wallet-balance__label">可用积分</span>
          <b className="wallet-balance__amount" data-testid="points-balance">
            {answer ? answer.points : '—'}
          </b>
          <span className="wallet-balance__hint">
            {answer ? `订单完成后按实付金额每 1 元得 ${answer.points_per_yuan} 积分` : ' '}
          </span>
        </div>
        {answer && <ExpiryNotice expiring={answer.expiring} />}
      </div>
      <section className="wallet-section" aria-label="积分规则">
        <h3>积分规则</h3>
        <ul className="points-rules">
          <li>订单确认收货（完成）后，按实付金额（扣除已退款）计算积分，不足 1 积分的部分不计。</li>
          <li>订单完成后发生退款的，按退款金额比例扣回该订单所得积分；积分已使用的，只扣回剩余部分。</li>
          <li>积分有效期至获得次年的 12 月 31 日，到期未使用的积分将自动清零。</li>
        </ul>
      </section>
      <section className="wallet-section" aria-label="积分明细">
        <h3>积分明细</h3>
        <LedgerFilterBar typeLabel="积分类型" options={POINTS_TYPE_OPTIONS} filters={view} onChange={update} />
        <Table<PointsLogRow>
          rowKey="id"
          size="middle"
          className="wallet-ledger points-ledger"
          loading={log.isFetching}
          dataSource={answer?.data ?? []}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? '没有符合条件的积分记录' : '暂无积分记录，订单完成后即可获得积分'}
              />
            ),
          }}
          pagination={serverPagination(view.page, answer, (page) => update({ ...view, page }))}
          columns={[
            { title: '时间', dataIndex: 'created_at', width: 150, render: (v: number) => formatTime(v) },
            { title: '类型', dataIndex: 'type_text', width: 100 },
            {
              title: '积分',
              dataIndex: 'change',
              align: 'right',
              render: (v: number) => (
                <span className={v < 0 ? 'wallet-amount is-out' : 'wallet-amount is-in'}>{signedPoints(v)}</span>
              ),
            },
            { title: '结余', dataIndex: 'points_after', align: 'right', responsive: ['md'] },
            {
              title: '订单',
              dataIndex: 'order_no',
              responsive: ['md'],
              render: (no: string | null, row) =>
                no && row.order_id ? <Link to={paths.order(row.order_id)}>{no}</Link> : '—',
            },
            {
              title: '说明',
              dataIndex: 'remark',
              responsive: ['md'],
              render: (remark: string, row) => (
                <>
                  {remark || '—'}
                  {row.expires_at && (
                    <span className="points-ledger__expiry">有效期至 {formatDate(row.expires_at)}</span>
                  )}
                </>
              ),
            },
          ]}
        />
      </section>
    </AccountShell>
  );
}

/** What expires at the coming year-end: a warning while there is some, a quiet line when there is none. */
function ExpiryNotice({ expiring }: { expiring: { points: number; expires_at: number } }) {
  const day = formatDate(expiring.expires_at);
  if (expiring.points === 0)
    return (
      <p className="points-expiry is-none" data-testid="points-expiry">
        {day} 前无积分到期
      </p>
    );
  return (
    <Alert
      className="points-expiry"
      data-testid="points-expiry"
      type="warning"
      showIcon
      title={`${expiring.points} 积分将于 ${day} 到期`}
      description="到期未使用的积分将自动清零"
    />
  );
}
