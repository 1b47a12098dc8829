import { randomInt } from 'node:crypto';

/**
 * Where SMS go. The development provider prints `[sms] <mobile> <code>` on the server's output (tests
 * and developers read codes there); a real gateway (Aliyun, Tencent Cloud SMS, …) implements the same
 * interface and is chosen by SMS_PROVIDER.
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

export function createSmsProvider(name: 'dev'): SmsProvider {
  switch (name) {
    case 'dev':
      return new DevSmsProvider();
  }
}

/** Six random digits. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
