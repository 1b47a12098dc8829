import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { AdminInvoiceQuery, AdminInvoiceRow } from '@store/shared/api/admin-orders';
import { formatTime } from '@store/shared/rules/store-time';
import { Link } from 'react-router';
import { StatusQueuePage, useStatusQueue } from '../../components/status-queue.tsx';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useInvoiceList, useIssueInvoice } from './use-orders.ts';
import './orders.css';
import { FormModal } from '../../components/form-modal.tsx';

type Status = AdminInvoiceQuery['status'];
const STATES: { value: Status; label: string }[] = [
  { value: 'requested', label: '待开具' },
  { value: 'issued', label: '已开具' },
  { value: 'all', label: '全部' },
];

/** 发票开具 (invoices.issue): requests oldest first, each issued with its number and the file (PDF or image). */
export function InvoicesPage() {
  const queue = useStatusQueue(STATES, 'requested');
  const list = useInvoiceList({ status: queue.status, keywords: queue.keywords }, queue.page);
  const [issuing, setIssuing] = useState<AdminInvoiceRow | null>(null);

  return (
    <StatusQueuePage<AdminInvoiceRow, Status>
      title="发票开具"
      states={STATES}
      queue={queue}
      placeholder="订单号、抬头、发票号码、采购商"
      list={list}
      unit="张"
      columns={[
        {
          title: '订单号',
          key: 'order',
          render: (_, row) => <Link to={`/orders/${row.order_id}`}>{row.order_no}</Link>,
        },
        { title: '类型', dataIndex: 'type_text' },
        { title: '抬头', dataIndex: 'title' },
        { title: '税号', dataIndex: 'tax_no', render: (v: string) => v || '—' },
        { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => `¥${v.toFixed(2)}` },
        { title: '申请时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
        {
          title: '状态',
          key: 'status',
          render: (_, row) => (row.status === 'issued' ? `${row.status_text} ${row.invoice_no}` : row.status_text),
        },
        {
          title: '操作',
          key: 'actions',
          render: (_, row) =>
            row.status === 'issued' ? (
              row.file_url && (
                <a href={row.file_url} target="_blank" rel="noreferrer">
                  下载发票
                </a>
              )
            ) : (
              <Button type="link" onClick={() => setIssuing(row)}>
                开具
              </Button>
            ),
        },
      ]}
    >
      {issuing && <IssueModal invoice={issuing} onClose={() => setIssuing(null)} />}
    </StatusQueuePage>
  );
}

type IssueForm = { invoice_no: string; file?: { originFileObj?: File }[] };

function IssueModal({ invoice, onClose }: { invoice: AdminInvoiceRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<IssueForm>();
  const issue = useIssueInvoice();
  const submit = (values: IssueForm) => {
    const file = values.file?.[0]?.originFileObj;
    if (!file) return;
    issue.mutate(
      { id: invoice.id, invoiceNo: values.invoice_no.trim(), file },
      {
        onSuccess: () => {
          void message.success('发票已开具，采购商可在订单中下载');
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['invoice_no', 'file'])) void message.error(error.message);
        },
      },
    );
  };
  return (
    <FormModal<IssueForm>
      title={`开具发票 · ${invoice.order_no}`}
      form={form}
      saving={issue.isPending}
      onFinish={submit}
      onClose={onClose}
      okText="确认开具"
      width={620}
      name="issue-invoice"
      above={
        <>
          <Descriptions column={1} size="small" bordered className="issue-invoice__facts">
            <Descriptions.Item label="类型">{invoice.type_text}</Descriptions.Item>
            <Descriptions.Item label="抬头">{invoice.title}</Descriptions.Item>
            <Descriptions.Item label="税号">{invoice.tax_no || '—'}</Descriptions.Item>
            {invoice.type === 'vat_special' && (
              <>
                <Descriptions.Item label="开户行及账号">
                  {invoice.bank_name} {invoice.bank_account}
                </Descriptions.Item>
                <Descriptions.Item label="注册地址及电话">
                  {invoice.register_address} {invoice.register_phone}
                </Descriptions.Item>
              </>
            )}
            <Descriptions.Item label="金额">¥{invoice.amount.toFixed(2)}</Descriptions.Item>
          </Descriptions>
        </>
      }
    >
      <Form.Item
        name="invoice_no"
        label="发票号码"
        rules={[{ required: true, whitespace: true, message: '请填写发票号码' }]}
      >
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="file"
        label="发票文件（PDF、JPG 或 PNG，10MB 以内）"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: unknown[] }) => event.fileList.slice(-1)}
        rules={[{ required: true, message: '请上传发票文件' }]}
      >
        <Upload accept=".pdf,.jpg,.jpeg,.png" beforeUpload={() => false} maxCount={1}>
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
      </Form.Item>
    </FormModal>
  );
}
