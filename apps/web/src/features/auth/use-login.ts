import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@store/shared/api/envelope';
import type { LoginBody } from '@store/shared/api/user';
import { LoginRefused } from '@store/ui/login-flow';
import { api } from '../../api/client.ts';
import type { WechatReturn } from '../../api/wechat.ts';

type OnRefused = (envelope: Envelope<unknown>) => void;

/**
 * POST /api/user/login; a refusal rejects with LoginRefused (the form shows it beside itself), not the client's
 * dialog. What the client tells the buyer itself (422, 5xx toasts) rejects as it was.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      let refusal: Envelope<unknown> | undefined;
      try {
        return await api.post<{ token: string }>('/api/user/login', body, {
          onBusinessError: (envelope) => (refusal = envelope),
        });
      } catch (failure) {
        throw refusal ? new LoginRefused(refusal.code, refusal.msg) : failure;
      }
    },
  });
}

/** POST /api/user/wechat_login with the authorisation WeChat sent back (an account bound to that WeChat). */
export function useWechatLogin(onRefused: OnRefused) {
  return useMutation({
    mutationFn: (authorised: WechatReturn) =>
      api.post('/api/user/wechat_login', authorised, { onBusinessError: onRefused }),
  });
}
