import { Button, Form, Input, InputNumber } from 'antd';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { usePostPurchaseRequest, type PurchaseRequestForm as Values } from '../../api/use-purchase-requests.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** The purchase request form of spec §3/§5 (header dialog and /pzqg/add). Contact comes from the profile. */
export function PurchaseRequestForm({ onDone }: { onDone?: () => void }) {
  const { modal } = useFeedback();
  const [form] = Form.useForm<Values>();
  const user = useUserBase().data;
  const post = usePostPurchaseRequest();

  const submit = async (values: Values) => {
    try {
      const { message } = await post.mutateAsync(values);
      form.resetFields();
      modal.success({ title: '提交成功', content: message });
      onDone?.();
    } catch {
      // Shown by the client (a visitor is sent to login).
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 17 }}
      onFinish={submit}
      className="purchase-request-form"
    >
      <Form.Item
        name="name"
        label="药品名称"
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: '此项不能为空' }]}
      >
        <Input maxLength={100} placeholder="请输入药品名称" />
      </Form.Item>
      <Form.Item name="sccj" label="生产厂家">
        <Input maxLength={100} placeholder="请输入生产厂家" />
      </Form.Item>
      <Form.Item name="ypgg" label="规格">
        <Input maxLength={100} placeholder="请输入规格" />
      </Form.Item>
      <Form.Item name="number" label="计划采购数量">
        <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} placeholder="请输入数量" />
      </Form.Item>
      <Form.Item name="remarks" label="备注">
        <Input.TextArea maxLength={500} rows={3} placeholder="其他要求" />
      </Form.Item>
      <Form.Item label="联系人">
        <span className="purchase-request-form__contact">{isLoggedIn(user) ? user.name || '—' : '登录后自动带出'}</span>
      </Form.Item>
      <Form.Item label="联系电话">
        <span className="purchase-request-form__contact">
          {isLoggedIn(user) ? user.phone || '—' : '登录后自动带出'}
        </span>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 5 }}>
        <Button type="primary" htmlType="submit" loading={post.isPending}>
          提交求购
        </Button>
      </Form.Item>
    </Form>
  );
}
