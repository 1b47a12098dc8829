import { useState } from 'react';
import { Card, Layout } from 'antd';
import type { CaptchaChallenge } from '@store/shared/api/user';
import { LoginRefused, type LoginAttempt } from '@store/ui/login-flow';
import { LoginForm } from '@store/ui/login-form';
import { useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '../../api/client.ts';
import { useStaffLogin } from '../../api/use-staff.ts';
import { safeTarget } from '../../lib/safe-target.ts';
import './login.css';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const login = useStaffLogin();
  // The console's client is quiet here: every failure (refusal, network) is shown beside the form.
  const tryLogin = (attempt: LoginAttempt) =>
    login.mutateAsync(attempt).catch((failure: unknown) => {
      throw new LoginRefused(failure instanceof ApiError ? failure.code : 0, (failure as Error).message);
    });

  return (
    <Layout className="login">
      <Card className="login__card">
        <h1>运营后台登录</h1>
        <LoginForm
          login={tryLogin}
          challenge={() => api.get<CaptchaChallenge>('/api/admin/auth/captcha', { quiet: true })}
          onLoggedIn={() => void navigate(safeTarget(params.get('redirect')) ?? '/', { replace: true })}
          error={error}
          onError={setError}
          pending={login.isPending}
          usernamePlaceholder="用户名"
          usernameRequired="请输入用户名"
          passwordPlaceholder="密码"
        />
      </Card>
    </Layout>
  );
}
