import { App, Form, Input, InputNumber } from 'antd';
import type { AdminActivityRow } from '@store/shared/api/draw-admin';
import {
  ActivityBasicsFields,
  scheduleBody,
  scheduleOf,
  showScheduleErrors,
  type Schedule,
} from '../../components/activity-basics-fields.tsx';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useLotteryChange } from './use-lottery.ts';
import { FormModal } from '../../components/form-modal.tsx';

type Values = {
  name: string;
  rules: string;
  range?: Schedule;
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
          ...scheduleBody(v.range),
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
          if (!showScheduleErrors(form, error) && !showFieldErrors(form, error, FIELDS) && error.message)
            void message.error(error.message);
        },
      },
    );
  return (
    <FormModal<Values>
      title={row ? `编辑抽奖活动 · ${row.name}` : '新建抽奖活动'}
      form={form}
      saving={change.isPending}
      onFinish={submit}
      onClose={onClose}
      width={640}
      initialValues={
        row
          ? {
              ...row,
              range: scheduleOf(row),
            }
          : { rules: '', ad_image: '', ad_link: '', points_cost: 0, min_paid: 0 }
      }
    >
      <ActivityBasicsFields />
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
    </FormModal>
  );
}
