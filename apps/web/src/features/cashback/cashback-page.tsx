import { Empty, Progress, Skeleton, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { CashbackPage } from '@store/shared/api/cashback';
import { formatYuan } from '@store/shared/rules/money';
import { formatTime } from '@store/shared/rules/store-time';
import { useCashback } from '../../api/use-cashback.ts';
import { paths } from '../../routing/paths.ts';
import './cashback.css';

type Activity = CashbackPage['activities'][number];
type Award = CashbackPage['awards'][number];

/**
 * /hb 满额返现: each running activity with its tiers and where this buyer stands this month (what the server
 * counted, the tier reached, how much more reaches the next), the rules, and the cashback already paid.
 */
export function CashbackPage() {
  const cashback = useCashback();
  const data = cashback.data;
  return (
    <div className="container cashback" data-testid="cashback-page">
      <header className="cashback__banner">
        <h1>满额返现</h1>
        <p>每月采购满额，按档位返现，多买多返</p>
      </header>
      {!data ? (
        <Skeleton active />
      ) : data.activities.length === 0 ? (
        <Empty description="暂无进行中的满额返活动">
          <Link to={paths.home}>去首页逛逛</Link>
        </Empty>
      ) : (
        data.activities.map((activity) => <ActivityCard key={activity.id} activity={activity} period={data.period} />)
      )}
      {data && data.awards.length > 0 && <Awards awards={data.awards} />}
    </div>
  );
}

function ActivityCard({ activity, period }: { activity: Activity; period: string }) {
  const top = activity.tiers.at(-1)!;
  const percent = Math.min(100, Math.round((activity.counted / top.threshold) * 100));
  return (
    <section className="cashback-card" aria-label={activity.name} data-testid="cashback-activity">
      <div className="cashback-card__head">
        <h2>{activity.name}</h2>
        <span className="cashback-card__dates">
          活动时间：{activity.starts_on} 至 {activity.ends_on}　返现方式：<Tag color="red">{activity.reward_text}</Tag>
        </span>
      </div>
      <ol className="cashback-tiers">
        {activity.tiers.map((tier) => (
          <li
            key={tier.threshold}
            className={activity.counted >= tier.threshold ? 'cashback-tiers__tier is-reached' : 'cashback-tiers__tier'}
          >
            <b>{tier.rate}%</b>
            <span>月实付满 {formatYuan(tier.threshold)}</span>
          </li>
        ))}
      </ol>
      <div className="cashback-progress">
        <div className="cashback-progress__figures">
          <span>
            {period.replace('-', '年')}月已累计实付 <b data-testid="cashback-counted">{formatYuan(activity.counted)}</b>
          </span>
          <span>
            当前返现比例 <b>{activity.reached_rate}%</b>，预计返现{' '}
            <b data-testid="cashback-estimated">{formatYuan(activity.estimated)}</b>
          </span>
        </div>
        <Progress percent={percent} showInfo={false} strokeColor="var(--ant-color-primary)" />
        <p className="cashback-progress__next" data-testid="cashback-next">
          {activity.next
            ? `再采购 ${formatYuan(activity.next.gap)} 即可享受 ${activity.next.rate}% 返现`
            : '已达到最高返现档位'}
        </p>
      </div>
      <ul className="cashback-rules">
        <li>按当月已支付订单的实付金额累计（不含已取消订单，扣除退款），达到的最高档位按全部累计金额计算返现。</li>
        <li>
          当月订单确认收货完成后，于次月结算，返现以{activity.reward_text}发放
          {activity.cap > 0 ? `，每月最高返 ${formatYuan(activity.cap)}` : ''}。
        </li>
        <li>已返现月份的订单如发生退款，将按退款后的金额重新计算，多返部分从{activity.reward_text}中扣回。</li>
      </ul>
    </section>
  );
}

function Awards({ awards }: { awards: Award[] }) {
  return (
    <section className="cashback-card" aria-label="返现记录">
      <h2>返现记录</h2>
      <Table<Award>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={awards}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '月份', dataIndex: 'period' },
          { title: '活动', dataIndex: 'activity', responsive: ['md'] },
          { title: '累计实付', dataIndex: 'counted', align: 'right', render: (v: number) => formatYuan(v) },
          { title: '比例', dataIndex: 'rate', align: 'right', render: (v: number) => `${v}%` },
          {
            title: '返现',
            key: 'amount',
            align: 'right',
            render: (_, row) => (
              <span className="cashback-amount">
                {formatYuan(row.amount)}
                {row.amount < row.credited && <small>（原返 {formatYuan(row.credited)}，因退款扣回）</small>}
              </span>
            ),
          },
          { title: '发放至', dataIndex: 'reward_text' },
          { title: '结算时间', dataIndex: 'created_at', responsive: ['md'], render: (v: number) => formatTime(v) },
        ]}
      />
    </section>
  );
}
