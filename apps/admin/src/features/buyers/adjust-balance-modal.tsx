import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useBuyerChange } from './use-buyers.ts';

type AdjustForm = { amount?: number | null; reason: string };

/** 调整余额 (payments.confirm): a signed amount and the reason the buyer's ledger keeps; never below zero. */
export function AdjustBalanceButton({ buyerId, balance }: { buyerId: number; balance: number }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<AdjustForm>();
  const { adjustBalance } = useBuyerChange(buyerId);
  const submit = (values: AdjustForm) =>
    adjustBalance.mutate(
      { amount: values.amount ?? 0, reason: values.reason },
      {
        onSuccess: ({ balance: after }) => {
          void message.success(`余额已调整，当前余额 ¥${after.toFixed(2)}`);
          form.resetFields();
          setOpen(false);
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['amount', 'reason'])) void message.error(error.message);
        },
      },
    );
  return (
    <>
      <Button onClick={() => setOpen(true)}>调整余额</Button>
      <Modal
        title={`调整余额（当前 ¥${balance.toFixed(2)}）`}
        open={open}
        okText="确认调整"
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        confirmLoading={adjustBalance.isPending}
        destroyOnHidden
      >
        <Form<AdjustForm> form={form} name="adjust-balance" layout="vertical" onFinish={submit}>
          <Form.Item
            name="amount"
            label="调整金额（元，正数增加、负数扣减）"
            rules={[{ required: true, message: '请填写调整金额' }]}
          >
            <InputNumber<number> precision={2} className="buyer-page__amount" prefix="¥" />
          </Form.Item>
          <Form.Item
            name="reason"
            label="原因"
            rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}
          >
            <Input maxLength={100} placeholder="记入余额明细，采购商可见" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
