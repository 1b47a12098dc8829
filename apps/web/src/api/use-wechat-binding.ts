import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { USER_BASE_KEY } from './use-user-base.ts';
import type { WechatReturn } from './wechat.ts';

/** POST /api/user/bind_wechat with the authorisation WeChat sent back; the account's 绑定微信 state reloads. */
export function useBindWechat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (authorised: WechatReturn) => api.post('/api/user/bind_wechat', authorised),
    onSettled: () => client.invalidateQueries({ queryKey: USER_BASE_KEY }),
  });
}

/** DELETE /api/user/unbind_wechat */
export function useUnbindWechat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/user/unbind_wechat'),
    onSuccess: () => client.invalidateQueries({ queryKey: USER_BASE_KEY }),
  });
}
