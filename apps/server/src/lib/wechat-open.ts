import { WechatRefusal } from '@store/shared/codes';
import { AppError } from './errors.ts';
import type { ProviderLog } from './provider-log.ts';
import type { WechatAuth, WechatUser } from './wechat.ts';

export type OpenWechatSettings = {
  appId: string;
  appSecret: string;
  /** The store's public address: WeChat sends the buyer back to an absolute URL on the app's registered domain. */
  publicUrl: string;
  /** Tests point these at a local server. */
  apiBase?: string;
  connectBase?: string;
};

/** Answers about the code itself (unknown, used, expired): the buyer scans again. Anything else is the store's setup. */
const CODE_REFUSED = new Set([40029, 40163, 42003]);
const TIMEOUT_MS = 10_000;

type WechatAnswer = { errcode?: number; errmsg?: string } & Record<string, unknown>;

/**
 * 网站应用微信登录 (WeChat Open Platform website login): the buyer scans a QR code on
 * open.weixin.qq.com/connect/qrconnect, WeChat redirects back with a one-time code, and the server
 * exchanges it with the app secret for an openid (sns/oauth2/access_token), then reads the nickname
 * (sns/userinfo). The state check and the redirect back are wechat/routes.ts's, as for the dev adapter.
 */
export class OpenWechatAuth implements WechatAuth {
  readonly name = 'open';
  private readonly apiBase: string;
  private readonly connectBase: string;

  constructor(
    private readonly settings: OpenWechatSettings,
    private readonly log?: ProviderLog,
  ) {
    this.apiBase = settings.apiBase ?? 'https://api.weixin.qq.com';
    this.connectBase = settings.connectBase ?? 'https://open.weixin.qq.com';
  }

  authorizeUrl(redirectPath: string, state: string): string {
    const redirectUri = new URL(redirectPath, this.settings.publicUrl).href;
    // WeChat reads the parameters in this order and needs the #wechat_redirect fragment.
    const query = new URLSearchParams({
      appid: this.settings.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    return `${this.connectBase}/connect/qrconnect?${query}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatUser | undefined> {
    const { appId, appSecret } = this.settings;
    const token = await this.call('/sns/oauth2/access_token', {
      appid: appId,
      secret: appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (token.errcode) {
      if (CODE_REFUSED.has(token.errcode)) return undefined;
      throw this.unavailable('access_token', token);
    }
    if (typeof token.openid !== 'string' || typeof token.access_token !== 'string')
      throw this.unavailable('access_token', { errmsg: 'no openid in the answer' });
    const unionid = typeof token.unionid === 'string' ? token.unionid : undefined;
    return {
      openid: token.openid,
      nickname: await this.nickname(token.access_token, token.openid),
      ...(unionid && { unionid }),
    };
  }

  /** A nickname is a nicety: the buyer is logged in by openid even when userinfo fails. */
  private async nickname(accessToken: string, openid: string): Promise<string> {
    const info = await this.call('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' }).catch(
      () => ({ errcode: -1 }) as WechatAnswer,
    );
    if (info.errcode || typeof info.nickname !== 'string' || !info.nickname) {
      this.log?.warn(
        { provider: this.name, errcode: info.errcode, errmsg: info.errmsg },
        'wechat userinfo failed; using a default nickname',
      );
      return '微信用户';
    }
    return info.nickname;
  }

  private async call(path: string, query: Record<string, string>): Promise<WechatAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}?${new URLSearchParams(query)}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw this.unavailable(path, { errmsg: (error as Error).message });
    }
    // WeChat answers JSON with a text/plain content type; a non-JSON body is a fault of the path or a proxy.
    const text = await response.text();
    try {
      return JSON.parse(text) as WechatAnswer;
    } catch {
      throw this.unavailable(path, { errmsg: `HTTP ${response.status}: ${text.slice(0, 200)}` });
    }
  }

  private unavailable(step: string, answer: WechatAnswer): AppError {
    this.log?.error(
      { provider: this.name, step, errcode: answer.errcode, errmsg: answer.errmsg },
      'wechat login refused the store',
    );
    return new AppError(WechatRefusal.UNAVAILABLE);
  }
}
