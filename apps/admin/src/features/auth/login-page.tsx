import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Layout } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { AccountRefusal } from '@store/shared/codes';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useStaffLogin } from '../../api/use-staff.ts';
import { safeTarget } from '../../lib/safe-target.ts';
import { CaptchaField } from './captcha-field.tsx';
import { useCaptcha } from './use-captcha.ts';
import './login.css';

type LoginForm = { username: string; password: string; captcha?: string };

const CAPTCHA_CODES: number[] = [AccountRefusal.CAPTCHA_REQUIRED.code, AccountRefusal.CAPTCHA_WRONG.code];

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState('');
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptcha();
  const login = useStaffLogin();

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    void captcha.load();
  };
  const refused = (failure: Error) => {
    setError(failure.message);
    const asked = failure instanceof ApiError && CAPTCHA_CODES.includes(failure.code);
    if (asked) setCaptchaNeeded(true);
    // The image shown was used by this try (or none was shown yet): show a fresh one.
    if (asked || captchaNeeded) refreshCaptcha();
  };
  const submit = (values: LoginForm) => {
    setError('');
    const answer =
      captchaNeeded && captcha.challenge
        ? { captcha_id: captcha.challenge.captcha_id, captcha: values.captcha?.trim() }
        : {};
    login.mutate(
      { username: values.username.trim(), password: values.password, ...answer },
      {
        onSuccess: () => void navigate(safeTarget(params.get('redirect')) ?? '/', { replace: true }),
        onError: refused,
      },
    );
  };

  return (
    <Layout className="login">
      <Card className="login__card">
        <h1>运营后台登录</h1>
        {error && <Alert type="error" title={error} showIcon className="login__error" />}
        <Form<LoginForm> form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
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
            <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}>
              <CaptchaField challenge={captcha.challenge} onRefresh={refreshCaptcha} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            登 录
          </Button>
        </Form>
      </Card>
    </Layout>
  );
}
