import type { Config } from './config.ts';

/** The key the sandbox gateway ships with: anyone who has read the source can sign its notifications. */
export const DEFAULT_GATEWAY_SECRET = 'sandbox-secret-change-me';
/** HMAC keys shorter than this can be searched; real gateway keys are longer anyway. */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** The metrics token guards business numbers (orders, payments): long enough not to be guessed through the rate limit. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

export type ConfigProblem = { key: string; reason: string };

/**
 * The names in PAYMENT_GATEWAY, whether it is one name or a comma-separated list (or already split), so
 * the "no sandbox in production" rule holds however many gateways the store offers.
 */
export const gatewayNames = (value: string | readonly string[]): string[] =>
  (typeof value === 'string' ? value.split(',') : [...value]).map((name) => name.trim()).filter(Boolean);

/** Settings a chosen provider cannot work without: refused in every environment, so a deploy fails at boot, not at the first text message. */
function missingProviderSettings(config: Config): ConfigProblem[] {
  const required: [string, string][] = [];
  if (config.SMS_PROVIDER === 'tencent') {
    for (const key of [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ] as const) {
      required.push([key, config[key]]);
    }
  }
  if (config.WECHAT_PROVIDER === 'open') {
    for (const key of ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'] as const) required.push([key, config[key]]);
    // WeChat sends the buyer back to an absolute address on the domain registered for the app.
    required.push(['PUBLIC_URL', config.PUBLIC_URL ?? '']);
  }
  if (config.CAPTCHA_PROVIDER === 'tencent') {
    for (const key of [
      'TENCENT_CAPTCHA_APP_ID',
      'TENCENT_CAPTCHA_APP_SECRET_KEY',
      'TENCENT_CAPTCHA_SECRET_ID',
      'TENCENT_CAPTCHA_SECRET_KEY',
    ] as const) {
      required.push([key, config[key]]);
    }
  }
  if (config.STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      required.push([key, config[key] ?? '']);
  }
  const provider = (key: string) =>
    key.startsWith('TENCENT_SMS')
      ? 'SMS_PROVIDER=tencent'
      : key.startsWith('TENCENT_CAPTCHA')
        ? 'CAPTCHA_PROVIDER=tencent'
        : key.startsWith('S3_')
          ? 'STORAGE=s3'
          : 'WECHAT_PROVIDER=open';
  return required
    .filter(([, value]) => !value.trim())
    .map(([key]) => ({ key, reason: `required when ${provider(key)}` }));
}

/** Stand-ins and test switches a production process must never run with. */
function productionProblems(config: Config): ConfigProblem[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: ConfigProblem[] = [];
  if (gatewayNames(config.PAYMENT_GATEWAY).includes('sandbox')) {
    problems.push({
      key: 'PAYMENT_GATEWAY',
      reason: 'the sandbox gateway (沙箱收银台) takes no real money; not allowed when NODE_ENV=production',
    });
  }
  if (config.PAYMENT_GATEWAY_SECRET === DEFAULT_GATEWAY_SECRET) {
    problems.push({
      key: 'PAYMENT_GATEWAY_SECRET',
      reason: 'still the default published with the source; set a private key when NODE_ENV=production',
    });
  } else if (config.PAYMENT_GATEWAY_SECRET.length < MIN_PRODUCTION_SECRET_LENGTH) {
    problems.push({
      key: 'PAYMENT_GATEWAY_SECRET',
      reason: `shorter than ${MIN_PRODUCTION_SECRET_LENGTH} characters; not allowed when NODE_ENV=production`,
    });
  }
  if (config.SMS_PROVIDER === 'dev') {
    problems.push({
      key: 'SMS_PROVIDER',
      reason: 'dev only prints codes on the server output (短信不会发出); not allowed when NODE_ENV=production',
    });
  }
  if (config.WECHAT_PROVIDER === 'dev') {
    problems.push({
      key: 'WECHAT_PROVIDER',
      reason: 'dev logs anyone in as any WeChat-linked buyer; not allowed when NODE_ENV=production',
    });
  }
  if (config.CAPTCHA_PROVIDER === 'dev') {
    problems.push({
      key: 'CAPTCHA_PROVIDER',
      reason:
        'dev asks a trivial proof of work after failed logins; not allowed when NODE_ENV=production (tencent, or pow)',
    });
  }
  if (config.TEST_HOOKS) problems.push({ key: 'TEST_HOOKS', reason: 'not allowed when NODE_ENV=production' });
  if (config.METRICS_TOKEN !== undefined && config.METRICS_TOKEN.length < MIN_METRICS_TOKEN_LENGTH) {
    problems.push({
      key: 'METRICS_TOKEN',
      reason: `shorter than ${MIN_METRICS_TOKEN_LENGTH} characters; not allowed when NODE_ENV=production`,
    });
  }
  if (config.SEED_DEMO) {
    problems.push({
      key: 'SEED_DEMO',
      reason:
        'loads demo staff (admin / Admin@2026) and demo buyers with balances; not allowed when NODE_ENV=production ' +
        '(add the first super admin with `npm run staff:add`)',
    });
  }
  return problems;
}

/** Several worker processes share one database: PGlite is one embedded database inside one process. */
function workerProblems(config: Config): ConfigProblem[] {
  if (config.WORKERS <= 1) return [];
  const problems: ConfigProblem[] = [];
  if (config.METRICS_TOKEN && config.METRICS_PORT === undefined)
    problems.push({
      key: 'METRICS_PORT',
      reason:
        'required with METRICS_TOKEN when WORKERS > 1: the primary sums the workers there (one worker shows its own)',
    });
  if (config.DATABASE_URL) return problems;
  return [
    ...problems,
    {
      key: 'WORKERS',
      reason:
        'several workers need PostgreSQL: PGlite (the embedded default) lives inside one process; ' +
        'set DATABASE_URL=postgres://… or WORKERS=1',
    },
  ];
}

/** Every reason the process must not start with this configuration, all at once. */
export function configProblems(config: Config): ConfigProblem[] {
  const problems = [...productionProblems(config), ...missingProviderSettings(config), ...workerProblems(config)];
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT)
    problems.push({ key: 'METRICS_PORT', reason: 'the same as PORT; the metrics need a port of their own' });
  return problems;
}
