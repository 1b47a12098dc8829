import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { ProviderLog } from './provider-log.ts';
import { OpenWechatAuth } from './wechat-open.ts';

/**
 * WeChat web authorisation (网站应用微信登录). The real adapter (wechat-open.ts) sends the buyer to
 * open.weixin.qq.com/connect/qrconnect and exchanges the returned code for an openid with the app
 * secret; the development adapter plays the same flow on the store's own server: a consent page where
 * the tester names a WeChat user, a one-time code, and an openid that is stable for that user.
 */
export interface WechatAuth {
  readonly name: string;
  /** Where to send the buyer; WeChat comes back to `redirectPath` (a path of this site) with `code` and `state`. */
  authorizeUrl(redirectPath: string, state: string): string;
  /** The user behind a one-time code, or undefined when the code is unknown, used or expired. */
  exchangeCode(code: string): Promise<WechatUser | undefined>;
}

export type WechatUser = { openid: string; nickname: string; unionid?: string };

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
    return {
      openid: `o${createHash('sha256').update(entry.nickname).digest('hex').slice(0, 27)}`,
      nickname: entry.nickname,
    };
  }
}

export function createWechatAuth(config: Config, log?: ProviderLog): WechatAuth {
  switch (config.WECHAT_PROVIDER) {
    case 'dev':
      return new DevWechatAuth();
    case 'open':
      return new OpenWechatAuth(
        { appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET, publicUrl: config.PUBLIC_URL ?? '' },
        log,
      );
  }
}
