import { useState } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MALL_KINDS, MALL_KIND_TEXT, type AdminMallGoods } from '@store/shared/api/mall';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useCouponChoices, useMallGoodsChange, useMallGoodsImage } from './use-mall.ts';
import { MallImageField } from './mall-image-field.tsx';
import { FormModal } from '../../components/form-modal.tsx';

type Values = {
  name: string;
  kind: 'goods' | 'coupon' | 'voucher';
  goods_id?: number | null;
  coupon_id?: number | null;
  voucher_amount?: number | null;
  voucher_days?: number | null;
  is_drug: boolean;
  category: string;
  points_price: number;
  cash?: number | null;
  stock: number;
  per_user_limit?: number | null;
  range?: [Dayjs | null, Dayjs | null] | null;
  sort?: number | null;
  description: string;
};
const FIELDS = [
  'name',
  'kind',
  'goods_id',
  'coupon_id',
  'voucher_amount',
  'voucher_days',
  'is_drug',
  'category',
  'points_price',
  'cash',
  'stock',
  'per_user_limit',
  'sort',
  'description',
] as const;

const initialOf = (row: AdminMallGoods | null): Partial<Values> =>
  row
    ? {
        ...row,
        is_drug: row.is_drug === 1,
        range:
          row.starts_at || row.ends_at
            ? [row.starts_at ? dayjs.unix(row.starts_at) : null, row.ends_at ? dayjs.unix(row.ends_at) : null]
            : null,
      }
    : { kind: 'goods', is_drug: false, category: '', description: '', stock: 100, sort: 0, cash: 0 };

/** Empty inputs as the API takes them ('' = not given); the window as 10-digit seconds. */
const bodyOf = (v: Values) => ({
  name: v.name,
  kind: v.kind,
  goods_id: v.goods_id ?? '',
  coupon_id: v.kind === 'coupon' ? (v.coupon_id ?? '') : '',
  voucher_amount: v.kind === 'voucher' ? (v.voucher_amount ?? '') : '',
  voucher_days: v.kind === 'voucher' ? (v.voucher_days ?? '') : '',
  is_drug: v.kind === 'goods' && v.is_drug ? 1 : 0,
  category: v.category ?? '',
  points_price: v.points_price,
  cash: v.cash ?? 0,
  stock: v.stock,
  per_user_limit: v.per_user_limit ?? '',
  starts_at: v.range?.[0] ? v.range[0].unix() : '',
  ends_at: v.range?.[1] ? v.range[1].unix() : '',
  sort: v.sort ?? 0,
  description: v.description ?? '',
});

/** 新建 / 编辑积分商品: once redeemed, the server keeps what it grants and says so. */
export function MallGoodsForm({ row, onClose }: { row: AdminMallGoods | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useMallGoodsChange();
  const kind = Form.useWatch('kind', form) ?? row?.kind ?? 'goods';
  const coupons = useCouponChoices(kind === 'coupon');
  const locked = (row?.sold ?? 0) > 0;
  const [pending, setPending] = useState<File | null>(null);
  const image = useMallGoodsImage();
  const submit = (values: Values) =>
    change.mutate(
      { kind: 'save', id: row?.id, body: bodyOf(values) },
      {
        onSuccess: async (saved) => {
          // A new goods' picture goes up once the goods exists.
          if (pending)
            await image
              .mutateAsync({ id: saved.id, file: pending })
              .catch((error: Error) => void message.error(`图片上传失败：${error.message}`));
          void message.success(row ? '积分商品已保存' : '积分商品已创建');
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, FIELDS) && error.message) void message.error(error.message);
          const errs = (error as { envelope?: { errors?: Record<string, string[]> } }).envelope?.errors;
          if (errs?.ends_at || errs?.starts_at)
            form.setFields([{ name: 'range', errors: errs.ends_at ?? errs.starts_at }]);
        },
      },
    );
  return (
    <FormModal
      title={row ? `编辑积分商品 · ${row.name}` : '新建积分商品'}
      form={form}
      saving={change.isPending || image.isPending}
      onFinish={submit}
      onClose={onClose}
      width={720}
      name="mall-goods"
      labelCol={{ span: 5 }}
      initialValues={initialOf(row)}
      layout="horizontal"
      above={locked && <p className="mall-form__note">已有兑换记录：兑换类型和兑换内容不能再修改。</p>}
    >
      <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写商品名称' }]}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item name="kind" label="兑换类型">
        <Radio.Group
          disabled={locked}
          optionType="button"
          options={MALL_KINDS.map((k) => ({ value: k, label: MALL_KIND_TEXT[k] }))}
        />
      </Form.Item>
      {kind === 'coupon' && (
        <Form.Item name="coupon_id" label="优惠券" rules={[{ required: true, message: '请选择兑换的优惠券' }]}>
          <Select
            disabled={locked}
            loading={coupons.isFetching}
            showSearch
            optionFilterProp="label"
            options={(coupons.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.face_text}）` }))}
          />
        </Form.Item>
      )}
      {kind === 'voucher' && (
        <>
          <Form.Item name="voucher_amount" label="购物金金额" rules={[{ required: true, message: '请填写购物金金额' }]}>
            <InputNumber disabled={locked} min={0.01} precision={2} addonAfter="元" />
          </Form.Item>
          <Form.Item name="voucher_days" label="有效天数" rules={[{ required: true, message: '请填写购物金有效天数' }]}>
            <InputNumber disabled={locked} min={1} precision={0} addonAfter="天" />
          </Form.Item>
        </>
      )}
      {kind === 'goods' && (
        <>
          <Form.Item name="goods_id" label="关联商品ID" extra="目录中的商品（可不填，礼品不关联）">
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="is_drug" label="药品" valuePropName="checked" extra="药品发货须填写批号和有效期">
            <Switch />
          </Form.Item>
        </>
      )}
      <Form.Item label="图片">
        <MallImageField goodsId={row?.id ?? null} image={row?.image ?? ''} pending={pending} onPending={setPending} />
      </Form.Item>
      <Form.Item name="category" label="分类">
        <Input maxLength={30} placeholder="如：医疗器械、防护用品" />
      </Form.Item>
      <Form.Item name="points_price" label="兑换积分" rules={[{ required: true, message: '请填写兑换积分' }]}>
        <InputNumber min={1} precision={0} addonAfter="积分" />
      </Form.Item>
      <Form.Item name="cash" label="加价金额" extra="积分 + 现金兑换时填写，从采购商余额支付">
        <InputNumber min={0} precision={2} addonAfter="元" />
      </Form.Item>
      <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请填写库存' }]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="per_user_limit" label="每人限兑" extra="不填为不限">
        <InputNumber min={1} precision={0} addonAfter="件" />
      </Form.Item>
      <Form.Item name="range" label="兑换时间" extra="不填为长期有效">
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="数字大的排在前面">
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="description" label="说明">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </FormModal>
  );
}
