import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Layout } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { CaptchaChallenge } from '@store/shared/api/user';
import { AccountRefusal } from '@store/shared/codes';
import { useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '../../api/client.ts';
import { useStaffLogin } from '../../api/use-staff.ts';
import { safeTarget } from '../../lib/safe-target.ts';
import { passCaptcha, type CaptchaAnswer } from './pass-captcha.ts';
import './login.css';

type LoginForm = { username: string; password: string };

const CAPTCHA_CODES: number[] = [AccountRefusal.CAPTCHA_REQUIRED.code, AccountRefusal.CAPTCHA_WRONG.code];

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState('');
  // After repeated failures the server asks for the captcha (605): a proof of work solved in a worker, or
  // Tencent's widget (pass-captcha.ts). Each answer is good for one try.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [checking, setChecking] = useState(false);
  const login = useStaffLogin();

  const captchaAnswer = async (): Promise<CaptchaAnswer | null> => {
    setChecking(true);
    try {
      return await passCaptcha(await api.get<CaptchaChallenge>('/api/admin/auth/captcha', { quiet: true }));
    } catch {
      setError('安全验证未完成，请重新登录');
      return null;
    } finally {
      setChecking(false);
    }
  };
  const submit = async (values: LoginForm, withCaptcha = captchaNeeded): Promise<void> => {
    setError('');
    const answer = withCaptcha ? await captchaAnswer() : {};
    if (!answer) return;
    try {
      await login.mutateAsync({ username: values.username.trim(), password: values.password, ...answer });
    } catch (failure) {
      setError((failure as Error).message);
      const code = failure instanceof ApiError ? failure.code : 0;
      if (!CAPTCHA_CODES.includes(code)) return;
      setCaptchaNeeded(true);
      // Asked for the captcha for the first time: pass it and try again at once, without a second click.
      if (!withCaptcha && code === AccountRefusal.CAPTCHA_REQUIRED.code) await submit(values, true);
      return;
    }
    void navigate(safeTarget(params.get('redirect')) ?? '/', { replace: true });
  };

  return (
    <Layout className="login">
      <Card className="login__card">
        <h1>运营后台登录</h1>
        {error && <Alert type="error" title={error} showIcon className="login__error" />}
        <Form<LoginForm>
          form={form}
          layout="vertical"
          size="large"
          onFinish={(values) => void submit(values)}
          requiredMark={false}
        >
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
            <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="密码"
              autoComplete="current-password"
              maxLength={128}
            />
          </Form.Item>
          {captchaNeeded && (
            <p className="login__check" role="status">
              {checking ? '正在进行安全验证…' : '登录前需通过安全验证（点击登录后自动进行）'}
            </p>
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending || checking}>
            登 录
          </Button>
        </Form>
      </Card>
    </Layout>
  );
}
