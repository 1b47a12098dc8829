import { App, DatePicker, Form, Input, InputNumber, Radio, Select, Switch, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AdminCouponRow } from '@store/shared/api/coupons';
import type { CategoryRow } from '@store/shared/api/admin-taxonomy';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { AUDIENCE_OPTIONS, COMPANY_TYPE_OPTIONS, PROVINCES, SCOPE_OPTIONS, TYPE_OPTIONS } from './coupon-words.ts';
import { useCouponChange, useScopeBrands, useScopeCategories } from './use-coupons.ts';
import { GoodsSelect } from '../../components/goods-select.tsx';
import { FormModal } from '../../components/form-modal.tsx';

type Values = {
  name: string;
  type: number;
  amount?: number;
  discount?: number;
  max_amount?: number;
  min_amount?: number;
  scope_kind: string;
  scope_ids: number[];
  excluded_goods_ids: number[];
  valid_kind: 'fixed' | 'days';
  range?: [Dayjs, Dayjs];
  valid_days?: number;
  total_quantity?: number | null;
  per_user_limit: number;
  audience: string;
  audience_values: string[];
  in_centre: boolean;
  description: string;
};
const FIELDS = [
  'name',
  'type',
  'amount',
  'discount',
  'max_amount',
  'min_amount',
  'scope_kind',
  'scope_ids',
  'excluded_goods_ids',
  'valid_kind',
  'starts_at',
  'ends_at',
  'valid_days',
  'total_quantity',
  'per_user_limit',
  'audience',
  'audience_values',
  'in_centre',
  'description',
] as const;

const initialOf = (row: AdminCouponRow | null): Partial<Values> =>
  row
    ? {
        ...row,
        amount: row.amount || undefined,
        discount: row.discount ?? undefined,
        max_amount: row.max_amount ?? undefined,
        range: row.starts_at && row.ends_at ? [dayjs.unix(row.starts_at), dayjs.unix(row.ends_at)] : undefined,
        valid_days: row.valid_days ?? undefined,
        valid_kind: row.valid_kind as Values['valid_kind'],
        in_centre: row.in_centre === 1,
      }
    : {
        type: 1,
        scope_kind: 'all',
        scope_ids: [],
        excluded_goods_ids: [],
        valid_kind: 'days',
        valid_days: 30,
        per_user_limit: 1,
        audience: 'all',
        audience_values: [],
        in_centre: true,
        min_amount: 0,
        description: '',
      };

/** The form as the API takes it: the date range as 10-digit seconds, an empty total as unlimited. */
const bodyOf = (v: Values) => ({
  ...v,
  range: undefined,
  starts_at: v.valid_kind === 'fixed' ? v.range?.[0]?.startOf('day').unix() : undefined,
  ends_at: v.valid_kind === 'fixed' ? v.range?.[1]?.endOf('day').add(1, 'ms').unix() : undefined,
  total_quantity: v.total_quantity ?? '',
  in_centre: v.in_centre ? 1 : 0,
});

