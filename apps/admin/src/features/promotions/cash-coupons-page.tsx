import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AdminCashCoupon } from '@store/shared/api/vouchers';
import { formatDate, formatTime } from '@store/shared/rules/store-time';
import { Link } from 'react-router';
import { useCan } from '../../api/use-staff.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useCashCoupons, useGrantVoucher } from './use-vouchers.ts';
import './promotions.css';
import { FormModal } from '../../components/form-modal.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

const STATUS_COLOURS = ['green', 'default', 'red'] as const;
const yuan = (value: number) => `¥${value.toFixed(2)}`;
const SOURCES = [
  { value: '', label: '全部来源' },
  { value: 'grant', label: '平台发放' },
  { value: 'recharge_offer', label: '充值赠送' },
  { value: 'cashback', label: '满额返现' },
];

/**
 * 购物金 (promotions.manage): every buyer's cash vouchers, found by buyer or source, and 发放购物金 — an amount, the
 * last day it can be used and the reason, audited; the buyer sees the reason in their 购物金明细.
 */
export function CashCouponsPage() {
  const { filters, page, go } = useListParams(['keywords', 'source']);
  const list = useCashCoupons(
    { keywords: String(filters.keywords ?? ''), source: String(filters.source ?? '') || undefined },
    page,
  );
  const [granting, setGranting] = useState(false);
  return (
    <div className="promotions-page">
      <Typography.Title level={3}>购物金</Typography.Title>
      <Card>
        <div className="promotions-page__bar">
          <ListToolbar
            search={{
              value: String(filters.keywords ?? ''),
              placeholder: '单位名称或账号',
              className: 'promotions-page__search',
              onSearch: (keywords) => go({ ...filters, keywords }),
            }}
            extra={
              <Select
                aria-label="来源"
                value={String(filters.source ?? '')}
                options={SOURCES}
                className="promotions-page__number"
                onChange={(source) => go({ ...filters, source })}
              />
            }
          />
          <Button type="primary" onClick={() => setGranting(true)}>
            发放购物金
          </Button>
        </div>
        <ServerTable<AdminCashCoupon>
          list={list}
          page={page}
          onPage={(next) => go(filters, next)}
          hideOnSinglePage
          rowTestId="cash-coupon-row"
          columns={[
            { title: '采购商', key: 'buyer', render: (_, row) => <BuyerLink buyer={row.buyer} /> },
            { title: '面额', dataIndex: 'amount', align: 'right', render: yuan },
            { title: '剩余', dataIndex: 'remaining', align: 'right', render: yuan },
            { title: '来源', dataIndex: 'source_text' },
            { title: '说明', dataIndex: 'remark', render: (v: string) => v || '—' },
            { title: '有效期至', dataIndex: 'expires_at', render: (at: number) => formatDate(at) },
            { title: '发放时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
            {
              title: '状态',
              dataIndex: 'status',
              render: (s: number, row) => <Tag color={STATUS_COLOURS[s]}>{row.status_text}</Tag>,
            },
          ]}
        />
      </Card>
      {granting && <GrantModal onClose={() => setGranting(false)} />}
    </div>
  );
}

/** The buyer's file for staff who may open it; the name alone for the others. */
function BuyerLink({ buyer }: { buyer: AdminCashCoupon['buyer'] }) {
  const canView = useCan('buyers.view');
  const name = `${buyer.company || buyer.username}（${buyer.username}）`;
  return canView ? <Link to={`/buyers/${buyer.id}`}>{name}</Link> : <>{name}</>;
}

type GrantForm = { username: string; amount?: number | null; expires_on?: Dayjs | null; reason: string };

function GrantModal({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<GrantForm>();
  const grant = useGrantVoucher();
  // One id per opened form: a double click or a retry of the same form grants once.
  const [requestId] = useState(() => crypto.randomUUID());
  const submit = (values: GrantForm) =>
    grant.mutate(
      {
        username: values.username.trim(),
        amount: values.amount ?? 0,
        expires_on: values.expires_on ? values.expires_on.format('YYYY-MM-DD') : '',
        reason: values.reason,
        request_id: requestId,
      },
      {
        onSuccess: (answer) => {
          void message.success(`购物金已发放，该采购商可用购物金 ¥${answer.usable_amount.toFixed(2)}`);
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['username', 'amount', 'expires_on', 'reason']))
            void message.error(error.message);
        },
      },
    );
  return (
    <FormModal<GrantForm>
      title="发放购物金"
      form={form}
      saving={grant.isPending}
      onFinish={submit}
      onClose={onClose}
      okText="确认发放"
      name="grant-voucher"
      initialValues={{ expires_on: dayjs().add(90, 'day') }}
    >
      <Form.Item
        name="username"
        label="采购商账号"
        rules={[{ required: true, whitespace: true, message: '请填写采购商账号' }]}
      >
        <Input maxLength={50} placeholder="登录账号" />
      </Form.Item>
      <Form.Item name="amount" label="金额（元）" rules={[{ required: true, message: '请填写发放金额' }]}>
        <InputNumber<number> min={0.01} max={100000} precision={2} prefix="¥" className="promotions-page__number" />
      </Form.Item>
      <Form.Item
        name="expires_on"
        label="有效期至（当天 24 点前可用）"
        rules={[{ required: true, message: '请选择有效期' }]}
      >
        <DatePicker disabledDate={(d) => d.isBefore(dayjs().add(1, 'day'), 'day')} />
      </Form.Item>
      <Form.Item
        name="reason"
        label="发放原因"
        rules={[{ required: true, whitespace: true, message: '请填写发放原因' }]}
      >
        <Input maxLength={100} placeholder="记入购物金明细，采购商可见" />
      </Form.Item>
    </FormModal>
  );
}
