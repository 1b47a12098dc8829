import { Form, Input, Select, TreeSelect } from 'antd';
import { DRUG_CLASS_OPTIONS, ZONE_OPTIONS } from './goods-words.ts';
import type { GoodsFilters } from './use-goods.ts';
import { nest, useBrands, useCategories } from './use-taxonomy.ts';
import { FilterFormButtons } from '../../components/list-toolbar.tsx';

/** The list's filters: the catalogue's own (category at any level, brand, zone), listing, stock, drug class and search. */
export function GoodsFiltersBar({ value, onChange }: { value: GoodsFilters; onChange: (next: GoodsFilters) => void }) {
  const [form] = Form.useForm<GoodsFilters>();
  const categories = useCategories();
  const brands = useBrands();
  const submit = (values: GoodsFilters) =>
    onChange(
      Object.fromEntries(
        Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
      ) as GoodsFilters,
    );
  return (
    <Form<GoodsFilters> form={form} layout="inline" initialValues={value} onFinish={submit} className="goods-filters">
      <Form.Item name="keywords">
        <Input allowClear placeholder="名称、厂家、批准文号或拼音首字母" className="goods-filters__search" />
      </Form.Item>
      <Form.Item name="category_id">
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder="分类"
          className="goods-filters__select"
          treeData={nest(categories.data ?? [], 'general')}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item name="brand_id">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="品牌"
          className="goods-filters__select"
          options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
      </Form.Item>
      <Form.Item name="zone">
        <Select allowClear placeholder="专区" className="goods-filters__select" options={ZONE_OPTIONS} />
      </Form.Item>
      <Form.Item name="drug_class">
        <Select allowClear placeholder="药品类别" className="goods-filters__select" options={DRUG_CLASS_OPTIONS} />
      </Form.Item>
      <Form.Item name="listed">
        <Select
          allowClear
          placeholder="上架状态"
          className="goods-filters__small"
          options={[
            { value: 1, label: '已上架' },
            { value: 0, label: '已下架' },
          ]}
        />
      </Form.Item>
      <Form.Item name="in_stock">
        <Select
          allowClear
          placeholder="库存"
          className="goods-filters__small"
          options={[
            { value: 1, label: '有货' },
            { value: 0, label: '无货' },
          ]}
        />
      </Form.Item>
      <FilterFormButtons
        onReset={() => {
          form.resetFields();
          form.setFieldsValue(Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, undefined])));
          onChange({});
        }}
      />
    </Form>
  );
}
