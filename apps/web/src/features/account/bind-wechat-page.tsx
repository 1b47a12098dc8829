import { useEffect, useRef } from 'react';
import { Button, Spin } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useBindWechat, useUnbindWechat } from '../../api/use-wechat-binding.ts';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { startWechatAuth, wechatReturn } from '../../api/wechat.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { paths } from '../../routing/paths.ts';
import './account.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** /bdwx: bind this account to a WeChat (authorisation round trip) or unbind it. */
export function BindWechatPage() {
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const base = useUserBase();
  const user = isLoggedIn(base.data) ? base.data : null;
  const bound = user?.wechat === '已绑定';

  const bind = useBindWechat();
  const unbind = useUnbindWechat();

  // Back from WeChat with ?code&state: bind once, then drop the code from the address. Only once the
  // account has loaded: the bind's reload of it is dropped while its first load is still on the way
  // (React Query refetches an invalidated query only if it already has data), and the page stayed 未绑定.
  const tried = useRef(false);
  useEffect(() => {
    const authorised = wechatReturn(params);
    if (!authorised || !user || tried.current) return;
    tried.current = true;
    void bind
      .mutateAsync(authorised)
      .then(
        () => void message.success('绑定成功'),
        () => {},
      )
      .finally(() => navigate(paths.bindWechat, { replace: true }));
  });

  const confirmUnbind = () =>
    modal.confirm({
      title: '解除绑定',
      content: '解绑后将不能使用该微信登录，确定解绑吗？',
      onOk: () => unbind.mutateAsync().then(() => void message.success('已解绑')),
    });

  return (
    <AccountShell title="绑定微信">
      {!user ? (
        <Spin />
      ) : (
        <div className="wechat-state">
          <WechatOutlined />
          <span>{bound ? '已绑定微信，可使用微信扫码登录' : '未绑定微信'}</span>
          {bound ? (
            <Button danger onClick={confirmUnbind}>
              解除绑定
            </Button>
          ) : (
            <Button type="primary" onClick={() => void startWechatAuth(paths.bindWechat).catch(() => {})}>
              绑定微信
            </Button>
          )}
        </div>
      )}
    </AccountShell>
  );
}
