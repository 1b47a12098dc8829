import { Button, Tag } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useJoinKxGroup, useKxGroups, type KxGroup } from './use-kx-groups.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

const STATUS: Record<KxGroup['status'], { label: string; color: string }> = {
  none: { label: '未申请', color: 'default' },
  pending: { label: '审核中', color: 'processing' },
  approved: { label: '已通过', color: 'success' },
  rejected: { label: '未通过', color: 'error' },
};

/** The controlled-sales groups a buyer applies to; admitted buyers see the group's prices. */
export function KxGroups() {
  const { message } = useFeedback();
  const { data: groups = [] } = useKxGroups();
  const join = useJoinKxGroup();
  if (!groups.length) return null;
  const apply = (group: KxGroup) =>
    join.mutate(group.id, { onSuccess: (data) => void message.success(data.message || '申请已提交') });
  return (
    <ul className="kx-groups" data-testid="kx-groups">
      {groups.map((group) => {
        const status = STATUS[group.status];
        const canApply = group.status === 'none' || group.status === 'rejected';
        return (
          <li key={group.id} data-testid="kx-group">
            <SafetyCertificateOutlined className="kx-groups__icon" />
            <div className="kx-groups__text">
              <h3>
                {group.name} <Tag color={status.color}>{status.label}</Tag>
              </h3>
              <p>{group.description}</p>
              <small>控销品种 {group.goods_count} 个</small>
            </div>
            <Button
              type="primary"
              disabled={!canApply}
              loading={join.isPending && join.variables === group.id}
              onClick={() => apply(group)}
            >
              {group.status === 'rejected' ? '重新申请' : canApply ? '申请加入' : status.label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
