import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config.ts';
import { configProblems, gatewayNames } from './config-problems.ts';

const problemKeys = (env: Record<string, string>) => configProblems(parseConfig(env)).map((p) => p.key);
/** Real providers with every setting they need, so only what a test changes is a problem. */
const REAL_PROVIDERS = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDxxxx',
  TENCENT_SMS_SECRET_KEY: 'key',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '康宁医药',
  TENCENT_SMS_TEMPLATE_ID: '1234567',
  WECHAT_PROVIDER: 'open',
  WECHAT_APP_ID: 'wx0123456789abcdef',
  WECHAT_APP_SECRET: 'secret',
  PUBLIC_URL: 'https://shop.example.com',
};

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', SEED_DEMO: true, TEST_HOOKS: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('fails fast listing every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('refuses test hooks in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_HOOKS: '1' })).toThrow(/TEST_HOOKS/);
  });

  it('refuses every stand-in at once in production, naming each variable', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', TEST_HOOKS: '1' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    for (const key of ['PAYMENT_GATEWAY', 'PAYMENT_GATEWAY_SECRET', 'SMS_PROVIDER', 'WECHAT_PROVIDER', 'TEST_HOOKS'])
      expect(error!.message).toContain(`  ${key}: `);
  });

  it('accepts the same stand-ins outside production', () => {
    expect(problemKeys({ NODE_ENV: 'development' })).toEqual([]);
    expect(problemKeys({ NODE_ENV: 'test', TEST_HOOKS: '1' })).toEqual([]);
  });

  it('refuses a production gateway secret that is the default or shorter than 32 characters', () => {
    const production = { NODE_ENV: 'production', ...REAL_PROVIDERS };
    expect(problemKeys(production)).toContain('PAYMENT_GATEWAY_SECRET');
    expect(problemKeys({ ...production, PAYMENT_GATEWAY_SECRET: 'a'.repeat(31) })).toContain('PAYMENT_GATEWAY_SECRET');
    expect(problemKeys({ ...production, PAYMENT_GATEWAY_SECRET: 'a'.repeat(32) })).toEqual(['PAYMENT_GATEWAY']);
  });

  it('finds the sandbox in a gateway list however it is written', () => {
    expect(gatewayNames('sandbox')).toContain('sandbox');
    expect(gatewayNames('alipay, sandbox ,wechatpay')).toEqual(['alipay', 'sandbox', 'wechatpay']);
    expect(gatewayNames(['alipay', 'sandbox'])).toContain('sandbox');
    expect(gatewayNames('alipay,wechatpay')).not.toContain('sandbox');
  });

  it('lists the settings a real provider needs, in every environment', () => {
    expect(problemKeys({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'AKID' })).toEqual([
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ]);
    expect(problemKeys({ WECHAT_PROVIDER: 'open' })).toEqual(['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'PUBLIC_URL']);
    expect(problemKeys(REAL_PROVIDERS)).toEqual([]);
    expect(() => loadConfig({ WECHAT_PROVIDER: 'open' })).toThrow(
      /WECHAT_APP_SECRET: required when WECHAT_PROVIDER=open/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '-1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('serves the API docs by default in development and test, not in production', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).API_DOCS).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', API_DOCS: '1' }).API_DOCS).toBe(true);
    expect(parseConfig({ NODE_ENV: 'development', API_DOCS: '0' }).API_DOCS).toBe(false);
  });

  it('parses licences and API hosts maps', () => {
    const config = loadConfig({
      LICENCES: 'A证=1;B证=2=药品批发=2030-06-30',
      API_HOSTS: 'shop.example.com=https://api.example.com',
    });
    expect(config.LICENCES).toEqual([
      { name: 'A证', number: '1', scope: '', validUntil: '' },
      { name: 'B证', number: '2', scope: '药品批发', validUntil: '2030-06-30' },
    ]);
    expect(config.API_HOSTS).toEqual({ 'shop.example.com': 'https://api.example.com' });
  });

  it('stops the real server with exit 1 and every offending variable when production runs stand-ins', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    // A clean environment: only what node needs, plus production with the built-in stand-ins.
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DATA_DIR: path.join(root, 'no-such-data-dir'),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration:\n/);
    for (const key of ['PAYMENT_GATEWAY', 'PAYMENT_GATEWAY_SECRET', 'SMS_PROVIDER', 'WECHAT_PROVIDER'])
      expect(stderr).toContain(`  ${key}: `);
  }, 30_000);

  it('reads PAYMENT_GATEWAY as a list of known gateways, in order, each once', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toEqual(['sandbox']);
    expect(loadConfig({ PAYMENT_GATEWAY: 'wechatpay, alipay' }).PAYMENT_GATEWAY).toEqual(['wechatpay', 'alipay']);
    for (const bad of ['unionpay', 'alipay,alipay', ' , '])
      expect(() => loadConfig({ PAYMENT_GATEWAY: bad }), bad).toThrow(/PAYMENT_GATEWAY/);
  });
});
