import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { CaptchaChallenge } from '@store/shared/api/user';
import { passCaptcha, type CaptchaAnswer } from './captcha/pass-captcha.ts';
import { logIn, type Credentials, type LoginAttempt } from './login-flow.ts';
import './login-form.css';

type Props = {
  /** Tries the login; rejects with a LoginRefused to show beside the form, anything else the app has shown already. */
  login: (attempt: LoginAttempt) => Promise<unknown>;
  /** Asks the server for a captcha challenge (the store's and the console's own endpoint). */
  challenge: () => Promise<CaptchaChallenge>;
  onLoggedIn: () => void;
  /** The refusal shown above the form; the page may set it too (the store's WeChat login). */
  error: string;
  onError: (text: string) => void;
  pending: boolean;
  usernamePlaceholder: string;
  usernameRequired: string;
  passwordPlaceholder: string;
  /** Drawn between the fields and the button (记住账号, 忘记密码？). */
  children?: ReactNode;
};

/**
 * The store's and the console's login form: account and password; after repeated failures the server asks for the
 * captcha (605), which the form passes by itself, a proof of work in a worker or Tencent's widget (ADR 012), and
 * tries again at once without a second click. Each answer is good for one try.
 */
export function LoginForm(props: Props) {
  const { login, challenge, onLoggedIn, error, onError, pending, children } = props;
  const [form] = Form.useForm<Credentials>();
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [checking, setChecking] = useState(false);

  const captchaAnswer = async (): Promise<CaptchaAnswer | null> => {
    setChecking(true);
    try {
      return await passCaptcha(await challenge());
    } catch {
      onError('安全验证未完成，请重新登录');
      return null;
    } finally {
      setChecking(false);
    }
  };
  const submit = async (values: Credentials) => {
    const steps = { login, answerCaptcha: captchaAnswer, captchaNeeded: () => setCaptchaNeeded(true), onError };
    if (await logIn(values, captchaNeeded, steps)) onLoggedIn();
  };

  return (
    <>
      {error && <Alert type="error" title={error} showIcon className="login-form__error" />}
      <Form<Credentials>
        form={form}
        layout="vertical"
        size="large"
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: props.usernameRequired }]}>
          <Input
            prefix={<UserOutlined />}
            placeholder={props.usernamePlaceholder}
            autoComplete="username"
            maxLength={64}
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={props.passwordPlaceholder}
            autoComplete="current-password"
            maxLength={128}
          />
        </Form.Item>
        {captchaNeeded && (
          <p className="login-form__check" role="status">
            {checking ? '正在进行安全验证…' : '登录前需通过安全验证（点击登录后自动进行）'}
          </p>
        )}
        {children}
        <Button type="primary" htmlType="submit" block loading={pending || checking}>
          登 录
        </Button>
      </Form>
    </>
  );
}
