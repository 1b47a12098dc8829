import { Descriptions, Modal, Spin } from 'antd';
import { useCouponReport } from './use-coupons.ts';

const yuan = (v: number) => `¥${v.toFixed(2)}`;

/** 使用情况: coupons out (claimed, granted), their state, and the orders they were used on (not cancelled). */
export function ReportModal({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const report = useCouponReport(id).data;
  return (
    <Modal title={`使用情况 · ${name}`} open footer={null} onCancel={onClose}>
      <Spin spinning={!report}>
        <Descriptions column={2} bordered size="small" data-testid="coupon-report">
          <Descriptions.Item label="领取">{report?.claimed ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="运营发放">{report?.granted ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="未使用">{report?.unused ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="已过期">{report?.expired ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="已使用">{report?.used ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="使用率">{report ? `${report.use_rate}%` : '—'}</Descriptions.Item>
          <Descriptions.Item label="带动订单">{report?.orders ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="订单金额">{report ? yuan(report.order_amount) : '—'}</Descriptions.Item>
          <Descriptions.Item label="优惠金额" span={2}>
            {report ? yuan(report.discount_amount) : '—'}
          </Descriptions.Item>
        </Descriptions>
      </Spin>
    </Modal>
  );
}
