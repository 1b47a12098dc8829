import { LoginAd } from '../../components/ad-slots/ad-slots.tsx';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import type { CaptchaChallenge } from '@store/shared/api/user';
import { AccountRefusal } from '@store/shared/codes';
import { LockOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { startWechatAuth, wechatReturn, type WechatReturn } from '../../api/wechat.ts';
import { enterAfterLogin, setLoginFlag } from '../../lib/session-flags.ts';
import { safeTarget } from '../../lib/safe-target.ts';
import { passCaptcha, type CaptchaAnswer } from './pass-captcha.ts';
import { useLogin, useWechatLogin } from './use-login.ts';
import { paths } from '../../routing/paths.ts';
import './login.css';

type LoginForm = { username: string; password: string };

export function LoginPage() {
  const site = useSiteConfig();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const [form] = Form.useForm<LoginForm>();
  // After repeated failures the server asks for the captcha (605): a proof of work the page solves in a
  // worker, or Tencent's widget (pass-captcha.ts). Each answer is good for one try.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [checking, setChecking] = useState(false);
  const captchaAnswer = async (): Promise<CaptchaAnswer | null> => {
    setChecking(true);
    try {
      return await passCaptcha(await api.get<CaptchaChallenge>('/api/user/captcha', { silent: true }));
    } catch {
      setError('安全验证未完成，请重新登录');
      return null;
    } finally {
      setChecking(false);
    }
  };

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

  // A refused login is shown beside the form, not in a dialog the buyer must close first.
  const refusedWith = useRef(0);
  const login = useLogin((envelope) => {
    refusedWith.current = envelope.code;
    setError(envelope.msg);
    if (envelope.code === AccountRefusal.CAPTCHA_REQUIRED.code || envelope.code === AccountRefusal.CAPTCHA_WRONG.code)
      setCaptchaNeeded(true);
  });
  // Other failures the client has already told the buyer (422 toast, 5xx toast).
  const submit = async (values: LoginForm, withCaptcha = captchaNeeded): Promise<void> => {
    setError('');
    const answer = withCaptcha ? await captchaAnswer() : {};
    if (!answer) return;
    refusedWith.current = 0;
    const body = { username: values.username.trim(), password: values.password, ...answer };
    try {
      await login.mutateAsync(body);
    } catch {
      // Asked for the captcha for the first time: pass it and try again at once, without a second click.
      if (!withCaptcha && refusedWith.current === AccountRefusal.CAPTCHA_REQUIRED.code) await submit(values, true);
      return;
    }
    loggedIn();
  };

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
          {error && <Alert type="error" title={error} showIcon className="login-card__error" />}
          <Form<LoginForm>
            form={form}
            layout="vertical"
            size="large"
            onFinish={(values) => void submit(values)}
            requiredMark={false}
          >
            <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
              <Input prefix={<UserOutlined />} placeholder="请输入账号/手机号" autoComplete="username" maxLength={64} />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder="请输入密码"
                autoComplete="current-password"
                maxLength={128}
              />
            </Form.Item>
            {captchaNeeded && (
              <p className="login-card__check" role="status">
                {checking ? '正在进行安全验证…' : '登录前需通过安全验证（点击登录后自动进行）'}
              </p>
            )}
            <div className="login-card__row">
              <Checkbox defaultChecked>记住账号</Checkbox>
              <Link to={paths.forgotPassword}>忘记密码？</Link>
            </div>
            <Button type="primary" htmlType="submit" block loading={login.isPending || checking}>
              登 录
            </Button>
          </Form>
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
