import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Switch, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AdminRechargeOffer } from '@store/shared/api/vouchers';
import { formatTime } from '@store/shared/rules/store-time';
import { useListParams } from '../../lib/use-list-params.ts';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { ApiError } from '../../api/client.ts';
import { useRechargeOffers, useSaveOffer } from './use-vouchers.ts';
import './promotions.css';
import { FormModal } from '../../components/form-modal.tsx';
import { ServerTable } from '../../components/server-table.tsx';

const STATE_COLOURS: Record<string, string> = {
  running: 'green',
  scheduled: 'blue',
  ended: 'default',
  paused: 'orange',
};
const yuan = (value: number) => `¥${value.toFixed(2)}`;

/**
 * 充值优惠 (promotions.manage): 充X送Y offers. A credited recharge gets the voucher of the best running offer it
 * reaches (the largest bonus), once; editing or pausing an offer changes nothing already granted.
 */
export function RechargeOffersPage() {
  const { page, go } = useListParams([]);
  const list = useRechargeOffers(page);
  const [editing, setEditing] = useState<AdminRechargeOffer | 'new' | null>(null);
  return (
    <div className="promotions-page">
      <Typography.Title level={3}>充值优惠</Typography.Title>
      <Card>
        <div className="promotions-page__bar">
          <Typography.Text type="secondary">
            采购商充值到账时，按达到的最优一档赠送购物金（每笔充值一次），有效天数自到账起算。
          </Typography.Text>
          <Button type="primary" onClick={() => setEditing('new')}>
            新建充值优惠
          </Button>
        </div>
        <ServerTable<AdminRechargeOffer>
          list={list}
          page={page}
          onPage={(next) => go({}, next)}
          hideOnSinglePage
          columns={[
            { title: '活动名称', dataIndex: 'name' },
            { title: '充值门槛', dataIndex: 'threshold', align: 'right', render: yuan },
            { title: '赠送购物金', dataIndex: 'bonus', align: 'right', render: yuan },
            { title: '有效天数', dataIndex: 'validity_days', align: 'right' },
            {
              title: '活动时间',
              key: 'time',
              render: (_, row) => `${formatTime(row.starts_at)} 至 ${formatTime(row.ends_at)}`,
            },
            {
              title: '状态',
              dataIndex: 'state',
              render: (state: string, row) => <Tag color={STATE_COLOURS[state]}>{row.state_text}</Tag>,
            },
            {
              title: '操作',
              key: 'edit',
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {editing && <OfferModal offer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

type OfferForm = {
  name: string;
  threshold?: number | null;
  bonus?: number | null;
  validity_days?: number | null;
  period?: [Dayjs | null, Dayjs | null] | null;
  active: boolean;
};
const FIELDS = ['name', 'threshold', 'bonus', 'validity_days'] as const;

function OfferModal({ offer, onClose }: { offer: AdminRechargeOffer | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OfferForm>();
  const save = useSaveOffer();
  const seconds = (d: Dayjs | null | undefined) => (d ? d.unix() : 0);
  const submit = (values: OfferForm) =>
    save.mutate(
      {
        id: offer?.id,
        body: {
          name: values.name,
          threshold: values.threshold ?? 0,
          bonus: values.bonus ?? 0,
          validity_days: values.validity_days ?? 0,
          starts_at: seconds(values.period?.[0]),
          ends_at: seconds(values.period?.[1]),
          active: values.active ? 1 : 0,
        },
      },
      {
        onSuccess: () => {
          void message.success(offer ? '充值优惠已保存' : '充值优惠已创建');
          onClose();
        },
        onError: (error) => {
          // The period's refusals (starts_at, ends_at) belong under the one picker.
          const errors = error instanceof ApiError ? error.envelope?.errors : undefined;
          const period = errors?.ends_at ?? errors?.starts_at;
          if (period) form.setFields([{ name: 'period', errors: period }]);
          if (!showFieldErrors(form, error, FIELDS) && !period) void message.error(error.message);
        },
      },
    );
  return (
    <FormModal<OfferForm>
      title={offer ? `编辑充值优惠：${offer.name}` : '新建充值优惠'}
      form={form}
      saving={save.isPending}
      onFinish={submit}
      onClose={onClose}
      name="recharge-offer"
      initialValues={
        offer
          ? {
              name: offer.name,
              threshold: offer.threshold,
              bonus: offer.bonus,
              validity_days: offer.validity_days,
              period: [dayjs.unix(offer.starts_at), dayjs.unix(offer.ends_at)],
              active: offer.active === 1,
            }
          : { active: true, validity_days: 90 }
      }
    >
      <Form.Item name="name" label="活动名称" rules={[{ required: true, whitespace: true, message: '请填写活动名称' }]}>
        <Input maxLength={50} placeholder="如：充5000送100" />
      </Form.Item>
      <Form.Item name="threshold" label="充值门槛（元）" rules={[{ required: true, message: '请填写充值门槛' }]}>
        <InputNumber<number> min={0.01} precision={2} prefix="¥" className="promotions-page__number" />
      </Form.Item>
      <Form.Item name="bonus" label="赠送购物金（元）" rules={[{ required: true, message: '请填写赠送金额' }]}>
        <InputNumber<number> min={0.01} precision={2} prefix="¥" className="promotions-page__number" />
      </Form.Item>
      <Form.Item
        name="validity_days"
        label="购物金有效天数（自到账起）"
        rules={[{ required: true, message: '请填写有效天数' }]}
      >
        <InputNumber<number> min={1} max={3650} precision={0} className="promotions-page__number" />
      </Form.Item>
      <Form.Item name="period" label="活动时间" rules={[{ required: true, message: '请选择活动时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="active" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
