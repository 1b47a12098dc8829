import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@store/shared/api/envelope';
import type { LoginBody } from '@store/shared/api/user';
import { api } from '../../api/client.ts';
import type { WechatReturn } from '../../api/wechat.ts';

type OnRefused = (envelope: Envelope<unknown>) => void;

/** POST /api/user/login; a refusal goes to `onRefused` (shown beside the form), not to the client's dialog. */
export function useLogin(onRefused: OnRefused) {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api.post<{ token: string }>('/api/user/login', body, { onBusinessError: onRefused }),
  });
}

/** POST /api/user/wechat_login with the authorisation WeChat sent back (an account bound to that WeChat). */
export function useWechatLogin(onRefused: OnRefused) {
  return useMutation({
    mutationFn: (authorised: WechatReturn) =>
      api.post('/api/user/wechat_login', authorised, { onBusinessError: onRefused }),
  });
}
