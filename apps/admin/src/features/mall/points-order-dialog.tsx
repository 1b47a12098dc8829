import { useState } from 'react';
import { Alert, App, DatePicker, Form, Input, Modal, Spin } from 'antd';
import type { AdminPointsOrder, PointsOrderBatches } from '@store/shared/api/mall';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { BatchPicks, type BatchPick } from '../../components/batch-picks.tsx';
import { usePointsOrderBatches, usePointsOrderChange } from './use-mall.ts';

export type Dialog = { kind: 'ship' | 'cancel'; row: AdminPointsOrder } | null;
type ShipValues = {
  carrier: string;
  tracking_no: string;
  batch_no?: string;
  expiry?: { format: (f: string) => string } | null;
  reason?: string;
};

/**
 * 发货 or 取消 of one points order. A catalogue goods kept by batch ships from its stock batches: the
 * dialog starts from the server's first-expiry-first-out picks and the warehouse may choose another batch
 * or split over several (the same picker as order shipping); an untracked drug takes a typed batch and
 * expiry; a gift carrier and tracking only.
 */
export function PointsOrderDialog({ dialog, onClose }: { dialog: NonNullable<Dialog>; onClose: () => void }) {
  const trackable = dialog.kind === 'ship' && dialog.row.goods_id !== null;
  const batches = usePointsOrderBatches(dialog.row.id, trackable);
  if (trackable && !batches.data)
    return (
      <Modal open title={`发货 · ${dialog.row.order_no}`} footer={null} onCancel={onClose}>
        <Spin />
      </Modal>
    );
  return <DialogForm dialog={dialog} batches={trackable ? batches.data : undefined} onClose={onClose} />;
}

function DialogForm({
  dialog,
  batches,
  onClose,
}: {
  dialog: NonNullable<Dialog>;
  batches: PointsOrderBatches | undefined;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipValues>();
  const change = usePointsOrderChange();
  const { kind, row } = dialog;
  const tracked = batches?.tracked === true;
  const [picks, setPicks] = useState<BatchPick[]>(() =>
    batches?.picks.length
      ? batches.picks.map((p) => ({ batch_id: p.batch_id, quantity: p.quantity }))
      : [{ batch_id: null, quantity: row.number }],
  );
  const [problem, setProblem] = useState('');
  const submit = (v: ShipValues) => {
    setProblem('');
    change.mutate(
      {
        kind,
        id: row.id,
        body:
          kind === 'cancel'
            ? { reason: v.reason }
            : tracked
              ? {
                  carrier: v.carrier,
                  tracking_no: v.tracking_no,
                  picks: picks
                    .filter((p) => p.batch_id && p.quantity)
                    .map((p) => ({ batch_id: p.batch_id!, quantity: p.quantity! })),
                }
              : {
                  carrier: v.carrier,
                  tracking_no: v.tracking_no,
                  batch_no: v.batch_no ?? '',
                  expiry_date: v.expiry ? v.expiry.format('YYYY-MM-DD') : '',
                },
      },
      {
        onSuccess: () => {
          void message.success(kind === 'ship' ? '已发货' : '积分订单已取消');
          onClose();
        },
        onError: (error) => {
          const named = showFieldErrors(form, error, ['carrier', 'tracking_no', 'batch_no', 'reason']);
          const errs = (error as { envelope?: { errors?: Record<string, string[]> } }).envelope?.errors;
          if (errs?.expiry_date) form.setFields([{ name: 'expiry', errors: errs.expiry_date }]);
          if (!named && !errs?.expiry_date && error.message) setProblem(error.message);
        },
      },
    );
  };
  const undoText =
    row.source === 'lottery'
      ? '这是抽奖实物奖品（0 积分），取消后奖品作废，不退回任何积分或库存。'
      : `取消后采购商的积分${row.cash > 0 ? '、加价金额' : ''}和商品库存将退回。`;
  return (
    <Modal
      open
      width={tracked ? 640 : 520}
      title={`${kind === 'ship' ? '发货' : '取消'} · ${row.order_no}`}
      okText={kind === 'ship' ? '确认发货' : '取消订单'}
      okButtonProps={{ danger: kind === 'cancel' }}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {row.name} × {row.number} · {row.buyer.company}
        {row.source === 'lottery' && '（抽奖奖品）'}
      </p>
      <Form form={form} layout="vertical" onFinish={submit} name={`points-order-${kind}`}>
        {kind === 'ship' ? (
          <>
            <Form.Item
              name="carrier"
              label="物流公司"
              rules={[{ required: true, whitespace: true, message: '请填写物流公司' }]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name="tracking_no"
              label="物流单号"
              rules={[{ required: true, whitespace: true, message: '请填写物流单号' }]}
            >
              <Input maxLength={40} />
            </Form.Item>
            {tracked && batches ? (
              <Form.Item label="出库批次（近效期先出）">
                <BatchPicks suggestion={batches} rows={picks} onChange={setPicks} />
              </Form.Item>
            ) : (
              row.is_drug === 1 && (
                <>
                  <Form.Item
                    name="batch_no"
                    label="批号"
                    extra="该商品未按批次管理库存，手填批号"
                    rules={[{ required: true, whitespace: true, message: '药品发货须填写批号' }]}
                  >
                    <Input maxLength={40} />
                  </Form.Item>
                  <Form.Item
                    name="expiry"
                    label="有效期至"
                    rules={[{ required: true, message: '药品发货须填写有效期' }]}
                  >
                    <DatePicker />
                  </Form.Item>
                </>
              )
            )}
          </>
        ) : (
          <>
            <p className="mall-admin__sub">{undoText}</p>
            <Form.Item
              name="reason"
              label="取消原因"
              rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}
            >
              <Input.TextArea rows={2} maxLength={200} />
            </Form.Item>
          </>
        )}
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
