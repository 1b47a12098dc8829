import { useEffect, useRef } from 'react';
import { App, Button, Spin } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { isLoggedIn, USER_BASE_KEY, useUserBase } from '../../api/use-user-base.ts';
import { startWechatAuth, wechatReturn } from '../../api/wechat.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { paths } from '../../routing/paths.ts';
import './account.css';

/** /bdwx: bind this account to a WeChat (authorisation round trip) or unbind it. */
export function BindWechatPage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const base = useUserBase();
  const user = isLoggedIn(base.data) ? base.data : null;
  const bound = user?.wechat === '已绑定';

  const reload = () => client.invalidateQueries({ queryKey: USER_BASE_KEY });

  // Back from WeChat with ?code&state: bind once, then drop the code from the address.
  const tried = useRef(false);
  useEffect(() => {
    const authorised = wechatReturn(params);
    if (!authorised || tried.current) return;
    tried.current = true;
    void api
      .post('/api/user/bind_wechat', authorised)
      .then(
        () => void message.success('绑定成功'),
        () => {},
      )
      .finally(() => {
        void reload();
        navigate(paths.bindWechat, { replace: true });
      });
  });

  const unbind = () =>
    modal.confirm({
      title: '解除绑定',
      content: '解绑后将不能使用该微信登录，确定解绑吗？',
      onOk: async () => {
        await api.delete('/api/user/unbind_wechat');
        void message.success('已解绑');
        await reload();
      },
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
            <Button danger onClick={unbind}>
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
