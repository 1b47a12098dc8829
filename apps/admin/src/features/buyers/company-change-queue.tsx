import { useState } from 'react';
import { App, Button, Descriptions, Input, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { COMPANY_TYPE_NAMES } from '@store/shared/api/account';
import type { CompanyChangeToReview } from '@store/shared/api/company-change';
import { ReviewQueue } from './review-queue.tsx';
import { useCompanyChangeQueue, useReviewCompanyChange } from './use-company-changes.ts';

const typeName = (type: string) => COMPANY_TYPE_NAMES[type as keyof typeof COMPANY_TYPE_NAMES] ?? (type || '未填写');

/** 资质变更: approved buyers' new company names or types, oldest first; the approved values stay until decided. */
export function CompanyChangeQueue() {
  const queue = useCompanyChangeQueue();
  return (
    <ReviewQueue<CompanyChangeToReview>
      rows={queue.data ?? []}
      loading={queue.isLoading}
      rowTestId="company-change-row"
      noun="资质变更"
      what={{ title: '变更为', dataIndex: 'new_company' }}
      panel={(change, onDone) => <CompanyChangePanel key={change.id} change={change} onDone={onDone} />}
    />
  );
}

function CompanyChangePanel({ change, onDone }: { change: CompanyChangeToReview; onDone: () => void }) {
  const review = useReviewCompanyChange();
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const submit = (action: 'approve' | 'reject') =>
    review.mutate(
      { id: change.id, action, reason },
      {
        onSuccess: () => {
          message.success(action === 'approve' ? '已通过，新单位信息已生效' : '已驳回，采购商会收到原因');
          setReason('');
          setRejecting(false);
          onDone();
        },
      },
    );
  return (
    <div data-testid="company-change-panel">
      <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label="采购商">
          <Link to={`/buyers/${change.user_id}`}>{change.username}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="现单位名称">{change.company}</Descriptions.Item>
        <Descriptions.Item label="现单位类型">{typeName(change.company_type)}</Descriptions.Item>
        <Descriptions.Item label="变更为">
          <Typography.Text strong>{change.new_company}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="变更后类型">
          <Typography.Text strong>{typeName(change.new_company_type)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="营业执照号">{change.licence_number ?? '未上传'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" className="licence-panel__hint">
        请核对新名称与营业执照是否一致；通过后订单、发票与随货单据使用新名称，驳回则原信息继续有效。
      </Typography.Paragraph>
      {rejecting ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label="驳回原因"
            placeholder="驳回原因（采购商可见），如：与营业执照名称不一致"
            maxLength={200}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Space>
            <Button danger type="primary" loading={review.isPending} onClick={() => submit('reject')}>
              确认驳回
            </Button>
            <Button onClick={() => setRejecting(false)}>取消</Button>
          </Space>
        </Space>
      ) : (
        <Space>
          <Button type="primary" loading={review.isPending} onClick={() => submit('approve')}>
            通过
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            驳回
          </Button>
        </Space>
      )}
    </div>
  );
}
