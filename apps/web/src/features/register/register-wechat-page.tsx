import { Alert, Button } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useBindWechat } from '../../api/use-wechat-binding.ts';
import { startWechatAuth, wechatReturn } from '../../api/wechat.ts';
import { AccountForm, type AccountValues } from './account-form.tsx';
import { RegisterFrame } from './register-frame.tsx';
import { paths } from '../../routing/paths.ts';
import { useRegisterAccount } from './use-register.ts';

/** Register after WeChat authorisation: the step-1 form, then the new account is bound to that WeChat. */
export function RegisterWechatPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authorised = wechatReturn(params);
  const register = useRegisterAccount();
  const bind = useBindWechat();

  const submit = async (values: AccountValues) => {
    if (!authorised) return;
    const registered = await register.mutateAsync(values).then(
      () => true,
      () => false, // shown by the client
    );
    if (!registered) return;
    // The account exists now even if the binding fails; the buyer can bind later under 绑定微信.
    await bind.mutateAsync(authorised).catch(() => {});
    navigate(paths.registerCompany);
  };

  return (
    <RegisterFrame variant="single" current={0}>
      {authorised ? (
        <>
          <Alert
            type="success"
            showIcon
            title="微信授权成功，请完善账号信息，注册后该微信可直接登录"
            className="register-page__later"
          />
          <AccountForm submitText="注册并绑定微信" onSubmit={submit} />
        </>
      ) : (
        <div className="register-page__done">
          <p>使用微信注册，注册后可直接微信扫码登录</p>
          <Button
            type="primary"
            icon={<WechatOutlined />}
            onClick={() => void startWechatAuth('/register/wechat').catch(() => {})}
          >
            微信授权
          </Button>
        </div>
      )}
    </RegisterFrame>
  );
}
