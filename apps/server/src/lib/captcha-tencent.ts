import { CaptchaRefusal } from '@store/shared/codes';
import type { CommonClient } from 'tencentcloud-sdk-nodejs-common';
import { AppError } from './errors.ts';
import type { ProviderLog } from './provider-log.ts';
import type { TencentTransport } from './sms-tencent.ts';

export type TencentCaptchaSettings = {
  secretId: string;
  secretKey: string;
  /** CaptchaAppId of the captcha application (验证码控制台 → 应用管理) and its AppSecretKey. */
  appId: string;
  appSecretKey: string;
  /** Host of the API, e.g. captcha.tencentcloudapi.com; the service name in the signature is its first label. */
  endpoint: string;
};

/** DescribeCaptchaResult's CaptchaCode for a ticket that passed. */
const PASSED = 1;
/** CaptchaCodes that mean the store's own settings are wrong (26 internal error, 100 AppSecretKey wrong), not the buyer. */
const STORE_FAULT = new Set([26, 100]);

export type CaptchaVerdict = { passed: boolean; code: number; message: string; evilLevel?: number };

/** Reads DescribeCaptchaResult's answer (API 2019-07-22): only CaptchaCode 1 passes. */
export function captchaVerdict(answer: Record<string, unknown>): CaptchaVerdict {
  const code = typeof answer.CaptchaCode === 'number' ? answer.CaptchaCode : Number.NaN;
  return {
    passed: code === PASSED,
    code,
    message: typeof answer.CaptchaMsg === 'string' ? answer.CaptchaMsg : '',
    evilLevel: typeof answer.EvilLevel === 'number' ? answer.EvilLevel : undefined,
  };
}

/**
 * 腾讯云天御验证码, checked on the server: the widget in the browser hands the login a ticket and a randstr,
 * and DescribeCaptchaResult (signed with TC3-HMAC-SHA256 by Tencent's SDK, the same signer as SMS) says
 * whether a person solved it, for this app and this client address. Tencent answers a ticket once.
 */
export class TencentCaptchaVerifier {
  private client?: Promise<CommonClient>;

  constructor(
    private readonly settings: TencentCaptchaSettings,
    private readonly log?: ProviderLog,
    private readonly transport: TencentTransport = { protocol: 'https://' },
  ) {}

  /** True when the ticket passed; false when Tencent refused it; 502 when Tencent could not be asked. */
  async verify(ticket: string, randstr: string, ip: string): Promise<boolean> {
    const client = await (this.client ??= this.createClient());
    let answer: Record<string, unknown>;
    try {
      answer = await client.request('DescribeCaptchaResult', {
        CaptchaType: 9,
        Ticket: ticket,
        Randstr: randstr,
        UserIp: ip,
        CaptchaAppId: Number(this.settings.appId),
        AppSecretKey: this.settings.appSecretKey,
      });
    } catch (error) {
      // Response.Error (keys, signature, quota) or the network: the store's problem, logged for the operator.
      const { code, message, requestId } = error as { code?: string; message?: string; requestId?: string };
      this.log?.error(
        { provider: 'tencent-captcha', providerCode: code ?? 'NetworkError', providerMessage: message, requestId },
        'captcha provider unavailable',
      );
      throw new AppError(CaptchaRefusal.UNAVAILABLE);
    }
    const verdict = captchaVerdict(answer);
    if (!verdict.passed) {
      const details = { provider: 'tencent-captcha', providerCode: verdict.code, providerMessage: verdict.message };
      if (STORE_FAULT.has(verdict.code)) this.log?.error(details, 'captcha provider refused the store');
      else this.log?.warn(details, 'captcha ticket refused');
    }
    return verdict.passed;
  }

  /** The SDK loads on first use, so a store that never verifies through Tencent never pays for it at start. */
  private async createClient(): Promise<CommonClient> {
    const { CommonClient: Client } = await import('tencentcloud-sdk-nodejs-common');
    const { secretId, secretKey, endpoint } = this.settings;
    return new Client(endpoint, '2019-07-22', {
      credential: { secretId, secretKey },
      profile: {
        httpProfile: { endpoint, protocol: this.transport.protocol, agent: this.transport.agent, reqTimeout: 10 },
      },
    });
  }
}
