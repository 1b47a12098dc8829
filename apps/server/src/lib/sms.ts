import { randomInt } from 'node:crypto';
import type { Config } from '../config.ts';
import type { ProviderLog } from './provider-log.ts';
import { TencentSmsProvider } from './sms-tencent.ts';

/**
 * Where SMS go. The development provider prints `[sms] <mobile> <code>` on the server's output (tests
 * and developers read codes there); Tencent Cloud SMS (sms-tencent.ts) sends real ones. SMS_PROVIDER
 * chooses; a refusal is an AppError with a Chinese message for the buyer.
 */
export interface SmsProvider {
  readonly name: string;
  sendCode(mobile: string, code: string): Promise<void>;
}

export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}
  async sendCode(mobile: string, code: string): Promise<void> {
    this.write(`[sms] ${mobile} ${code}`);
  }
}

export function createSmsProvider(config: Config, log?: ProviderLog): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'dev':
      return new DevSmsProvider();
    case 'tencent':
      return new TencentSmsProvider(
        {
          secretId: config.TENCENT_SMS_SECRET_ID,
          secretKey: config.TENCENT_SMS_SECRET_KEY,
          sdkAppId: config.TENCENT_SMS_SDK_APP_ID,
          signName: config.TENCENT_SMS_SIGN_NAME,
          templateId: config.TENCENT_SMS_TEMPLATE_ID,
          region: config.TENCENT_SMS_REGION,
          endpoint: config.TENCENT_SMS_ENDPOINT,
        },
        log,
      );
  }
}

/** Six random digits. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
