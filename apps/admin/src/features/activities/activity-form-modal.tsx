import { App, Form, InputNumber, Modal, Skeleton, type TableColumnsType } from 'antd';
import type { AdminActivityDetail } from '@store/shared/api/activities-admin';
import {
  ActivityBasicsFields,
  scheduleBody,
  scheduleOf,
  showScheduleErrors,
  type Schedule,
} from '../../components/activity-basics-fields.tsx';
import { GoodsPicker } from '../../components/goods-picker.tsx';
import type { GoodsOption } from '../../lib/use-goods-lookup.ts';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useActivityChange, useActivityDetail } from './use-activities.ts';
import { FormModal } from '../../components/form-modal.tsx';

/** A goods of the form: the activity price in yuan, or null to list it at the catalogue's price. */
type PickedGoods = GoodsOption & { price: number | null };
type Values = { name: string; rules?: string; range?: Schedule; sort?: number | null; goods?: PickedGoods[] };
const FIELDS = ['name', 'rules', 'sort'];

const initialOf = (detail: AdminActivityDetail | undefined): Partial<Values> =>
  detail
    ? {
        name: detail.name,
        rules: detail.rules,
        sort: detail.sort,
        range: scheduleOf(detail),
        goods: detail.goods.map(({ goods_id, ...g }) => ({ id: goods_id, ...g })),
      }
    : { rules: '', sort: 0, goods: [] };

/** 活动商品's own columns: the catalogue's price, and the activity price (empty: the catalogue's price). */
const priceColumns = (patch: (index: number, change: Partial<PickedGoods>) => void): TableColumnsType<PickedGoods> => [
  { title: '商城价', dataIndex: 'base_price', align: 'right', render: (v: number) => `¥${v.toFixed(2)}` },
  {
    title: '活动价（元）',
    key: 'price',
    render: (_, g, index) => (
      <InputNumber<number>
        aria-label={`${g.name} 活动价`}
        min={0.01}
        precision={2}
        placeholder="按商城价"
        value={g.price}
        onChange={(price) => patch(index, { price })}
      />
    ),
  },
];

function ActivityForm({ detail, onClose }: { detail?: AdminActivityDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useActivityChange();
  const submit = (v: Values) =>
    change.mutate(
      {
        kind: 'save',
        id: detail?.id,
        body: {
          name: v.name,
          rules: v.rules ?? '',
          ...scheduleBody(v.range),
          sort: v.sort ?? 0,
          goods: (v.goods ?? []).map((g) => ({ goods_id: g.id, price: g.price ?? '' })),
        },
      },
      {
        onSuccess: () => {
          void message.success(detail ? '活动已保存' : '活动已创建');
          onClose();
        },
        onError: (error) => {
          const errs = (error as { envelope?: { errors?: Record<string, string[]> } }).envelope?.errors ?? {};
          const goodsError = Object.entries(errs).find(([key]) => key.startsWith('goods'));
          if (showScheduleErrors(form, error)) return;
          if (goodsError) form.setFields([{ name: 'goods', errors: goodsError[1] }]);
          else if (!showFieldErrors(form, error, FIELDS) && error.message) void message.error(error.message);
        },
      },
    );
  return (
    <FormModal<Values>
      title={detail ? `编辑活动 · ${detail.name}` : '新建活动'}
      form={form}
      saving={change.isPending}
      onFinish={submit}
      onClose={onClose}
      width={820}
      initialValues={initialOf(detail)}
    >
      <ActivityBasicsFields rulesExtra="每行一条，显示在活动页横幅下" />
      <Form.Item name="sort" label="排序" extra="数字小的在前">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item
        name="goods"
        label="活动商品"
        extra="活动价留空则按商城价销售；活动进行中加入购物车按活动价与阶梯价中较低者结算"
      >
        <GoodsPicker<PickedGoods>
          label="添加活动商品"
          source="activities"
          toRow={(g) => ({ ...g, price: null })}
          columns={priceColumns}
        />
      </Form.Item>
    </FormModal>
  );
}

/** 新建 / 编辑 an activity: name, schedule, rules, order and goods (the banner is uploaded from the list). */
export function ActivityFormModal({ id, onClose }: { id?: number; onClose: () => void }) {
  const detail = useActivityDetail(id);
  if (id !== undefined && !detail.data) {
    return (
      <Modal title="编辑活动" open footer={null} onCancel={onClose}>
        <Skeleton active />
      </Modal>
    );
  }
  return <ActivityForm detail={detail.data} onClose={onClose} />;
}
