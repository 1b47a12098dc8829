import type { Agent } from 'node:http';
import { SmsRefusal } from '@store/shared/codes';
import type { Client } from 'tencentcloud-sdk-nodejs-sms/tencentcloud/services/sms/v20210111/sms_client.js';
import { AppError } from './errors.ts';
import type { ProviderLog } from './provider-log.ts';
import type { SmsProvider } from './sms.ts';

export type TencentSmsSettings = {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId of the SMS application (控制台 → 应用管理). */
  sdkAppId: string;
  /** The approved signature's text (签名内容, not its id). */
  signName: string;
  /** An approved template with one parameter, {1} = the six-digit code. */
  templateId: string;
  region: string;
  /** Host of the API, e.g. sms.tencentcloudapi.com; the service name in the signature is its first label. */
  endpoint: string;
};

/** Only tests change this: plain http through an agent that reaches a local server instead of Tencent. */
export type TencentTransport = { protocol: 'https://' | 'http://'; agent?: Agent };

/** Tencent's answer codes that are about the mobile or its frequency, i.e. the buyer's business. */
const TOO_FREQUENT = /^LimitExceeded\.PhoneNumber/;
const MOBILE_REJECTED = new Set([
  'InvalidParameterValue.IncorrectPhoneNumber',
  'FailedOperation.PhoneNumberInBlacklist',
  'FailedOperation.PhoneNumberParseFail',
]);

/** The mobile as Tencent wants it: E.164 with the country code (+86 for a mainland 11-digit number). */
export const toE164 = (mobile: string): string => (mobile.startsWith('+') ? mobile : `+86${mobile}`);

/** Turns Tencent's answer code into what the buyer is told. */
export function smsRefusal(providerCode: string): AppError {
  if (TOO_FREQUENT.test(providerCode)) return new AppError(SmsRefusal.TOO_FREQUENT);
  if (MOBILE_REJECTED.has(providerCode)) return new AppError(SmsRefusal.MOBILE_REJECTED);
  return new AppError(SmsRefusal.SEND_FAILED);
}

/**
 * Tencent Cloud SMS (SendSms, API 2021-01-11) through its official SDK, which signs each request with
 * TC3-HMAC-SHA256. A request can succeed as a whole and still fail for the one mobile, so the mobile's
 * own status (SendStatusSet[0].Code === 'Ok') decides.
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private client?: Promise<Client>;

  constructor(
    private readonly settings: TencentSmsSettings,
    private readonly log?: ProviderLog,
    private readonly transport: TencentTransport = { protocol: 'https://' },
  ) {}

  async sendCode(mobile: string, code: string): Promise<void> {
    const client = await (this.client ??= this.createClient());
    const { sdkAppId, signName, templateId } = this.settings;
    let answer;
    try {
      answer = await client.SendSms({
        PhoneNumberSet: [toE164(mobile)],
        SmsSdkAppId: sdkAppId,
        SignName: signName,
        TemplateId: templateId,
        TemplateParamSet: [code],
      });
    } catch (error) {
      // Response.Error (keys, signature, app id, the account's own limits) or the network.
      const {
        code: providerCode = 'NetworkError',
        message,
        requestId,
      } = error as { code?: string; message?: string; requestId?: string };
      throw this.refuse(providerCode, message ?? '', requestId, mobile);
    }
    const status = answer.SendStatusSet?.[0];
    if (status?.Code !== 'Ok')
      throw this.refuse(status?.Code ?? 'NoSendStatus', status?.Message ?? '', answer.RequestId, mobile);
  }

  private refuse(providerCode: string, message: string, requestId: string | undefined, mobile: string): AppError {
    const refusal = smsRefusal(providerCode);
    const details = {
      provider: this.name,
      providerCode,
      providerMessage: message,
      requestId,
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
    };
    if (refusal.code === SmsRefusal.SEND_FAILED.code) this.log?.error(details, 'sms provider refused');
    else this.log?.warn(details, 'sms provider refused the mobile');
    return refusal;
  }

  /** The SDK loads on first use, so a store that never sends through Tencent never pays for it at start. */
  private async createClient(): Promise<Client> {
    const { Client: SmsClient } =
      await import('tencentcloud-sdk-nodejs-sms/tencentcloud/services/sms/v20210111/sms_client.js');
    const { secretId, secretKey, region, endpoint } = this.settings;
    return new SmsClient({
      credential: { secretId, secretKey },
      region,
      profile: {
        httpProfile: { endpoint, protocol: this.transport.protocol, agent: this.transport.agent, reqTimeout: 10 },
      },
    });
  }
}
