import { App, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AdminActivityRow } from '@store/shared/api/draw-admin';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useLotteryChange } from './use-lottery.ts';

type Values = {
  name: string;
  rules: string;
  range?: [Dayjs, Dayjs];
  min_paid?: number | null;
  draws_per_day?: number | null;
  draws_total?: number | null;
  points_cost?: number | null;
  ad_image: string;
  ad_link: string;
};
const FIELDS = ['name', 'rules', 'min_paid', 'draws_per_day', 'draws_total', 'points_cost', 'ad_image', 'ad_link'];

/** 新建 / 编辑 a lottery activity: window, who may draw and how often, the popup's ad. */
export function ActivityFormModal({ row, onClose }: { row: AdminActivityRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useLotteryChange();
  const submit = (v: Values) =>
    change.mutate(
      {
        kind: 'activity',
        id: row?.id,
        body: {
          name: v.name,
          rules: v.rules ?? '',
          starts_at: v.range?.[0]?.unix(),
          ends_at: v.range?.[1]?.unix(),
          min_paid: v.min_paid ?? 0,
          draws_per_day: v.draws_per_day ?? '',
          draws_total: v.draws_total ?? '',
          points_cost: v.points_cost ?? 0,
          ad_image: v.ad_image ?? '',
          ad_link: v.ad_link ?? '',
        },
      },
      {
        onSuccess: () => {
          void message.success(row ? '抽奖活动已保存' : '抽奖活动已创建');
          onClose();
        },
        onError: (error) => {
          const errs = (error as { envelope?: { errors?: Record<string, string[]> } }).envelope?.errors;
          if (errs?.starts_at || errs?.ends_at)
            form.setFields([{ name: 'range', errors: errs.ends_at ?? errs.starts_at }]);
          else if (!showFieldErrors(form, error, FIELDS) && error.message) void message.error(error.message);
        },
      },
    );
  return (
    <Modal
      title={row ? `编辑抽奖活动 · ${row.name}` : '新建抽奖活动'}
      open
      width={640}
      okText="保存"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          row
            ? {
                ...row,
                range: [dayjs.unix(row.starts_at), dayjs.unix(row.ends_at)],
              }
            : { rules: '', ad_image: '', ad_link: '', points_cost: 0, min_paid: 0 }
        }
      >
        <Form.Item name="name" label="活动名称" rules={[{ required: true, message: '请填写活动名称' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="range" label="活动时间" rules={[{ required: true, message: '请选择活动时间' }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="rules" label="活动规则">
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item name="draws_per_day" label="每人每天抽奖次数" extra="留空为不限">
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name="draws_total" label="每人总抽奖次数" extra="留空为不限">
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name="points_cost" label="每次消耗积分" extra="0 为免费">
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item name="min_paid" label="当天实付满（元）才能参加" extra="0 为不限；只有资质审核通过的采购商可参加">
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item name="ad_image" label="弹窗广告图地址">
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="ad_link" label="广告链接">
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
