import { createHash, randomBytes } from 'node:crypto';

/**
 * WeChat web authorisation (网站应用微信登录). The real adapter sends the buyer to
 * open.weixin.qq.com/connect/qrconnect and exchanges the returned code for an openid with the app
 * secret; the development adapter plays the same flow on the store's own server: a consent page where
 * the tester names a WeChat user, a one-time code, and an openid that is stable for that user.
 */
export interface WechatAuth {
  readonly name: string;
  authorizeUrl(redirectUri: string, state: string): string;
  /** The user behind a one-time code, or undefined when the code is unknown or used. */
  exchangeCode(code: string): Promise<{ openid: string; nickname: string } | undefined>;
}

export class DevWechatAuth implements WechatAuth {
  readonly name = 'dev';
  private readonly codes = new Map<string, { nickname: string; expires: number }>();

  authorizeUrl(redirectUri: string, state: string): string {
    return `/api/wechat/dev/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`;
  }

  /** Called by the development consent page when the tester agrees. */
  issueCode(nickname: string): string {
    const code = `dev_${randomBytes(12).toString('hex')}`;
    this.codes.set(code, { nickname, expires: Date.now() + 5 * 60_000 });
    return code;
  }

  async exchangeCode(code: string) {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    if (!entry || entry.expires < Date.now()) return undefined;
    return { openid: `o${createHash('sha256').update(entry.nickname).digest('hex').slice(0, 27)}`, nickname: entry.nickname };
  }
}

export function createWechatAuth(name: 'dev'): WechatAuth {
  switch (name) {
    case 'dev':
      return new DevWechatAuth();
  }
}
