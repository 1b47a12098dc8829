import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { SmsProvider } from '../lib/sms.ts';
import type { FileStorage } from '../lib/storage.ts';
import type { WechatAuth } from '../lib/wechat.ts';
import type { PaymentGateways } from '../lib/payment/gateways.ts';
import type { Captcha } from './auth/captcha.ts';
import type { StoreChanges } from '../lib/store-changes.ts';

/**
 * What every module receives: no module reaches for globals. Kept apart from app.ts, which imports
 * every module's routes, so that no module has to import the app back.
 */
export type ModuleDeps = {
  /** Announces console writes to every process; `onChange` forgets what a module keeps (lib/store-changes.ts). */
  changes: StoreChanges;
  db: Db;
  dbKind: Database['kind'];
  config: Config;
  sms: SmsProvider;
  storage: FileStorage;
  wechat: WechatAuth;
  gateways: PaymentGateways;
  /** The challenge logins must pass after repeated failures (CAPTCHA_PROVIDER). */
  captcha: Captcha;
};
