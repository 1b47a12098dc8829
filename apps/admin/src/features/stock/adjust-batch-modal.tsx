import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import type { BatchRow } from '@store/shared/api/stock';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useAdjustBatch } from './use-stock.ts';

type AdjustForm = { quantity?: number | null; reason: string };

/** 盘点/报损: sets what a batch holds, with the reason the audit log keeps. */
export function AdjustBatchModal({
  batch,
  unit,
  onClose,
}: {
  batch: BatchRow | null;
  unit: string;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustForm>();
  const adjust = useAdjustBatch();
  const submit = (values: AdjustForm) =>
    batch &&
    adjust.mutate(
      { id: batch.id, quantity: values.quantity ?? -1, reason: values.reason },
      {
        onSuccess: ({ stock }) => {
          void message.success(`批号 ${batch.batch_number} 已调整，可售库存 ${stock}${unit}`);
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['quantity', 'reason'])) void message.error(error.message);
        },
      },
    );

  return (
    <Modal
      title={`盘点/报损 · 批号 ${batch?.batch_number ?? ''}`}
      open={batch !== null}
      okText="确认调整"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={adjust.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        当前数量 {batch?.quantity} {unit}。填写盘点后的实际数量；报损时填写报损后剩余的数量。
      </Typography.Paragraph>
      <Form<AdjustForm>
        form={form}
        name="adjust-batch"
        layout="vertical"
        onFinish={submit}
        initialValues={{ quantity: batch?.quantity }}
      >
        <Form.Item name="quantity" label={`实际数量（${unit}）`} rules={[{ required: true, message: '请填写数量' }]}>
          <InputNumber min={0} precision={0} className="stock-form__number" />
        </Form.Item>
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}>
          <Input maxLength={100} placeholder="如：月末盘点、破损报损" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
