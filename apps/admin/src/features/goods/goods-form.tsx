import { App, Button, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import { useNavigate } from 'react-router';
import {
  CONTROL_CLASS_NAMES,
  CONTROL_CLASSES,
  LADDER_TYPE_NAMES,
  type AdminGoodsDetail,
  type GoodsBodyInput,
} from '@store/shared/api/admin-goods';
import { CATEGORY_TREE_NAMES } from '@store/shared/api/admin-taxonomy';
import { Code } from '@store/shared/codes';
import { ApiError } from '../../api/client.ts';
import { DRUG_CLASS_OPTIONS, PRESCRIPTION_OPTIONS, ZONE_OPTIONS } from './goods-words.ts';
import { InstructionsList, LadderTiers } from './goods-form-lists.tsx';
import { useSaveGoods } from './use-goods.ts';
import { nest, useBrands, useCategories } from './use-taxonomy.ts';

type Values = Omit<GoodsBodyInput, 'ladder_price' | 'instructions'> & {
  ladder_price: { number?: number; price?: number }[];
  instructions: { title?: string; body?: string }[];
};

const EMPTY: Partial<Values> = {
  prescription_class: '',
  drug_class: 'ordinary',
  control_class: 'none',
  ladder_price_type: 0,
  ladder_price: [],
  middle_package: 1,
  large_package: 1,
  is_free_shipping: 0,
  free_shipping_number: 0,
  tags: [],
  zones: [],
  zone_category_ids: [],
  is_listed: 1,
  is_buy: 1,
  is_youx: 0,
  sort_weight: 0,
  instructions: [],
};

const valuesOf = (goods: AdminGoodsDetail): Values => {
  const { id: _id, images: _i, stock: _s, sales: _n, created_at: _c, updated_at: _u, ...form } = goods;
  return {
    ...form,
    control_class: form.control_class as Values['control_class'],
    category_id: form.category_id ?? undefined,
    brand_id: form.brand_id ?? undefined,
  };
};

/** A 0/1 flag shown as a switch. */
const flagSwitch = { valuePropName: 'checked', getValueProps: (v: unknown) => ({ checked: v === 1 }) } as const;
const toFlag = (checked: boolean) => (checked ? 1 : 0);

/** A 422's dotted key (ladder_price.1.price) as the form's name path. */
const namePath = (key: string) => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The goods form, section by section (spec §3's fields the goods table holds). The server checks every
 * field with the same schema; its 422 lands under each field it names, a refusal (610) as a message.
 * 起订量 is not a field of its own: buyers order whole 中包装 (and 包邮起订量 for free-shipping goods).
 */
export function GoodsForm({ goods, readOnly }: { goods?: AdminGoodsDetail; readOnly: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveGoods(goods?.id);
  const categories = useCategories();
  const brands = useBrands();
  const ladderType = Form.useWatch('ladder_price_type', form);
  const zoneTrees = (['yx', 'zy', 'qx'] as const).map((tree) => ({
    value: `tree-${tree}`,
    title: CATEGORY_TREE_NAMES[tree],
    selectable: false,
    checkable: false,
    children: nest(categories.data ?? [], tree),
  }));

  const submit = (values: Values) =>
    save.mutate(values as GoodsBodyInput, {
      onSuccess: (saved) => {
        void message.success(saved.outcome === 'unchanged' ? '没有改动' : goods ? '已保存' : '商品已添加');
        if (!goods) void navigate(`/goods/${saved.id}`, { replace: true });
      },
      onError: (error) => {
        const errors = error instanceof ApiError && error.code === Code.VALIDATION ? error.envelope?.errors : undefined;
        if (errors) {
          form.setFields(Object.entries(errors).map(([key, list]) => ({ name: namePath(key) as never, errors: list })));
          form.scrollToField(namePath(Object.keys(errors)[0]!) as never);
        }
        void message.error(error.message);
      },
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={goods ? valuesOf(goods) : EMPTY}
      onFinish={submit}
      scrollToFirstError
    >
      <Divider titlePlacement="start">基本信息</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="name"
            label="商品名称"
            rules={[{ required: true, whitespace: true, message: '请填写商品名称' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="sccj"
            label="生产厂家"
            rules={[{ required: true, whitespace: true, message: '请填写生产厂家' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="approval_number" label="批准文号">
            <Input maxLength={40} placeholder="国药准字H…" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="ypgg" label="规格" rules={[{ required: true, whitespace: true, message: '请填写规格' }]}>
            <Input maxLength={60} placeholder="0.25g*24粒" />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item
            name="bzdw"
            label="包装单位"
            rules={[{ required: true, whitespace: true, message: '请填写包装单位' }]}
          >
            <Input maxLength={10} placeholder="盒" />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="dosage_form" label="剂型">
            <Input maxLength={20} placeholder="片剂" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="prescription_class" label="处方分类">
            <Select options={PRESCRIPTION_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="drug_class" label="药品类别">
            <Select options={DRUG_CLASS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="control_class" label="管制类别" tooltip="特殊管理药品不得上架销售，保存时会被拒绝">
            <Select
              options={CONTROL_CLASSES.map((value) => ({
                value,
                label: value === 'none' ? CONTROL_CLASS_NAMES[value] : `${CONTROL_CLASS_NAMES[value]}（不得销售）`,
              }))}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">价格</Divider>
      <Row gutter={16}>
        <Col span={4}>
          <Form.Item name="base_price" label="供货价（元）" rules={[{ required: true, message: '请填写供货价' }]}>
            <InputNumber min={0.01} precision={2} className="goods-edit__number" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="retail_price" label="零售价（元）" tooltip="建议零售价，0 表示不显示">
            <InputNumber min={0} precision={2} className="goods-edit__number" />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="ladder_price_type" label="阶梯价类型">
            <Radio.Group
              options={Object.entries(LADDER_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <LadderTiers upTo={ladderType === 1} />

      <Divider titlePlacement="start">包装与包邮</Divider>
      <Row gutter={16}>
        <Col span={4}>
          <Form.Item name="middle_package" label="中包装" tooltip="采购数量须为中包装的整数倍">
            <InputNumber min={1} precision={0} className="goods-edit__number" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="large_package" label="大包装（件装量）">
            <InputNumber min={1} precision={0} className="goods-edit__number" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="is_free_shipping" label="包邮" {...flagSwitch} normalize={toFlag}>
            <Switch />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="free_shipping_number" label="包邮起订量" tooltip="包邮商品的最低采购数量">
            <InputNumber min={0} precision={0} className="goods-edit__number" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">分类与展示</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="category_id" label="商品分类">
            <TreeSelect
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeData={nest(categories.data ?? [], 'general')}
              placeholder="全部商品分类中的分类"
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="zone_category_ids" label="专区分类">
            <TreeSelect multiple allowClear treeData={zoneTrees} placeholder="包邮、中药、器械专区的分类" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="brand_id" label="品牌">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="zones" label="专区">
            <Select mode="multiple" allowClear options={ZONE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="tags" label="标签" tooltip="输入后回车，最多 8 个">
            <Select mode="tags" open={false} maxCount={8} placeholder="如：新品、热销" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="sort_weight" label="排序权重" tooltip="越大越靠前（综合排序）">
            <InputNumber precision={0} className="goods-edit__number" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={4}>
          <Form.Item name="is_listed" label="上架" {...flagSwitch} normalize={toFlag}>
            <Switch />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="is_buy" label="可购买" {...flagSwitch} normalize={toFlag}>
            <Switch />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="is_youx" label="优选" {...flagSwitch} normalize={toFlag}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">说明书</Divider>
      <InstructionsList />

      {!readOnly && (
        <div className="goods-edit__footer">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {goods ? '保存' : '添加商品'}
          </Button>
        </div>
      )}
    </Form>
  );
}
