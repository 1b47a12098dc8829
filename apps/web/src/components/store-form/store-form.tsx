import { Button, Form, Input } from 'antd';
import { isMobile } from '@store/shared/rules/validators';
import { useAddStore } from '../../api/use-stores.ts';
import { useRegions } from '../../api/use-regions.ts';
import { RegionCascader } from '../region-cascader/region-cascader.tsx';
import { regionNames } from '../region-cascader/region-options.ts';
import { SmsCodeField } from '../sms-code/sms-code-input.tsx';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Values = { company: string; name: string; mobile: string; code: string; region: string[]; address: string };

/**
 * Add a store (门店) to my company: POST /api/user/stores (multi-store registration step 3 and /ddgl).
 * The store's mobile confirms with the SMS code it receives (scene 'bind'), so no one adds a stranger's mobile.
 */
export function StoreForm({ onAdded }: { onAdded?: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const regions = useRegions().data ?? [];
  const add = useAddStore();

  const submit = async (values: Values) => {
    try {
      await add.mutateAsync({
        ...values,
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        region: regionNames(regions, values.region),
      });
      void message.success('门店已添加');
      form.resetFields();
      onAdded?.();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      onFinish={submit}
      className="store-form"
    >
      <Form.Item
        name="company"
        label="门店名称"
        rules={[{ required: true, whitespace: true, message: '请填写门店名称' }]}
      >
        <Input maxLength={100} placeholder="与营业执照一致" />
      </Form.Item>
      <Form.Item name="name" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label="手机号"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '请填写手机号' },
          {
            validator: (_, v: string) =>
              !v || isMobile(v.trim()) ? Promise.resolve() : Promise.reject(new Error('手机号格式不正确')),
          },
        ]}
      >
        <Input maxLength={11} placeholder="门店联系人的手机号" />
      </Form.Item>
      <SmsCodeField form={form} scene="bind" />
      <Form.Item name="region" label="所在地区" rules={[{ required: true, message: '请选择所在地区' }]}>
        <RegionCascader />
      </Form.Item>
      <Form.Item name="address" label="详细地址" rules={[{ required: true, min: 4, message: '请填写详细地址' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          添加门店
        </Button>
      </Form.Item>
    </Form>
  );
}
