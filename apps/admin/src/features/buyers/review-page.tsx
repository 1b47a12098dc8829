import { useState } from 'react';
import { Card, Empty, Table, Tabs, Typography } from 'antd';
import type { LicenceToReview } from '@store/shared/api/qualification';
import { formatTime } from '@store/shared/rules/store-time';
import { useReviewQueue } from './use-review.ts';
import { LicencePanel } from './licence-panel.tsx';
import { CompanyChangeQueue } from './company-change-queue.tsx';
import { useCompanyChangeQueue } from './use-company-changes.ts';
import './review.css';

/** 资质审核: licences buyers uploaded, and 资质变更 (an approved buyer's new company name or type). */
export function ReviewPage() {
  const licences = useReviewQueue().data?.length;
  const changes = useCompanyChangeQueue().data?.length;
  const count = (n: number | undefined) => (n ? `（${n}）` : '');
  return (
    <div className="review-page">
      <Typography.Title level={3}>资质审核</Typography.Title>
      <Tabs
        items={[
          { key: 'licences', label: `证照审核${count(licences)}`, children: <LicenceQueue /> },
          { key: 'changes', label: `资质变更${count(changes)}`, children: <CompanyChangeQueue /> },
        ]}
      />
    </div>
  );
}

/** The licences buyers uploaded, oldest first; pick one to see its scans beside its fields and decide. */
function LicenceQueue() {
  const queue = useReviewQueue();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const rows = queue.data ?? [];
  const selected = rows.find((row) => row.id === selectedId) ?? rows[0];

  return (
    <div className="review-page__body">
      <Card title={`待审核（${rows.length}）`} className="review-page__queue">
        <Table<LicenceToReview>
          rowKey="id"
          size="small"
          loading={queue.isLoading}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: <Empty description="没有待审核的证照" /> }}
          rowClassName={(row) => (row.id === selected?.id ? 'is-selected' : '')}
          onRow={(row) => ({ onClick: () => setSelectedId(row.id), 'data-testid': 'review-row' })}
          columns={[
            { title: '采购商', dataIndex: 'company', render: (company, row) => company || row.username },
            { title: '证照', dataIndex: 'type_name' },
            { title: '提交时间', dataIndex: 'submitted_at', render: (at: number) => formatTime(at) },
          ]}
        />
      </Card>
      <Card title="审核" className="review-page__detail">
        {selected ? (
          <LicencePanel key={selected.id} licence={selected} onDone={() => setSelectedId(null)} />
        ) : (
          <Empty description="请选择左侧的证照" />
        )}
      </Card>
    </div>
  );
}
