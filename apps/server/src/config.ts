import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { configProblems } from './config-problems.ts';
import { flag, list, optionalText } from './config-fields.ts';
import { paymentSettings } from './config-payments.ts';

export { PAYMENT_GATEWAY_NAMES } from './config-payments.ts';

/**
 * Every setting comes from the environment, parsed once at boot by this schema.
 * A bad value stops the process with the list of bad keys, so a misconfigured deploy never half-starts.
 */
/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
/**
 * Which hops may set X-Forwarded-For / -Proto: off (the socket's address is the client), a hop count, or
 * the proxies' addresses. Never "trust everyone": then any client could pick the address its rate limit
 * and login throttling count against.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === '' || v === 'false') return false;
    if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
    const entries = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length)
      ctx.addIssue({ code: 'custom', message: `not a hop count nor proxy addresses/CIDRs: ${bad.join(', ')}` });
    return entries;
  });
/** `site host=value` pairs separated by ';' (the API, activity and chat hosts, chosen by the page's site host). */
const hostPairs = z
  .string()
  .default('')
  .transform((v): Record<string, string> =>
    Object.fromEntries(
      v
        .split(';')
        .filter(Boolean)
        .map((pair) => {
          const [host = '', base = ''] = pair.split('=');
          return [host.trim(), base.trim()];
        }),
    ),
  );

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public address printed at start and used in shortcuts; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Worker processes serving the one port (node:cluster); `auto` = one per CPU. Above 1 needs DATABASE_URL. */
  WORKERS: z.preprocess(
    (v) => (v === 'auto' ? availableParallelism() : v),
    z.coerce.number().int().min(1).max(64).default(1),
  ),
  /**
   * On SIGTERM a process first drains: its answers say `Connection: close`, and it waits up to this long for its
   * kept-alive connections to close, so no request is sent on a connection at the moment it is closed.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Statements taking this many ms or longer are counted and logged as slow, by name (ops/statements.ts). */
  SLOW_STATEMENT_MS: z.coerce.number().int().min(0).default(200),
  /** Serve GET /metrics (Prometheus) on this port only, apart from the store's (ops/serve-metrics.ts). */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  /** Bearer token /metrics asks for; without METRICS_PORT, /metrics on the store's port exists only when set. */
  METRICS_TOKEN: optionalText,
  /** Extra origins allowed to send state-changing requests (besides the site's own). */
  ALLOWED_ORIGINS: list.default([]),
  /** Proxies whose X-Forwarded-* headers are believed (Fastify trustProxy); off by default. */
  TRUST_PROXY: trustProxy.default(false),
  /** OpenAPI page at /api/docs; on in development and test, off in production unless set. */
  API_DOCS: flag.optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Serve the built web app from this folder (empty: API only). */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Serve the built operator console under /admin from this folder (empty: no console). */
  ADMIN_DIST: z.string().default('apps/admin/dist'),
  /** Demo accounts and data in an empty database; on by default except in production, where it is refused. */
  SEED_DEMO: flag.optional(),
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
  /**
   * Licences separated by ';', each name=number[=scope[=valid until]] (the footer shows name and number,
   * 网站资质 all four with a drawn scan).
   */
  LICENCES: z
    .string()
    .default(
      '药品经营许可证=浙AA5710001=中成药、化学药制剂、抗生素制剂、生化药品、生物制品（除疫苗）=2030-06-30;' +
        '互联网药品信息服务资格证书=(浙)-经营性-2026-0001=向上网用户有偿提供药品信息服务=2031-03-31;' +
        '医疗器械经营许可证=浙杭食药监械经营许20260001号=第三类医疗器械：6815 注射穿刺器械、6864 医用卫生材料及敷料、6866 医用高分子材料及制品=2031-01-15',
    )
    .transform((v) =>
      v
        .split(';')
        .filter(Boolean)
        .map((entry) => {
          const [name = '', number = '', scope = '', validUntil = ''] = entry.split('=');
          return { name: name.trim(), number: number.trim(), scope: scope.trim(), validUntil: validUntil.trim() };
        }),
    ),
  COMPANY_SERVICE_HOURS: z.string().default('周一至周六 8:30-18:00'),
  CONTROLLED_DRUGS_STATEMENT: z
    .string()
    .default('本网站不经营麻醉药品、精神药品、医疗用毒性药品、放射性药品、药品类易制毒化学品等特殊管理药品'),
  APP_DOWNLOAD_URL: z.string().default('/app'),
  WECHAT_QR_TEXT: z.string().default('康宁医药采购商城 公众号'),
  QUALITY_INSPECTION_URL: z.string().default(''),
  CHAT_URL: z.string().default(''),
  /** site host=api base pairs separated by ';' (spec §7: API host chosen by the current site host). */
  API_HOSTS: hostPairs,
  /** site host=activity base pairs: the activity calls (/api/activity/…) by site host (spec §1); else the API host. */
  ACTIVITY_HOSTS: hostPairs,
  /** site host=chat page URL pairs: the chat window by site host (spec §1); else CHAT_URL. */
  CHAT_HOSTS: hostPairs,
  /** Uploaded files on this machine's disk (STORAGE=local); defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Where uploaded files live (lib/storage.ts): 'local' is UPLOAD_DIR; 's3' an S3-compatible bucket (AWS S3,
   * Aliyun OSS, Tencent COS, MinIO), which every server machine of the store reads and writes.
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The object store's address; unset for AWS S3 itself. */
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || URL.canParse(v), 'not a URL'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** The bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most self-hosted servers. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** SMS gateway: 'dev' prints codes on the server output; 'tencent' sends through Tencent Cloud SMS (lib/sms-tencent.ts). */
  SMS_PROVIDER: z.enum(['dev', 'tencent']).default('dev'),
  TENCENT_SMS_SECRET_ID: z.string().default(''),
  TENCENT_SMS_SECRET_KEY: z.string().default(''),
  /** The SMS application (SmsSdkAppId, 14xxxxxxxx) and its approved signature and code template. */
  TENCENT_SMS_SDK_APP_ID: z.string().default(''),
  TENCENT_SMS_SIGN_NAME: z.string().default(''),
  TENCENT_SMS_TEMPLATE_ID: z.string().default(''),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().default('sms.tencentcloudapi.com'),
  /**
   * The challenge a login must pass after repeated failures (modules/auth/captcha.ts, ADR 012): 'tencent' is
   * 腾讯云天御验证码, verified on the server with DescribeCaptchaResult; 'pow' is the self-hosted proof of
   * work (each try costs the client CAPTCHA_POW_MAX_NUMBER/2 hashes on average); 'dev' is proof of work at a
   * trivial cost, refused in production.
   */
  CAPTCHA_PROVIDER: z.enum(['dev', 'pow', 'tencent']).default('dev'),
  CAPTCHA_POW_MAX_NUMBER: z.coerce.number().int().min(10_000).max(50_000_000).default(100_000),
  /** The captcha application (验证码控制台 → 应用管理): CaptchaAppId and its AppSecretKey. */
  TENCENT_CAPTCHA_APP_ID: z.string().regex(/^\d*$/, 'digits only').default(''),
  TENCENT_CAPTCHA_APP_SECRET_KEY: z.string().default(''),
  /** A Tencent Cloud API key allowed to call DescribeCaptchaResult (访问管理 → API 密钥). */
  TENCENT_CAPTCHA_SECRET_ID: z.string().default(''),
  TENCENT_CAPTCHA_SECRET_KEY: z.string().default(''),
  TENCENT_CAPTCHA_ENDPOINT: z.string().default('captcha.tencentcloudapi.com'),
  /** WeChat authorisation: 'dev' plays the OAuth flow locally; 'open' is 网站应用微信登录 on open.weixin.qq.com (lib/wechat-open.ts). */
  WECHAT_PROVIDER: z.enum(['dev', 'open']).default('dev'),
  WECHAT_APP_ID: z.string().default(''),
  WECHAT_APP_SECRET: z.string().default(''),
  DEFAULT_MANAGER_NAME: z.string().default('客服小康'),
  DEFAULT_MANAGER_PHONE: z.string().default('400-800-1234'),

  /** Shipping (运费) charged on orders whose goods amount is under FREE_SHIPPING_THRESHOLD; both in yuan. */
  SHIPPING_AMOUNT: z.coerce.number().min(0).default(10),
  FREE_SHIPPING_THRESHOLD: z.coerce.number().min(0).default(800),
  /** Unpaid orders are cancelled after this many minutes (stock and coupons return). */
  ORDER_PAY_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(30),
  /** An order to be paid by bank transfer waits this many hours for the money to arrive. */
  TRANSFER_PAY_TIMEOUT_HOURS: z.coerce.number().int().min(1).default(72),
  /** Points (积分) a completed order earns per yuan actually paid (paid − refunded), floored; at most two decimals. */
  POINTS_PER_YUAN: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'at most two decimals')
    .default(1),
  ...paymentSettings,
});

export type Config = Omit<z.infer<typeof configSchema>, 'API_DOCS' | 'SEED_DEMO'> & {
  API_DOCS: boolean;
  SEED_DEMO: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment and fills the defaults that depend on NODE_ENV; refuses nothing beyond bad values. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const bad = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${bad}`);
  }
  const production = result.data.NODE_ENV === 'production';
  return {
    ...result.data,
    API_DOCS: result.data.API_DOCS ?? !production,
    SEED_DEMO: result.data.SEED_DEMO ?? !production,
  };
}

/** The settings a process would run with, or ConfigError listing every problem at once (see config-problems.ts). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = parseConfig(env);
  const problems = configProblems(config);
  if (problems.length)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p.key}: ${p.reason}`).join('\n')}`);
  return config;
}

/** Config for tests: defaults plus overrides, no environment leakage. */
export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '', ...overrides });
