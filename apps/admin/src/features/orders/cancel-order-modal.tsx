import { App, Alert, Form, Input, Modal } from 'antd';
import type { AdminOrderDetail } from '@store/shared/api/admin-orders';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useCancelOrder } from './use-orders.ts';

/**
 * 取消订单 (orders.cancel), for an order not shipped yet: the reason goes on the timeline and to the buyer's
 * messages; stock comes back, and money already paid goes back as the buyer's own cancel sends it.
 */
export function CancelOrderModal({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelOrder(order.id);
  const submit = ({ reason }: { reason: string }) =>
    cancel.mutate(reason, {
      onSuccess: (result) => {
        void message.success(
          result.refund_amount > 0
            ? `订单已取消，¥${result.refund_amount.toFixed(2)} ${result.refund_to === 'original' ? '将原路退回' : '已退回采购商余额'}`
            : '订单已取消',
        );
        onClose();
      },
      onError: (error) => {
        if (!showFieldErrors(form, error, ['reason'])) void message.error(error.message);
      },
    });
  const paid = order.paid_amount - order.refunded_amount;
  return (
    <Modal
      title={`取消订单 · ${order.order_no}`}
      open
      okText="确认取消订单"
      okButtonProps={{ danger: true }}
      cancelText="返回"
      confirmLoading={cancel.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {paid > 0 && (
        <Alert
          type="warning"
          showIcon
          className="cancel-order__refund"
          title={`该订单已付款 ¥${paid.toFixed(2)}，取消后${order.pay_method === 'online' ? '将原路退回' : '退回采购商账户余额'}`}
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} name="cancel-order">
        <Form.Item
          name="reason"
          label="取消原因（采购商会在订单时间线和消息中看到）"
          rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}
        >
          <Input.TextArea maxLength={100} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