/** 新建 / 编辑优惠券: once any is out, the server keeps the terms as they were and says so. */
export function CouponFormModal({ row, onClose }: { row: AdminCouponRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useCouponChange();
  const type = Form.useWatch('type', form) ?? row?.type ?? 1;
  const scope = Form.useWatch('scope_kind', form) ?? row?.scope_kind ?? 'all';
  const validKind = Form.useWatch('valid_kind', form) ?? row?.valid_kind ?? 'days';
  const audience = Form.useWatch('audience', form) ?? row?.audience ?? 'all';
  const locked = (row?.claimed_count ?? 0) > 0;
  const submit = (values: Values) =>
    change.mutate(
      { kind: 'save', id: row?.id, body: bodyOf(values) },
      {
        onSuccess: () => {
          void message.success(row ? '优惠券已保存' : '优惠券已创建');
          onClose();
        },
        onError: (error) => {
          const named = showFieldErrors(form, error, [...FIELDS, 'range']);
          if (!named && error.message) void message.error(error.message);
          const errs = (error as { envelope?: { errors?: Record<string, string[]> } }).envelope?.errors;
          if (errs?.starts_at || errs?.ends_at)
            form.setFields([{ name: 'range', errors: errs.ends_at ?? errs.starts_at }]);
        },
      },
    );
  return (
    <FormModal
      title={row ? `编辑优惠券 · ${row.name}` : '新建优惠券'}
      form={form}
      saving={change.isPending}
      onFinish={submit}
      onClose={onClose}
      width={720}
      name="coupon"
      labelCol={{ span: 5 }}
      initialValues={initialOf(row)}
      layout="horizontal"
      above={locked && <p className="coupon-form__note">已有采购商领取：优惠内容、适用范围和有效期不能再修改。</p>}
    >
      <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写优惠券名称' }]}>
        <Input maxLength={40} showCount />
      </Form.Item>
      <Form.Item name="type" label="类型">
        <Radio.Group options={TYPE_OPTIONS} disabled={locked} optionType="button" />
      </Form.Item>
      {type === 3 ? (
        <Form.Item label="折扣" required>
          <Form.Item name="discount" noStyle>
            <InputNumber min={0.1} max={9.9} step={0.1} precision={1} suffix="折" disabled={locked} />
          </Form.Item>
          <Form.Item name="max_amount" noStyle>
            <InputNumber min={0.01} precision={2} prefix="最高减 ¥" disabled={locked} className="coupon-form__cap" />
          </Form.Item>
        </Form.Item>
      ) : (
        <Form.Item name="amount" label={type === 2 ? '抵运费' : '优惠金额'} required>
          <InputNumber min={0.01} precision={2} prefix="¥" disabled={locked} />
        </Form.Item>
      )}
      <Form.Item name="min_amount" label="使用门槛" extra="适用范围内商品（满减后）满此金额可用；0 为无门槛">
        <InputNumber min={0} precision={2} prefix="满 ¥" disabled={locked} />
      </Form.Item>
      <Form.Item name="scope_kind" label="适用范围">
        <Radio.Group options={SCOPE_OPTIONS} disabled={locked} />
      </Form.Item>
      {scope !== 'all' && (
        <Form.Item name="scope_ids" label={SCOPE_OPTIONS.find((o) => o.value === scope)?.label}>
          <ScopePicker kind={scope} disabled={locked} />
        </Form.Item>
      )}
      <Form.Item name="excluded_goods_ids" label="排除商品">
        <GoodsSelect mode="multiple" label="排除商品" disabled={locked} />
      </Form.Item>
      <Form.Item name="valid_kind" label="有效期">
        <Radio.Group
          disabled={locked}
          options={[
            { value: 'days', label: '领取后 N 天' },
            { value: 'fixed', label: '固定日期' },
          ]}
        />
      </Form.Item>
      {validKind === 'fixed' ? (
        <Form.Item name="range" label="日期" rules={[{ required: true, message: '请选择开始和结束日期' }]}>
          <DatePicker.RangePicker disabled={locked} />
        </Form.Item>
      ) : (
        <Form.Item name="valid_days" label="有效天数">
          <InputNumber min={1} max={3650} suffix="天" disabled={locked} />
        </Form.Item>
      )}
      <Form.Item name="total_quantity" label="发放总量" extra="留空为不限量">
        <InputNumber min={1} precision={0} suffix="张" />
      </Form.Item>
      <Form.Item name="per_user_limit" label="每人限领">
        <InputNumber min={1} max={100} precision={0} suffix="张" />
      </Form.Item>
      <Form.Item name="audience" label="领取对象">
        <Radio.Group options={AUDIENCE_OPTIONS} />
      </Form.Item>
      {(audience === 'company_type' || audience === 'region') && (
        <Form.Item name="audience_values" label={audience === 'region' ? '省份' : '单位类型'}>
          <Select mode="multiple" options={audience === 'region' ? PROVINCES : COMPANY_TYPE_OPTIONS} />
        </Form.Item>
      )}
      <Form.Item name="in_centre" label="领券中心" valuePropName="checked" extra="关闭则仅能由运营发放">
        <Switch checkedChildren="展示" unCheckedChildren="不展示" />
      </Form.Item>
      <Form.Item name="description" label="说明">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

type PickerProps = { value?: number[]; onChange?: (ids: number[]) => void; disabled?: boolean };

function ScopePicker({ kind, ...props }: PickerProps & { kind: string }) {
  if (kind === 'categories') return <CategoryPicker {...props} />;
  if (kind === 'brands') return <BrandPicker {...props} />;
  return <GoodsSelect mode="multiple" label="指定商品" {...props} />;
}

type TreeNode = { value: number; title: string; children?: TreeNode[] };
const nest = (rows: CategoryRow[], parentId: number | null): TreeNode[] =>
  rows
    .filter((r) => r.parent_id === parentId)
    .map((r) => {
      const children = nest(rows, r.id);
      return { value: r.id, title: r.name, ...(children.length && { children }) };
    });

function CategoryPicker({ value, onChange, disabled }: PickerProps) {
  const rows = useScopeCategories().data ?? [];
  return (
    <TreeSelect
      multiple
      treeData={nest(rows, null)}
      value={value}
      onChange={onChange}
      disabled={disabled}
      placeholder="选择分类（含其下级）"
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}

function BrandPicker({ value, onChange, disabled }: PickerProps) {
  const brands = useScopeBrands().data ?? [];
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      disabled={disabled}
      placeholder="选择品牌"
      optionFilterProp="label"
      options={brands.map((b) => ({ value: b.id, label: b.name }))}
    />
  );
}
