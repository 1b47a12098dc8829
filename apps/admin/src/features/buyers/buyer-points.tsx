import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal } from 'antd';
import type { PointsLogRow } from '@store/shared/api/points';
import { formatDate, formatTime } from '@store/shared/rules/store-time';
import { Link } from 'react-router';
import { useCan } from '../../api/use-staff.ts';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useAdjustPoints, useBuyerPointsLog } from './use-buyer-points.ts';
import { ServerTable } from '../../components/server-table.tsx';

const PAGE_SIZE = 10;

/**
 * 积分明细 on the buyer file (buyers.view): the points ledger, paged, newest first — the same rows the buyer
 * sees on /jfgl. Finance (payments.confirm, like the balance) may add or deduct points with a reason.
 */
export function BuyerPoints({ buyerId, points }: { buyerId: number; points: number }) {
  const [page, setPage] = useState(1);
  const canAdjust = useCan('payments.confirm');
  const log = useBuyerPointsLog(buyerId, page, PAGE_SIZE);
  return (
    <Card
      title={`积分明细（当前 ${points} 积分）`}
      size="small"
      extra={canAdjust && <AdjustPointsButton buyerId={buyerId} points={points} />}
    >
      <ServerTable<PointsLogRow>
        list={log}
        page={page}
        onPage={setPage}
        pageSize={PAGE_SIZE}
        hideOnSinglePage
        size="small"
        locale={{ emptyText: '暂无积分变动' }}
        columns={[
          { title: '类型', dataIndex: 'type_text' },
          { title: '积分', dataIndex: 'change', align: 'right', render: (v: number) => (v > 0 ? `+${v}` : v) },
          { title: '变动后积分', dataIndex: 'points_after', align: 'right' },
          {
            title: '订单',
            dataIndex: 'order_no',
            render: (no: string | null, row) =>
              no && row.order_id ? <Link to={`/orders/${row.order_id}`}>{no}</Link> : '—',
          },
          {
            title: '备注',
            dataIndex: 'remark',
            render: (remark: string, row) =>
              row.expires_at ? `${remark}（有效期至 ${formatDate(row.expires_at)}）` : remark || '—',
          },
          { title: '时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
        ]}
      />
    </Card>
  );
}

type AdjustForm = { change?: number | null; reason: string };

/** 调整积分: whole points, signed, with the reason the buyer's ledger keeps; never below zero (audited). */
function AdjustPointsButton({ buyerId, points }: { buyerId: number; points: number }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<AdjustForm>();
  const adjust = useAdjustPoints(buyerId);
  const submit = (values: AdjustForm) =>
    adjust.mutate(
      { change: values.change ?? 0, reason: values.reason },
      {
        onSuccess: ({ points: after }) => {
          void message.success(`积分已调整，当前 ${after} 积分`);
          form.resetFields();
          setOpen(false);
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['change', 'reason'])) void message.error(error.message);
        },
      },
    );
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        调整积分
      </Button>
      <Modal
        title={`调整积分（当前 ${points} 积分）`}
        open={open}
        okText="确认调整"
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        confirmLoading={adjust.isPending}
        destroyOnHidden
      >
        <Form<AdjustForm> form={form} name="adjust-points" layout="vertical" onFinish={submit}>
          <Form.Item
            name="change"
            label="调整积分（正数增加、负数扣减）"
            rules={[{ required: true, message: '请填写调整积分' }]}
          >
            <InputNumber<number> precision={0} className="buyer-page__amount" />
          </Form.Item>
          <Form.Item
            name="reason"
            label="原因"
            rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}
          >
            <Input maxLength={100} placeholder="记入积分明细，采购商可见" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
