import { Button, Form, Input, Result, Steps } from 'antd';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { SmsCodeField } from '../../components/sms-code/sms-code-input.tsx';
import { confirmPasswordRules, newPasswordRules } from '../../components/password/password-rules.ts';
import { mobileValidator } from './account-form.tsx';
import { paths } from '../../routing/paths.ts';
import { useResetForgottenPassword } from './use-register.ts';
import './register.css';

type Verified = { mobile: string; code: string };

function ForgetFrame({ current, children }: { current: 0 | 1 | 2; children: React.ReactNode }) {
  return (
    <div className="container register-page" data-step={current + 1}>
      <Steps
        className="register-page__steps"
        current={current}
        items={[{ title: '验证手机号' }, { title: '重置密码' }, { title: '重置成功' }]}
      />
      <div className="register-page__body">{children}</div>
    </div>
  );
}

/** Step 1: the registered mobile and its SMS code (scene 'forget'); checked with the new password in step 2. */
export function ForgetStep1Page() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Verified>();
  const next = (values: Verified) =>
    navigate(paths.forgotStep2, {
      state: { mobile: values.mobile.trim(), code: values.code.trim() } satisfies Verified,
    });
  return (
    <ForgetFrame current={0}>
      <Form<Verified> form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} onFinish={next}>
        <Form.Item
          name="mobile"
          label="手机号"
          required
          validateTrigger="onBlur"
          rules={[{ validator: mobileValidator('forget') }]}
        >
          <Input maxLength={11} placeholder="请输入注册时的手机号" />
        </Form.Item>
        <SmsCodeField form={form} scene="forget" />
        <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
          <Button type="primary" htmlType="submit" block>
            下一步
          </Button>
        </Form.Item>
      </Form>
      <p className="register-page__aside">
        想起密码了？<Link to={paths.login}>返回登录</Link>
      </p>
    </ForgetFrame>
  );
}

/** Step 2: the new password → POST /api/user/forget_password; a wrong code sends the buyer back to step 1. */
export function ForgetStep2Page() {
  const navigate = useNavigate();
  const verified = useLocation().state as Verified | null;
  const reset = useResetForgottenPassword();
  if (!verified?.mobile) return <Navigate to={paths.forgotStep1} replace />;

  // A wrong or expired code is shown by the client: the buyer goes back for a new one.
  const submit = (values: { password: string; confirm_password: string }) =>
    reset.mutate({ ...verified, ...values }, { onSuccess: () => navigate(paths.forgotStep3, { replace: true }) });
  return (
    <ForgetFrame current={1}>
      <Form labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} onFinish={submit}>
        <Form.Item label="手机号">{verified.mobile}</Form.Item>
        <Form.Item name="password" label="新密码" rules={newPasswordRules(() => ({ mobile: verified.mobile }))}>
          <Input.Password placeholder="至少8位" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm_password" label="确认密码" dependencies={['password']} rules={confirmPasswordRules()}>
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            确认重置
          </Button>
        </Form.Item>
      </Form>
      <p className="register-page__aside">
        <Link to={paths.forgotStep1}>重新获取验证码</Link>
      </p>
    </ForgetFrame>
  );
}

export function ForgetStep3Page() {
  return (
    <ForgetFrame current={2}>
      <Result
        status="success"
        title="重置成功"
        subTitle="请使用新密码登录"
        extra={
          <Link to={paths.login}>
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    </ForgetFrame>
  );
}
