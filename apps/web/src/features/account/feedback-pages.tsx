import { Button, Form, Input, Radio } from 'antd';
import { FEEDBACK_KINDS } from '@store/shared/api/messages';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { useSendFeedback } from './use-messages.ts';
import './account.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Kind = (typeof FEEDBACK_KINDS)[number];
type Values = { kind: Kind; content: string; contact: string };
const KIND_NAMES: Record<Kind, string> = { suggestion: '建议', complaint: '投诉' };

function FeedbackForm({ kind }: { kind: Kind }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const send = useSendFeedback();
  const submit = (values: Values) =>
    send.mutate(values, {
      onSuccess: () => {
        void message.success('提交成功，感谢您的反馈');
        form.resetFields();
      },
    });
  return (
    <Form<Values>
      form={form}
      labelCol={{ span: 3 }}
      wrapperCol={{ span: 16 }}
      initialValues={{ kind }}
      onFinish={submit}
      className="feedback-form"
    >
      <Form.Item name="kind" label="类型">
        <Radio.Group options={FEEDBACK_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }))} />
      </Form.Item>
      <Form.Item
        name="content"
        label="内容"
        rules={[{ required: true, whitespace: true, min: 5, message: '请至少写5个字' }]}
      >
        <Input.TextArea rows={6} maxLength={1000} showCount placeholder="请详细描述您的问题或建议" />
      </Form.Item>
      <Form.Item name="contact" label="联系方式">
        <Input maxLength={60} placeholder="手机号或邮箱（选填），方便我们回复您" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 3 }}>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          提交
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /yjfk: feedback from the account pages. */
export function FeedbackPage() {
  return (
    <AccountShell title="意见反馈">
      <FeedbackForm kind="suggestion" />
    </AccountShell>
  );
}

/** /help/us/tsjy: complaints and suggestions, open to visitors too. */
export function ComplaintPage() {
  return (
    <div className="container account-shell__main complaint-page" style={{ marginTop: 16 }}>
      <header className="account-shell__head">
        <h2>投诉建议</h2>
      </header>
      <FeedbackForm kind="complaint" />
    </div>
  );
}
