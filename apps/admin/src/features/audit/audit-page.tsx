import { Card, Typography } from 'antd';
import type { AuditRow } from '@store/shared/api/staff';
import { formatStoreTime } from '@store/shared/rules/store-time';
import { toMillis } from '@store/shared/rules/time';
import { ServerTable } from '../../components/server-table.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { useStaffMe } from '../../api/use-staff.ts';
import { AuditFiltersBar } from './audit-filters.tsx';
import { actionLabel, objectLabel } from './audit-words.ts';
import { ChangeDiff } from './change-diff.tsx';
import { useAuditLog, type AuditFilters } from './use-audit.ts';
import './audit.css';

const FILTER_KEYS = ['staff_id', 'object_type', 'object_id', 'action'] as const;

/** 操作日志 (audit.view): who changed what, newest first, each row opening to what it changed. */
export function AuditPage() {
  const { data: me } = useStaffMe();
  const { filters: params, page, pageSize, go } = useListParams(FILTER_KEYS, { numeric: ['staff_id'] });
  const filters = params as AuditFilters;
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
        <ServerTable<AuditRow>
          list={log}
          page={page}
          pageSize={pageSize}
          sizeChanger
          unit="条"
          onPage={(nextPage, nextSize) => go(filters, nextPage, nextSize)}
          rowClassName="audit-page__row"
          expandable={{
            expandedRowRender: (row) => <ChangeDiff before={row.before} after={row.after} />,
            rowExpandable: (row) => row.before != null || row.after != null,
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
