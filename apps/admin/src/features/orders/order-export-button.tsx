import { useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  EXPORT_ROWS_PER_SHEET,
  ORDER_EXPORT_MAX_DAYS,
  orderExportQuery,
  type OrderExportInput,
} from '@store/shared/api/admin-order-export';
import { ADMIN_ORDER_QUEUES, adminOrderQueues, type AdminOrderQueue } from '@store/shared/api/admin-orders';
import { useRouteAccess } from '../../api/use-route-access.ts';
import { useStaffMe } from '../../api/use-staff.ts';
import './order-export.css';

type ExportForm = { days: [Dayjs | null, Dayjs | null] | null; status: AdminOrderQueue; buyer: string };
/** Where a 422 of the schema shows in the dialog. */
const FIELD_OF: Record<string, keyof ExportForm> = {
  start_date: 'days',
  end_date: 'days',
  status: 'status',
  buyer: 'buyer',
};

/** The dialog starts from the list's own filters: its days (else this month so far) and its queue. */
type Props = { start_date?: string; end_date?: string; queue: AdminOrderQueue };

/**
 * 导出订单明细 (orders.view, for finance): the lines of the orders placed in a range of days, by status and buyer,
 * as an .xlsx the browser downloads while the server writes it. The dialog checks the filters with the route's
 * own schema first, so the download link never answers a 422 instead of a file.
 */
export function OrderExportButton({ start_date, end_date, queue }: Props) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ExportForm>();
  // Shown to whoever holds the permission the export's route declares (finance, service, warehouse: 查看订单).
  const { data: access } = useRouteAccess();
  const { data: me } = useStaffMe();
  const needs = access?.['GET /api/admin/orders/export'];
  const held: readonly string[] = me?.permissions ?? [];
  const allowed = needs === 'staff' || (needs !== undefined && held.includes(needs));
  const initial: ExportForm = {
    days: [start_date ? dayjs(start_date) : dayjs().startOf('month'), end_date ? dayjs(end_date) : dayjs()],
    status: queue,
    buyer: '',
  };
  const download = (values: ExportForm) => {
    const input: OrderExportInput = {
      start_date: values.days?.[0]?.format('YYYY-MM-DD') ?? '',
      end_date: values.days?.[1]?.format('YYYY-MM-DD') ?? '',
      status: values.status,
      buyer: values.buyer ?? '',
    };
    const parsed = orderExportQuery.safeParse(input);
    if (!parsed.success) {
      const errors = new Map<keyof ExportForm, string[]>();
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? 'days';
        errors.set(field, [...(errors.get(field) ?? []), issue.message]);
      }
      form.setFields([...errors].map(([name, messages]) => ({ name, errors: messages })));
      return;
    }
    const query = new URLSearchParams({
      start_date: parsed.data.start_date,
      end_date: parsed.data.end_date,
      status: parsed.data.status,
      buyer: parsed.data.buyer,
    });
    // An attachment: the browser saves it and the console stays where it is.
    const link = document.createElement('a');
    link.href = `/api/admin/orders/export?${query}`;
    link.click();
    setOpen(false);
  };

  if (!allowed) return null;
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)}>
        导出订单明细
      </Button>
      <Modal
        title="导出订单明细"
        open={open}
        okText="导出"
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary" className="order-export__note">
          每个订单商品行一行，含批号与有效期；订单金额（商品金额、优惠、运费、应付、实付、已退款）只写在每个订单的第一行，整列求和即为期间合计。
          下单日期范围必填，最长 {ORDER_EXPORT_MAX_DAYS} 天；条数不限，每个工作表至多 {EXPORT_ROWS_PER_SHEET / 10_000}{' '}
          万行，超出的接续在下一个工作表。
        </Typography.Paragraph>
        <Form<ExportForm> form={form} layout="vertical" name="order-export" initialValues={initial} onFinish={download}>
          <Form.Item name="days" label="下单日期" required>
            <DatePicker.RangePicker className="order-export__days" />
          </Form.Item>
          <Form.Item name="status" label="订单状态">
            <Select options={adminOrderQueues.map((value) => ({ value, label: ADMIN_ORDER_QUEUES[value] }))} />
          </Form.Item>
          <Form.Item name="buyer" label="采购商">
            <Input allowClear maxLength={50} placeholder="采购商ID，或公司名称、账号、联系人、手机号的一部分" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
