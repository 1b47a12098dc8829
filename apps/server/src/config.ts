import { z } from 'zod';

/**
 * Every setting comes from the environment, parsed once at boot by this schema.
 * A bad value stops the process with the list of bad keys, so a misconfigured deploy never half-starts.
 */
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const list = z.string().transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));
/** The online payment adapters this store knows (lib/payment/gateways.ts builds them). */
export const PAYMENT_GATEWAY_NAMES = ['sandbox', 'alipay', 'wechatpay'] as const;

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public address printed at start and used in shortcuts; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Extra origins allowed to send state-changing requests (besides the site's own). */
  ALLOWED_ORIGINS: list.default([]),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Serve the built web app from this folder (empty: API only). */
  WEB_DIST: z.string().default('apps/web/dist'),
  SEED_DEMO: flag.default(true),
  /** Test hooks (artificial delays) for browser tests; refused when NODE_ENV=production. */
  TEST_HOOKS: flag.default(false),

  SITE_TITLE: z.string().default('康宁医药采购商城'),
  MAIN_SITE_URL: z.string().default('/'),
  HOT_LINE: z.string().default('400-800-1234'),
  QQ1: z.string().default('800012345'),
  QQ2: z.string().default('800012346'),
  COMPANY_NAME: z.string().default('杭州康宁医药有限公司'),
  COMPANY_REGISTRATION: z.string().default('统一社会信用代码：91330100MA2XXXXXX1'),
  COMPANY_ADDRESS: z.string().default('浙江省杭州市滨江区江南大道 1888 号'),
  ICP: z.string().default('浙ICP备2026000001号-1'),
  /** name=number pairs separated by ';' */
  LICENCES: z
    .string()
    .default('药品经营许可证=浙AA5710001;互联网药品信息服务资格证书=(浙)-经营性-2026-0001;医疗器械经营许可证=浙杭食药监械经营许20260001号')
    .transform((v) =>
      v.split(';').filter(Boolean).map((pair) => {
        const [name, number = ''] = pair.split('=');
        return { name: name.trim(), number: number.trim() };
      }),
    ),
  CONTROLLED_DRUGS_STATEMENT: z.string().default('本网站不经营麻醉药品、精神药品、医疗用毒性药品、放射性药品、药品类易制毒化学品等特殊管理药品'),
  APP_DOWNLOAD_URL: z.string().default('/app'),
  WECHAT_QR_TEXT: z.string().default('康宁医药采购商城 公众号'),
  QUALITY_INSPECTION_URL: z.string().default(''),
  CHAT_URL: z.string().default(''),
  /** site host=api base pairs separated by ';' (spec §7: API host chosen by the current site host). */
  API_HOSTS: z
    .string()
    .default('')
    .transform((v): Record<string, string> =>
      Object.fromEntries(v.split(';').filter(Boolean).map((pair) => {
        const [host, base = ''] = pair.split('=');
        return [host.trim(), base.trim()];
      })),
    ),
  /** Uploaded files (qualification scans); defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /** SMS gateway: 'dev' prints codes on the server output; real gateways plug in behind lib/sms.ts. */
  SMS_PROVIDER: z.enum(['dev']).default('dev'),
  /** WeChat authorisation: 'dev' plays the OAuth flow locally; the real adapter plugs in behind lib/wechat.ts. */
  WECHAT_PROVIDER: z.enum(['dev']).default('dev'),
  DEFAULT_MANAGER_NAME: z.string().default('客服小康'),
  DEFAULT_MANAGER_PHONE: z.string().default('400-800-1234'),

  /** Shipping (运费) charged on orders whose goods amount is under FREE_SHIPPING_THRESHOLD; both in yuan. */
  SHIPPING_AMOUNT: z.coerce.number().min(0).default(10),
  FREE_SHIPPING_THRESHOLD: z.coerce.number().min(0).default(800),
  /** Unpaid orders are cancelled after this many minutes (stock and coupons return). */
  ORDER_PAY_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(30),
  /** An order to be paid by bank transfer waits this many hours for the money to arrive. */
  TRANSFER_PAY_TIMEOUT_HOURS: z.coerce.number().int().min(1).default(72),
  BANK_ACCOUNT_NAME: z.string().default('杭州康宁医药有限公司'),
  BANK_NAME: z.string().default('中国工商银行杭州滨江支行'),
  BANK_ACCOUNT_NO: z.string().default('1202 0261 0900 0123 456'),
  /**
   * Online payment gateways offered to buyers, comma-separated, the first one preselected: 'sandbox' is
   * the built-in stand-in that calls back with a signed notification; 'alipay', 'wechatpay'.
   */
  PAYMENT_GATEWAY: list.default(['sandbox'])
    .pipe(z.array(z.enum(PAYMENT_GATEWAY_NAMES)).min(1, 'at least one gateway'))
    .refine((names) => new Set(names).size === names.length, 'a gateway is named twice'),
  /** Key that signs gateway notifications (HMAC-SHA256 for the sandbox; the real adapters use their own keys). */
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default('sandbox-secret-change-me'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const bad = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${bad}`);
  }
  if (result.data.TEST_HOOKS && result.data.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  TEST_HOOKS: not allowed when NODE_ENV=production');
  }
  return result.data;
}

/** Config for tests: defaults plus overrides, no environment leakage. */
export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '', ...overrides });
