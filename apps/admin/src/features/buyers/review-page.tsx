import { Tabs, Typography } from 'antd';
import type { LicenceToReview } from '@store/shared/api/qualification';
import { useReviewQueue } from './use-review.ts';
import { LicencePanel } from './licence-panel.tsx';
import { CompanyChangeQueue } from './company-change-queue.tsx';
import { ReviewQueue } from './review-queue.tsx';
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
  return (
    <ReviewQueue<LicenceToReview>
      rows={queue.data ?? []}
      loading={queue.isLoading}
      rowTestId="review-row"
      noun="证照"
      what={{ title: '证照', dataIndex: 'type_name' }}
      panel={(licence, onDone) => <LicencePanel key={licence.id} licence={licence} onDone={onDone} />}
    />
  );
}
