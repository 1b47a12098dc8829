import { useState } from 'react';
import { Alert, App, AutoComplete, Button, Form, Input, Modal, Spin, Table, Typography } from 'antd';
import type { AdminOrderDetail } from '@store/shared/api/admin-orders';
import type { PickSuggestion } from '@store/shared/api/stock';
import { CARRIERS } from '@store/shared/rules/carriers';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { BatchPicks, type BatchPick } from '../../components/batch-picks.tsx';
import { usePickSuggestion, useShipOrder } from './use-orders.ts';

type Typed = { batch_number: string; expiry_date: string };
type ShipFields = { carrier: string; tracking_no: string };

/**
 * 发货 (orders.ship): carrier, tracking number, and each line's batches. A batch-tracked line starts from the
 * server's first-expiry-first-out suggestion; the warehouse may pick another batch or split the line over
 * several (the quantities must add up to the line). An untracked goods' batch is typed by hand.
 */
export function ShipOrderModal({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const suggestion = usePickSuggestion(order.id, true);
  return (
    <Modal title={`发货 · ${order.order_no}`} open width={980} footer={null} onCancel={onClose} destroyOnHidden>
      {suggestion.data ? <ShipForm order={order} suggestions={suggestion.data} onClose={onClose} /> : <Spin />}
    </Modal>
  );
}

function ShipForm({
  order,
  suggestions,
  onClose,
}: {
  order: AdminOrderDetail;
  suggestions: PickSuggestion[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipFields>();
  const ship = useShipOrder(order.id);
  const [picks, setPicks] = useState<Record<number, BatchPick[]>>(() =>
    Object.fromEntries(
      suggestions
        .filter((s) => s.tracked)
        .map((s) => [
          s.order_item_id,
          s.picks.length
            ? s.picks.map((p) => ({ batch_id: p.batch_id, quantity: p.quantity }))
            : [{ batch_id: null, quantity: s.number }],
        ]),
    ),
  );
  const [typed, setTyped] = useState<Record<number, Typed>>({});
  const [problem, setProblem] = useState('');
  const setLine = (itemId: number, rows: BatchPick[]) => setPicks((all) => ({ ...all, [itemId]: rows }));

  const submit = (values: ShipFields) => {
    setProblem('');
    const chosen = Object.entries(picks).flatMap(([itemId, rows]) =>
      rows
        .filter((row) => row.batch_id && row.quantity)
        .map((row) => ({ order_item_id: Number(itemId), batch_id: row.batch_id!, quantity: row.quantity! })),
    );
    const batches = Object.entries(typed)
      .filter(([, t]) => t.batch_number.trim())
      .map(([itemId, t]) => ({
        order_item_id: Number(itemId),
        batch_number: t.batch_number.trim(),
        ...(t.expiry_date ? { expiry_date: t.expiry_date } : {}),
      }));
    ship.mutate(
      { ...values, picks: chosen, batches },
      {
        onSuccess: () => {
          void message.success('已发货');
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['carrier', 'tracking_no'])) setProblem(error.message);
        },
      },
    );
  };

  const line = (itemId: number) => order.lines.find((l) => l.id === itemId)!;
  return (
    <Form<ShipFields> form={form} layout="inline" onFinish={submit} className="ship-form" name="ship-order">
      <Form.Item
        name="carrier"
        label="物流公司"
        rules={[{ required: true, whitespace: true, message: '请填写物流公司' }]}
      >
        <AutoComplete
          options={CARRIERS.map(({ name }) => ({ value: name }))}
          className="ship-form__carrier"
          placeholder="选择或输入"
        />
      </Form.Item>
      <Form.Item
        name="tracking_no"
        label="运单号"
        rules={[{ required: true, whitespace: true, message: '请填写运单号' }]}
      >
        <Input maxLength={50} autoComplete="off" className="ship-form__tracking" />
      </Form.Item>
      <Table<PickSuggestion>
        rowKey="order_item_id"
        size="small"
        pagination={false}
        className="ship-form__lines"
        dataSource={suggestions}
        columns={[
          {
            title: '商品',
            key: 'goods',
            width: 240,
            render: (_, s) => (
              <>
                <div>{line(s.order_item_id).name}</div>
                <Typography.Text type="secondary">
                  {line(s.order_item_id).ypgg} · 应发 {s.number} {line(s.order_item_id).bzdw}
                </Typography.Text>
              </>
            ),
          },
          {
            title: '出库批次（近效期先出）',
            key: 'picks',
            render: (_, s) =>
              s.tracked ? (
                <BatchPicks
                  suggestion={s}
                  rows={picks[s.order_item_id] ?? []}
                  onChange={(rows) => setLine(s.order_item_id, rows)}
                />
              ) : (
                <div className="ship-form__typed">
                  <Input
                    placeholder="批号（该商品未按批次管理，手填）"
                    aria-label={`${line(s.order_item_id).name} 批号`}
                    value={typed[s.order_item_id]?.batch_number ?? ''}
                    onChange={(e) =>
                      setTyped((all) => ({
                        ...all,
                        [s.order_item_id]: { expiry_date: '', ...all[s.order_item_id], batch_number: e.target.value },
                      }))
                    }
                  />
                  <Input
                    placeholder="有效期至 YYYY-MM-DD"
                    value={typed[s.order_item_id]?.expiry_date ?? ''}
                    onChange={(e) =>
                      setTyped((all) => ({
                        ...all,
                        [s.order_item_id]: { batch_number: '', ...all[s.order_item_id], expiry_date: e.target.value },
                      }))
                    }
                  />
                </div>
              ),
          },
        ]}
      />
      {problem && <Alert type="error" showIcon title={problem} className="ship-form__problem" />}
      <div className="ship-form__actions">
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" htmlType="submit" loading={ship.isPending}>
          确认发货
        </Button>
      </div>
    </Form>
  );
}
