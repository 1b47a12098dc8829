import { api } from './client.ts';

/** Sends the browser to WeChat's consent page; WeChat comes back to `redirect` with ?code&state. */
export async function startWechatAuth(redirect: string): Promise<void> {
  const { url } = await api.get<{ url: string }>('/api/wechat/authorize_url', { query: { redirect } });
  window.location.assign(url);
}

export type WechatReturn = { code: string; state: string };

/** The ?code&state WeChat added on the way back, or null. */
export function wechatReturn(search: URLSearchParams): WechatReturn | null {
  const code = search.get('code');
  const state = search.get('state');
  return code && state ? { code, state } : null;
}
