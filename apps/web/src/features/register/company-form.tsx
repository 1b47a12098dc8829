import { Button, Form, Input, Select } from 'antd';
import { COMPANY_TYPES, COMPANY_TYPE_NAMES } from '@store/shared/api/account';
import { useRegions } from '../../api/use-regions.ts';
import { RegionCascader } from '../../components/region-cascader/region-cascader.tsx';
import { regionNames } from '../../components/region-cascader/region-options.ts';
import { useSaveCompany } from './use-register.ts';

type Values = {
  company: string;
  company_type: (typeof COMPANY_TYPES)[number];
  name: string;
  region: string[];
  address: string;
};

/** Registration step 2: the company (POST /api/user/company); the region is sent as names joined by spaces. */
export function CompanyForm({ onSaved }: { onSaved: () => void }) {
  const regions = useRegions().data ?? [];
  const save = useSaveCompany();
  const submit = (values: Values) =>
    save.mutate({ ...values, region: regionNames(regions, values.region) }, { onSuccess: onSaved });

  return (
    <Form<Values>
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      onFinish={submit}
      initialValues={{ company_type: 'pharmacy' }}
    >
      <Form.Item
        name="company"
        label="单位名称"
        rules={[{ required: true, whitespace: true, min: 2, message: '请填写单位名称' }]}
      >
        <Input maxLength={100} placeholder="与营业执照上的名称一致" />
      </Form.Item>
      <Form.Item name="company_type" label="单位类型" rules={[{ required: true, message: '请选择单位类型' }]}>
        <Select options={COMPANY_TYPES.map((t) => ({ value: t, label: COMPANY_TYPE_NAMES[t] }))} />
      </Form.Item>
      <Form.Item name="name" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
        <Input maxLength={30} placeholder="采购负责人姓名" />
      </Form.Item>
      <Form.Item name="region" label="所在地区" rules={[{ required: true, message: '请选择所在地区' }]}>
        <RegionCascader />
      </Form.Item>
      <Form.Item
        name="address"
        label="详细地址"
        rules={[{ required: true, whitespace: true, min: 4, message: '请填写详细地址' }]}
      >
        <Input maxLength={200} placeholder="街道、门牌号" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
        <Button type="primary" htmlType="submit" block loading={save.isPending}>
          下一步
        </Button>
      </Form.Item>
    </Form>
  );
}
