import { App, Button, Descriptions, type ButtonProps } from 'antd';
import { useConfirmTransfer } from './use-orders.ts';

export type TransferOrder = {
  id: number;
  order_no: string;
  remittance_ref: string;
  payable_amount: number;
  company: string;
};

/**
 * 确认收款 (payments.confirm): finance checks the bank statement's reference and amount against the order's
 * before the order turns paid, so the dialog shows both in large print.
 */
export function ConfirmTransferButton({
  order,
  type = 'primary',
}: {
  order: TransferOrder;
  type?: ButtonProps['type'];
}) {
  const { modal, message } = App.useApp();
  const confirm = useConfirmTransfer();
  const open = () =>
    modal.confirm({
      title: '确认对公转账已到账？',
      width: 480,
      content: (
        <Descriptions column={1} size="small" bordered className="transfer-confirm">
          <Descriptions.Item label="订单号">{order.order_no}</Descriptions.Item>
          <Descriptions.Item label="采购商">{order.company}</Descriptions.Item>
          <Descriptions.Item label="汇款附言">
            <strong data-testid="transfer-confirm-ref">{order.remittance_ref}</strong>
          </Descriptions.Item>
          <Descriptions.Item label="应收金额">
            <strong data-testid="transfer-confirm-amount">¥{order.payable_amount.toFixed(2)}</strong>
          </Descriptions.Item>
        </Descriptions>
      ),
      okText: '确认收款',
      cancelText: '取消',
      onOk: () =>
        confirm.mutateAsync(order.id).then(() => {
          void message.success(`订单 ${order.order_no} 已确认收款，转入待发货`);
        }),
    });
  return (
    <Button type={type} onClick={open} loading={confirm.isPending}>
      确认收款
    </Button>
  );
}
