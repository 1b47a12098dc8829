import { lazy, Suspense } from 'react';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import { PERMISSIONS, type StaffMe } from '@store/shared/api/staff';
import { useStaffMe } from '../../api/use-staff.ts';
import { FigureCard } from './figure-card.tsx';
import { figuresFor, QUEUE_FIGURES, SALES_FIGURES, type Figure } from './figures.ts';
import { useDashboard } from './use-dashboard.ts';
import './dashboard.css';

// echarts is the dashboard's alone: its own chunk, fetched when the chart is first drawn.
const SalesChart = lazy(() => import('./sales-chart.tsx'));

/**
 * 工作台: the store's figures and queues, each a link to the queue it counts, as far as the staff member's
 * role opens them (the server answers no others); a role without dashboard.view sees who they are and
 * what they may do.
 */
export function DashboardPage() {
  const { data: me } = useStaffMe();
  const canView = me?.permissions.includes('dashboard.view') ?? false;
  const board = useDashboard(canView);
  if (!me) return null;
  const greeting = (
    <Typography.Text className="dashboard-page__greeting">
      {me.name}（{me.role.name}），{board.data ? `今天是 ${board.data.today}` : '你好'}
    </Typography.Text>
  );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} className="dashboard-page">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          工作台
        </Typography.Title>
        {greeting}
      </div>
      {!canView ? (
        <WhoAmI me={me} />
      ) : board.error ? (
        <Result
          status="error"
          title="工作台数据加载失败"
          extra={<Button onClick={() => void board.refetch()}>重新加载</Button>}
        />
      ) : (
        <Figures permissions={me.permissions} board={board.data} />
      )}
    </Space>
  );
}

function Figures({
  permissions,
  board,
}: {
  permissions: StaffMe['permissions'];
  board: ReturnType<typeof useDashboard>['data'];
}) {
  const sales = figuresFor(SALES_FIGURES, permissions);
  const queues = figuresFor(QUEUE_FIGURES, permissions);
  if (sales.length === 0 && queues.length === 0)
    return (
      <Card>
        <Empty description="你的角色没有需要在工作台查看的数据" />
      </Card>
    );
  return (
    <div className="dashboard-page__body">
      <FigureSection title="待处理" figures={queues} board={board} />
      <FigureSection title="经营概况" figures={sales} board={board} fill />
      {sales.length > 0 && (
        <Card title="近 30 天订单与成交额" size="small">
          {board?.sales ? (
            <Suspense fallback={<Spin className="dashboard-chart__loading" />}>
              <SalesChart days={board.sales.days} />
            </Suspense>
          ) : (
            <Spin className="dashboard-chart__loading" />
          )}
        </Card>
      )}
    </div>
  );
}

function FigureSection({
  title,
  figures,
  board,
  fill = false,
}: {
  title: string;
  figures: Figure[];
  board: ReturnType<typeof useDashboard>['data'];
  fill?: boolean;
}) {
  if (figures.length === 0) return null;
  return (
    <section aria-label={title}>
      <h4 className="dashboard-page__section-title">{title}</h4>
      <div className={fill ? 'dashboard-figures dashboard-figures--fill' : 'dashboard-figures'}>
        {figures.map((figure) => (
          <FigureCard key={figure.key} figure={figure} board={board} />
        ))}
      </div>
    </section>
  );
}

/** For a role without the dashboard: who is working and what the role lets them do, in words. */
function WhoAmI({ me }: { me: StaffMe }) {
  return (
    <>
      <Card title="当前登录">
        <Descriptions column={3}>
          <Descriptions.Item label="姓名">{me.name}</Descriptions.Item>
          <Descriptions.Item label="用户名">{me.username}</Descriptions.Item>
          <Descriptions.Item label="角色">{me.role.name}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={`角色权限（${me.permissions.length} 项）`}>
        {me.permissions.length === 0 ? (
          <Typography.Text type="secondary">该角色尚未分配任何权限，请联系超级管理员。</Typography.Text>
        ) : (
          <Space size={[8, 8]} wrap>
            {me.permissions.map((code) => (
              <Tag key={code} color="blue">
                {PERMISSIONS[code]}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
    </>
  );
}
