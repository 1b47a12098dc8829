import { Form, Input, Select } from 'antd';
import { BUYER_REVIEW } from '@store/shared/api/buyers';
import { useManagers, type BuyerFilters } from './use-buyers.ts';
import { FilterFormButtons } from '../../components/list-toolbar.tsx';

type FilterForm = Required<Pick<BuyerFilters, 'keywords' | 'region'>> & Omit<BuyerFilters, 'keywords' | 'region'>;

/** The list's search: applied on 查询 (or Enter), cleared by 重置; the page keeps them in its address. */
export function BuyerFiltersBar({ value, onChange }: { value: BuyerFilters; onChange: (next: BuyerFilters) => void }) {
  const [form] = Form.useForm<FilterForm>();
  const managers = useManagers();
  const apply = (values: FilterForm) =>
    onChange(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')));
  return (
    <Form<FilterForm>
      form={form}
      name="buyer-filters"
      layout="inline"
      className="buyers-page__filters"
      initialValues={{ keywords: '', region: '', ...value }}
      onFinish={apply}
    >
      <Form.Item name="keywords" label="搜索">
        <Input placeholder="单位名称、账号、手机或联系人" allowClear className="buyers-page__keywords" />
      </Form.Item>
      <Form.Item name="region" label="地区">
        <Input placeholder="省、市或区县" allowClear />
      </Form.Item>
      <Form.Item name="review" label="审核">
        <Select
          allowClear
          placeholder="全部"
          className="buyers-page__select"
          options={Object.entries(BUYER_REVIEW).map(([v, label]) => ({ value: v, label }))}
        />
      </Form.Item>
      <Form.Item name="manager_id" label="客户经理">
        <Select
          allowClear
          placeholder="全部"
          className="buyers-page__select"
          loading={managers.isLoading}
          options={(managers.data ?? []).map((m) => ({ value: m.staff_id, label: m.name }))}
        />
      </Form.Item>
      <Form.Item name="disabled" label="状态">
        <Select
          allowClear
          placeholder="全部"
          className="buyers-page__select"
          options={[
            { value: '0', label: '正常' },
            { value: '1', label: '已停用' },
          ]}
        />
      </Form.Item>
      <Form.Item name="licence" label="证照">
        <Select
          allowClear
          placeholder="全部"
          className="buyers-page__select"
          options={[{ value: 'expiring', label: '30 天内到期' }]}
        />
      </Form.Item>
      <FilterFormButtons
        onReset={() => {
          form.resetFields();
          onChange({});
        }}
      />
    </Form>
  );
}
