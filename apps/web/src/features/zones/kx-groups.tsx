import { useJoinKxGroup, useKxGroups, type KxGroup } from './use-kx-groups.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import '../../components/plain-button/plain-button.css';
import { Glyph } from '../../components/glyphs.tsx';

/** Each status as antd's filled Tag of that status colour drew it (zones.css). */
const STATUS: Record<KxGroup['status'], { label: string; tone: string }> = {
  none: { label: '未申请', tone: 'default' },
  pending: { label: '审核中', tone: 'processing' },
  approved: { label: '已通过', tone: 'success' },
  rejected: { label: '未通过', tone: 'error' },
};

/**
 * The controlled-sales groups a buyer applies to; admitted buyers see the group's prices. Plain markup (the
 * zone pages load no antd): the status a tag, 申请加入 a primary button, busy while the application is sent.
 */
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
        const sending = join.isPending && join.variables === group.id;
        return (
          <li key={group.id} data-testid="kx-group">
            <Glyph name="safetyCertificate" className="kx-groups__icon" />
            <div className="kx-groups__text">
              <h3>
                {group.name}{' '}
                <span className={`kx-groups__status kx-groups__status--${status.tone}`}>{status.label}</span>
              </h3>
              <p>{group.description}</p>
              <small>控销品种 {group.goods_count} 个</small>
            </div>
            <button
              type="button"
              className="plain-btn plain-btn--primary"
              disabled={!canApply}
              aria-busy={sending}
              onClick={() => !sending && apply(group)}
            >
              {sending && <Spinner className="plain-btn__spinner" />}
              {group.status === 'rejected' ? '重新申请' : canApply ? '申请加入' : status.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
