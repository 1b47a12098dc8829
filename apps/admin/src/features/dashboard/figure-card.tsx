import { Card, Statistic, Tooltip, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Dashboard } from '@store/shared/api/dashboard';
import { countText } from '@store/shared/api/list-count';
import type { Figure } from './figures.ts';

/** A figure as a link to its queue: the whole card opens it. */
export function FigureCard({ figure, board }: { figure: Figure; board: Dashboard | undefined }) {
  const value = board ? figure.value(board) : undefined;
  const note = board && figure.note?.(board);
  const waiting = figure.waiting && (value ?? 0) > 0;
  const title = (
    <span>
      {figure.title}
      {figure.hint && (
        <Tooltip title={figure.hint}>
          <QuestionCircleOutlined className="dashboard-figure__hint" aria-label={figure.hint} />
        </Tooltip>
      )}
    </span>
  );
  return (
    <Link to={figure.to} className={`dashboard-figure${waiting ? ' dashboard-figure--waiting' : ''}`}>
      <Card hoverable size="small" loading={!board}>
        <Statistic
          title={title}
          value={value ?? 0}
          precision={figure.money ? 2 : 0}
          prefix={figure.money ? '¥' : undefined}
          // A count that stopped at the cap reads "10000+", as the queue's own tab does.
          {...(figure.capped && board && { formatter: (count) => countText(Number(count), board.count_cap) })}
        />
        <Typography.Text type="secondary" className="dashboard-figure__note">
          {note ?? (figure.waiting ? '去处理 →' : '查看订单 →')}
        </Typography.Text>
      </Card>
    </Link>
  );
}
