import { App, Form, Input, InputNumber, Switch } from 'antd';
import { FLOOR_GOODS_MAX, type AdminFloor } from '@store/shared/api/floors';
import { ApiError } from '../../api/client.ts';
import { GoodsPicker, type PickedGoods } from '../../components/goods-picker.tsx';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useFloorChange } from './use-floors.ts';
import { FormModal } from '../../components/form-modal.tsx';

type Values = {
  title: string;
  subtitle?: string;
  image?: string;
  link?: string;
  sort: number;
  is_on: boolean;
  goods: PickedGoods[];
};
const FIELDS = ['title', 'subtitle', 'image', 'link', 'sort'] as const;

const initialOf = (row: AdminFloor | null): Partial<Values> =>
  row
    ? {
        title: row.title,
        subtitle: row.subtitle,
        image: row.image,
        link: row.link,
        sort: row.sort,
        is_on: row.is_on === 1,
        goods: row.goods,
      }
    : { sort: 0, is_on: true, goods: [] };

const bodyOf = (v: Values) => ({
  title: v.title,
  subtitle: v.subtitle ?? '',
  image: v.image ?? '',
  link: v.link ?? '',
  sort: v.sort ?? 0,
  is_on: v.is_on,
  goods_ids: v.goods.map((g) => g.id),
});

/** 新建 / 编辑楼层: title, subtitle, banner, 更多 link, order on the home page, shown or not, and its goods in order. */
export function FloorForm({ row, onClose }: { row: AdminFloor | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useFloorChange();
  const submit = (values: Values) =>
    change.mutate(
      { kind: 'save', id: row?.id, body: bodyOf(values) },
      {
        onSuccess: () => {
          void message.success(row ? '楼层已保存' : '楼层已创建');
          onClose();
        },
        onError: (error) => {
          // The server names goods_ids; the form's field is `goods`.
          const goodsErrors = error instanceof ApiError ? error.envelope?.errors?.goods_ids : undefined;
          if (goodsErrors?.length) form.setFields([{ name: 'goods', errors: goodsErrors }]);
          if (!showFieldErrors(form, error, FIELDS) && !goodsErrors?.length && error.message)
            void message.error(error.message);
        },
      },
    );
  return (
    <FormModal
      title={row ? `编辑楼层 · ${row.title}` : '新建楼层'}
      form={form}
      saving={change.isPending}
      onFinish={submit}
      onClose={onClose}
      width={760}
      name="floor"
      labelCol={{ span: 4 }}
      initialValues={initialOf(row)}
      layout="horizontal"
    >
      <Form.Item
        name="title"
        label="楼层标题"
        rules={[{ required: true, whitespace: true, message: '请填写楼层标题' }]}
      >
        <Input maxLength={20} showCount placeholder="如：感冒用药" />
      </Form.Item>
      <Form.Item name="subtitle" label="副标题">
        <Input maxLength={40} showCount placeholder="如：换季常备 · 感冒发热" />
      </Form.Item>
      <Form.Item name="image" label="横幅图片" extra="可选，图片地址（/ 或 http(s):// 开头）">
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="link" label="更多链接" extra="可选，如 /list?category_id=3 或专区地址">
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="数字小的在前">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="is_on" label="首页显示" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="goods"
        label="楼层商品"
        required
        rules={[
          {
            validator: (_, v: PickedGoods[] | undefined) =>
              v?.length ? Promise.resolve() : Promise.reject(new Error('请选择楼层商品')),
          },
        ]}
      >
        {/* The table's order is the floor's order on the home page. */}
        <GoodsPicker<PickedGoods>
          label="添加楼层商品"
          toRow={({ id, name, ypgg, sccj, is_listed }) => ({ id, name, ypgg, sccj, is_listed })}
          ordered
          max={FLOOR_GOODS_MAX}
          unlistedText="已下架，前台不显示"
        />
      </Form.Item>
    </FormModal>
  );
}
