import { Card, Table, Typography } from 'antd';
import type { AuditRow } from '@store/shared/api/staff';
import { formatStoreTime } from '@store/shared/rules/store-time';
import { toMillis } from '@store/shared/rules/time';
import { useSearchParams } from 'react-router';
import { useStaffMe } from '../../api/use-staff.ts';
import { AuditFiltersBar } from './audit-filters.tsx';
import { actionLabel, objectLabel } from './audit-words.ts';
import { ChangeDiff } from './change-diff.tsx';
import { useAuditLog, type AuditFilters } from './use-audit.ts';
import './audit.css';

const FILTER_KEYS = ['staff_id', 'object_type', 'object_id', 'action'] as const;

/** The filters and page live in the address, so a filtered log can be reloaded, shared and gone back to. */
function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    staff_id: Number(params.get('staff_id')) || undefined,
    object_type: params.get('object_type') || undefined,
    object_id: params.get('object_id') || undefined,
    action: params.get('action') || undefined,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('page_size')) || 20;
  const go = (next: AuditFilters, nextPage = 1, nextSize = pageSize) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key] !== undefined) search.set(key, String(next[key]));
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextSize !== 20) search.set('page_size', String(nextSize));
    setParams(search);
  };
  return { filters, page, pageSize, go };
}

/** 操作日志 (audit.view): who changed what, newest first, each row opening to what it changed. */
export function AuditPage() {
  const { data: me } = useStaffMe();
  const { filters, page, pageSize, go } = useAuditParams();
  const log = useAuditLog(filters, page, pageSize);
  return (
    <div className="audit-page">
      <Typography.Title level={3}>操作日志</Typography.Title>
      <Card>
        <AuditFiltersBar
          key={JSON.stringify(filters)}
          value={filters}
          canListStaff={me?.permissions.includes('staff.manage') ?? false}
          onChange={(next) => go(next)}
        />
        <Table<AuditRow>
          rowKey="id"
          loading={log.isFetching}
          dataSource={log.data?.data ?? []}
          rowClassName="audit-page__row"
          expandable={{
            expandedRowRender: (row) => <ChangeDiff before={row.before} after={row.after} />,
            rowExpandable: (row) => row.before != null || row.after != null,
          }}
          pagination={{
            current: page,
            pageSize,
            total: log.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (nextPage, nextSize) => go(filters, nextSize === pageSize ? nextPage : 1, nextSize),
          }}
          columns={[
            {
              title: '时间',
              dataIndex: 'created_at',
              width: 180,
              render: (at: number) => formatStoreTime(toMillis(at), 'YYYY-MM-DD HH:mm:ss'),
            },
            {
              title: '员工',
              dataIndex: 'staff',
              render: (staff: AuditRow['staff']) => `${staff.name}（${staff.username}）`,
            },
            { title: '操作', dataIndex: 'action', render: (action: string) => actionLabel(action) },
            {
              title: '对象',
              key: 'object',
              render: (_, row) => `${objectLabel(row.object_type)} #${row.object_id}`,
            },
            { title: 'IP', dataIndex: 'ip', width: 140 },
          ]}
        />
      </Card>
    </div>
  );
}
