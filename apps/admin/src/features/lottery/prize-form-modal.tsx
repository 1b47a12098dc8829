import { App, Form, Input, InputNumber, Select } from 'antd';
import { PRIZE_KIND_TEXT, PRIZE_KINDS } from '@store/shared/api/draw';
import type { AdminPrizeRow } from '@store/shared/api/draw-admin';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useCouponChoices, useLotteryChange, useMallGoodsChoices } from './use-lottery.ts';
import { FormModal } from '../../components/form-modal.tsx';

type Values = Omit<
  AdminPrizeRow,
  'id' | 'kind_text' | 'remaining' | 'won' | 'chance' | 'coupon_name' | 'mall_goods_name'
>;
const FIELDS = [
  'kind',
  'name',
  'remarks',
  'quantity',
  'weight',
  'points',
  'coupon_id',
  'mall_goods_id',
  'voucher',
  'voucher_days',
  'sort',
];

/** 添加 / 编辑 a prize: what it gives, how many (empty: unlimited) and its weight in the draw. */
export function PrizeFormModal({
  activityId,
  row,
  onClose,
}: {
  activityId: number;
  row: AdminPrizeRow | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useLotteryChange();
  const coupons = useCouponChoices().data?.data ?? [];
  const kind = Form.useWatch('kind', form) ?? row?.kind ?? 'points';
  const mallGoods = useMallGoodsChoices(kind === 'goods').data?.data ?? [];
  const submit = (v: Values) =>
    change.mutate(
      {
        kind: 'prize',
        activityId,
        id: row?.id,
        body: {
          ...v,
          quantity: v.quantity ?? '',
          coupon_id: v.coupon_id ?? '',
          mall_goods_id: v.mall_goods_id ?? '',
          remarks: v.remarks ?? '',
        },
      },
      {
        onSuccess: () => {
          void message.success(row ? '奖品已保存' : '奖品已添加');
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, FIELDS) && error.message) void message.error(error.message);
        },
      },
    );
  return (
    <FormModal<Values>
      title={row ? `编辑奖品 · ${row.name}` : '添加奖品'}
      form={form}
      saving={change.isPending}
      onFinish={submit}
      onClose={onClose}
      initialValues={row ?? { kind: 'points', weight: 10, points: 0, voucher: 0, voucher_days: 30, sort: 0 }}
    >
      <Form.Item name="kind" label="奖品类型" rules={[{ required: true, message: '请选择奖品类型' }]}>
        <Select options={PRIZE_KINDS.map((k) => ({ value: k, label: PRIZE_KIND_TEXT[k] }))} />
      </Form.Item>
      <Form.Item name="name" label="奖品名称" rules={[{ required: true, message: '请填写奖品名称' }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="remarks" label="奖品说明" extra="中奖提示：恭喜您，抽中了{名称}（{说明}）">
        <Input maxLength={60} />
      </Form.Item>
      {kind === 'points' && (
        <Form.Item name="points" label="奖励积分">
          <InputNumber min={1} precision={0} />
        </Form.Item>
      )}
      {kind === 'coupon' && (
        <Form.Item name="coupon_id" label="优惠券">
          <Select options={coupons.map((c) => ({ value: c.id, label: `${c.name}（${c.face_text}）` }))} />
        </Form.Item>
      )}
      {kind === 'goods' && (
        <Form.Item
          name="mall_goods_id"
          label="寄送商品"
          extra="中奖后生成 0 积分的积分订单，由仓库在「积分订单」按批次发货"
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="选择积分商城的实物商品"
            options={mallGoods.map((g) => ({
              value: g.id,
              label: `${g.name}${g.goods_id ? '（目录商品）' : '（礼品）'}${g.status === 1 ? '' : ' · 未上架'}`,
            }))}
          />
        </Form.Item>
      )}
      {kind === 'voucher' && (
        <>
          <Form.Item name="voucher" label="购物金金额（元）">
            <InputNumber min={0.01} precision={2} />
          </Form.Item>
          <Form.Item name="voucher_days" label="有效天数">
            <InputNumber min={1} precision={0} />
          </Form.Item>
        </>
      )}
      <Form.Item name="quantity" label="奖品数量" extra="留空为不限；已抽出的份数不能再减">
        <InputNumber min={1} precision={0} />
      </Form.Item>
      <Form.Item name="weight" label="中奖权重" extra="按权重占比抽取，0 为不会抽中（谢谢参与可作抽完后的兜底）">
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="sort" label="排序">
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
