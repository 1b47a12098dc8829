import { App, Button, DatePicker, Form, Input, InputNumber, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { COMBO_PARTS_MAX, type AdminCombo } from '@store/shared/api/promo';
import { GoodsSelect } from '../../components/goods-select.tsx';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { usePackageChange } from './use-packages.ts';
import { FormModal } from '../../components/form-modal.tsx';

type Part = { goods_id?: number; number?: number };
type Values = {
  name: string;
  price: number;
  items: Part[];
  range: [Dayjs, Dayjs];
  stock_limit?: number | null;
  is_on: boolean;
};
const FIELDS = ['name', 'price', 'items', 'stock_limit'] as const;

const initialOf = (row: AdminCombo | null): Partial<Values> =>
  row
    ? {
        name: row.name,
        price: row.price,
        items: row.items.map((i) => ({ goods_id: i.goods_id, number: i.number })),
        range: [dayjs.unix(row.starts_at), dayjs.unix(row.ends_at)],
        stock_limit: row.stock_limit,
        is_on: row.is_on === 1,
      }
    : {
        items: [{ number: 1 }, { number: 1 }],
        is_on: true,
        range: [dayjs().startOf('minute'), dayjs().add(30, 'day')],
      };

const bodyOf = (v: Values) => ({
  name: v.name,
  price: v.price,
  items: v.items.map((i) => ({ goods_id: i.goods_id, number: i.number })),
  starts_at: v.range[0].unix(),
  ends_at: v.range[1].unix(),
  stock_limit: v.stock_limit ?? '',
  is_on: v.is_on,
});

/** 新建 / 编辑套餐: its goods and how many of each, the package price, the schedule, a stock limit, 上架. */
export function PackageForm({ row, onClose }: { row: AdminCombo | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = usePackageChange();
  const locked = (row?.sold ?? 0) > 0;
  const submit = (values: Values) =>
    change.mutate(
      { kind: 'save', id: row?.id, body: bodyOf(values) },
      {
        onSuccess: () => {
          void message.success(row ? '套餐已保存' : '套餐已创建');
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, FIELDS) && error.message) void message.error(error.message);
        },
      },
    );
  return (
    <FormModal
      title={row ? `编辑套餐 · ${row.name}` : '新建套餐'}
      form={form}
      saving={change.isPending}
      onFinish={submit}
      onClose={onClose}
      width={760}
      name="package"
      labelCol={{ span: 4 }}
      initialValues={initialOf(row)}
      layout="horizontal"
      above={
        locked && (
          <p className="packages-admin__note">
            已有订单购买：套餐商品和数量不能再修改，库存不能少于已售 {row!.sold} 套。
          </p>
        )
      }
    >
      <Form.Item name="name" label="套餐名称" rules={[{ required: true, whitespace: true, message: '请填写套餐名称' }]}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item label="套餐商品" required>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <div className="packages-admin__parts">
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={[field.name, 'goods_id']} rules={[{ required: true, message: '请选择商品' }]}>
                    <GoodsSelect
                      label="套餐商品"
                      className="packages-admin__goods"
                      disabled={locked}
                      known={row?.items.map(({ goods_id, ...g }) => ({ id: goods_id, ...g }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'number']} rules={[{ required: true, message: '请填写数量' }]}>
                    <InputNumber min={1} max={9999} precision={0} disabled={locked} addonBefore="×" aria-label="数量" />
                  </Form.Item>
                  {!locked && fields.length > 1 && (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label="移除商品"
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Space>
              ))}
              {!locked && fields.length < COMBO_PARTS_MAX && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ number: 1 })}>
                  添加商品
                </Button>
              )}
              <Form.ErrorList errors={form.getFieldError('items')} />
            </div>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="price" label="套餐价" rules={[{ required: true, message: '请填写套餐价' }]}>
        <InputNumber min={0.01} precision={2} prefix="¥" />
      </Form.Item>
      <Form.Item name="range" label="活动时间" rules={[{ required: true, message: '请选择活动时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="stock_limit" label="套餐库存" extra="可售套数（含已售）；不填则只受各商品库存限制">
        <InputNumber min={0} precision={0} placeholder="不限" />
      </Form.Item>
      <Form.Item name="is_on" label="上架" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
