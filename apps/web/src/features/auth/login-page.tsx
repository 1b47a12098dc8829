import { LoginAd } from '../../components/ad-slots/ad-slots.tsx';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, Checkbox } from 'antd';
import type { CaptchaChallenge } from '@store/shared/api/user';
import { LoginForm } from '@store/ui/login-form';
import { WechatOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { startWechatAuth, wechatReturn, type WechatReturn } from '../../api/wechat.ts';
import { enterAfterLogin, setLoginFlag } from '../../lib/session-flags.ts';
import { safeTarget } from '../../lib/safe-target.ts';
import { useLogin, useWechatLogin } from './use-login.ts';
import { paths } from '../../routing/paths.ts';
import './login.css';

export function LoginPage() {
  const site = useSiteConfig();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  // The next page loads in full (the one reload after login): nothing anonymous is shown or kept after the answer.
  const loggedIn = () => {
    setLoginFlag();
    const target = safeTarget(params.get('redirect'));
    enterAfterLogin(target && !target.startsWith(paths.login) ? target : paths.home);
  };

  // Back from WeChat with ?code&state: log in with the WeChat bound to an account (once, even in StrictMode).
  const wechatTried = useRef(false);
  const wechatLogin = useWechatLogin((envelope) => setError(envelope.msg));
  const loginWithWechat = useEffectEvent((authorised: WechatReturn) =>
    wechatLogin.mutateAsync(authorised).then(loggedIn, () => {}),
  );
  useEffect(() => {
    const authorised = wechatReturn(params);
    if (!authorised || wechatTried.current) return;
    wechatTried.current = true;
    void loginWithWechat(authorised);
  }, [params]);

  const login = useLogin();

  return (
    <div className="login-page">
      <div className="container login-page__inner">
        <div className="login-page__promo">
          <h2>药店、诊所一站式采购平台</h2>
          <ul>
            <li>万种药品 厂家直供</li>
            <li>资质齐全 正品保障</li>
            <li>专属客户经理 全程服务</li>
            <li>阶梯价格 采购更划算</li>
          </ul>
          <LoginAd />
        </div>
        <div className="login-card">
          <h1>会员登录</h1>
          <LoginForm
            login={(attempt) => login.mutateAsync(attempt)}
            challenge={() => api.get<CaptchaChallenge>('/api/user/captcha', { silent: true })}
            onLoggedIn={loggedIn}
            error={error}
            onError={setError}
            pending={login.isPending}
            usernamePlaceholder="请输入账号/手机号"
            usernameRequired="请输入账号"
            passwordPlaceholder="请输入密码"
          >
            <div className="login-card__row">
              <Checkbox defaultChecked>记住账号</Checkbox>
              <Link to={paths.forgotPassword}>忘记密码？</Link>
            </div>
          </LoginForm>
          <Button
            block
            icon={<WechatOutlined />}
            className="login-card__wechat"
            style={{ marginTop: 12 }}
            onClick={() => void startWechatAuth(paths.login).catch(() => {})}
          >
            微信登录
          </Button>
          <div className="login-card__footer">
            <span>还没有账号？</span>
            <Link to={paths.register}>免费注册</Link>
            <span className="login-card__hotline">{site.hot_line && `客服热线：${site.hot_line}`}</span>
          </div>
          <p className="login-card__hint">
            登录即表示您同意<Link to={paths.userAgreement}>《用户协议》</Link>和
            <Link to={paths.privacyPolicy}>《隐私政策》</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
