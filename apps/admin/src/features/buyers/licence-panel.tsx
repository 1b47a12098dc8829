import { useState } from 'react';
import { App, Button, Descriptions, Empty, Input, Space, Typography } from 'antd';
import type { LicenceToReview } from '@store/shared/api/qualification';
import { COMPANY_TYPE_NAMES } from '@store/shared/api/account';
import { useReviewLicence } from './use-review.ts';

const companyTypeName = (type: string) =>
  COMPANY_TYPE_NAMES[type as keyof typeof COMPANY_TYPE_NAMES] ?? (type || '未填写');

/** One licence under review: its scans beside its fields, then 通过, or 驳回 with the reason the buyer will read. */
export function LicencePanel({ licence, onDone }: { licence: LicenceToReview; onDone: () => void }) {
  const review = useReviewLicence();
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const submit = (action: 'approve' | 'reject') =>
    review.mutate(
      { id: licence.id, action, reason },
      {
        onSuccess: (result) => {
          message.success(
            action === 'approve'
              ? result.is_passed
                ? '已通过，该采购商资质已齐全'
                : '已通过'
              : '已驳回，采购商会收到原因',
          );
          setReason('');
          setRejecting(false);
          onDone();
        },
      },
    );

  return (
    <div className="licence-panel" data-testid="licence-panel">
      <div className="licence-panel__scans">
        {licence.files.length === 0 ? (
          <Empty description="未上传扫描件" />
        ) : (
          licence.files.map((file) =>
            file.mime === 'application/pdf' ? (
              <a key={file.id} href={file.url} target="_blank" rel="noreferrer" className="licence-panel__pdf">
                查看 PDF 扫描件
              </a>
            ) : (
              <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
                <img src={file.url} alt={`${licence.type_name}扫描件`} className="licence-panel__scan" />
              </a>
            ),
          )
        )}
      </div>
      <div className="licence-panel__fields">
        <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label="采购商">
            {licence.company}（{licence.username}）
          </Descriptions.Item>
          <Descriptions.Item label="企业类型">{companyTypeName(licence.company_type)}</Descriptions.Item>
          <Descriptions.Item label="证照">{licence.type_name}</Descriptions.Item>
          <Descriptions.Item label="证号">{licence.number}</Descriptions.Item>
          <Descriptions.Item label="有效期至">{licence.valid_to ?? '长期'}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" className="licence-panel__hint">
          请核对扫描件上的证号、持证单位与有效期是否与所填一致。
        </Typography.Paragraph>
        {rejecting ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Input.TextArea
              aria-label="驳回原因"
              placeholder="驳回原因（采购商可见），如：图片模糊，请重新拍摄"
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
    </div>
  );
}
