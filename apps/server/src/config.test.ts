// @pglite: migrations on a fresh data dir, and the built server started on it
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig, parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { staff, users } from './db/schema.ts';
import { configProblems, gatewayNames } from './config-problems.ts';

/** A port nothing listens on now, for a real server started by a test. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
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
  CAPTCHA_PROVIDER: 'tencent',
  TENCENT_CAPTCHA_APP_ID: '190000001',
  TENCENT_CAPTCHA_APP_SECRET_KEY: 'appsecret',
  TENCENT_CAPTCHA_SECRET_ID: 'AKIDyyyy',
  TENCENT_CAPTCHA_SECRET_KEY: 'key',
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

  it('runs one worker by default, a number or one per CPU, and refuses several on PGlite naming DATABASE_URL', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    const pg = { DATABASE_URL: 'postgres://store@127.0.0.1/store' };
    expect(loadConfig({ ...pg, WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadConfig({ ...pg, WORKERS: 'auto' }).WORKERS).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS.*DATABASE_URL/s);
    // Behind a token a worker would show only its own numbers: the primary serves the sum on a port of its own.
    expect(() => loadConfig({ ...pg, WORKERS: '2', METRICS_TOKEN: 'a-long-enough-token' })).toThrow(/METRICS_PORT/);
    expect(
      loadConfig({ ...pg, WORKERS: '2', METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9464' }).WORKERS,
    ).toBe(2);
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
    for (const key of [
      'PAYMENT_GATEWAY',
      'PAYMENT_GATEWAY_SECRET',
      'SMS_PROVIDER',
      'WECHAT_PROVIDER',
      'CAPTCHA_PROVIDER',
      'TEST_HOOKS',
    ])
      expect(error!.message).toContain(`  ${key}: `);
  });

  it('refuses the dev captcha in production, accepts tencent with its settings or the self-hosted proof of work', () => {
    const production = { NODE_ENV: 'production', ...REAL_PROVIDERS, PAYMENT_GATEWAY_SECRET: 'a'.repeat(32) };
    expect(problemKeys({ ...production, CAPTCHA_PROVIDER: 'dev' })).toEqual(['PAYMENT_GATEWAY', 'CAPTCHA_PROVIDER']);
    expect(problemKeys({ ...production, CAPTCHA_PROVIDER: 'pow' })).toEqual(['PAYMENT_GATEWAY']);
    expect(problemKeys({ ...production, TENCENT_CAPTCHA_APP_SECRET_KEY: '' })).toEqual([
      'PAYMENT_GATEWAY',
      'TENCENT_CAPTCHA_APP_SECRET_KEY',
    ]);
    expect(configProblems(parseConfig({ CAPTCHA_PROVIDER: 'tencent' })).map((p) => p.reason)).toContain(
      'required when CAPTCHA_PROVIDER=tencent',
    );
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

  it('refuses a production metrics token shorter than 16 characters, and a metrics port that is the store port', () => {
    const production = {
      NODE_ENV: 'production',
      ...REAL_PROVIDERS,
      PAYMENT_GATEWAY: 'alipay',
      PAYMENT_GATEWAY_SECRET: 'a'.repeat(32),
    };
    expect(problemKeys(production)).toEqual([]);
    expect(problemKeys({ ...production, METRICS_TOKEN: 'a'.repeat(15) })).toEqual(['METRICS_TOKEN']);
    expect(problemKeys({ ...production, METRICS_TOKEN: 'a'.repeat(16) })).toEqual([]);
    expect(problemKeys({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toEqual([]);
    expect(problemKeys({ NODE_ENV: 'test', PORT: '9464', METRICS_PORT: '9464' })).toEqual(['METRICS_PORT']);
    expect(parseConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(parseConfig({}).SLOW_STATEMENT_MS).toBe(200);
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

  it('seeds demo data by default in development and test, never by default in production', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(parseConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('refuses SEED_DEMO=1 in production with the other stand-ins, in one message', () => {
    const production = { NODE_ENV: 'production', ...REAL_PROVIDERS, PAYMENT_GATEWAY_SECRET: 'a'.repeat(32) };
    expect(problemKeys({ ...production, SEED_DEMO: '1' })).toEqual(['PAYMENT_GATEWAY', 'SEED_DEMO']);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true', TEST_HOOKS: '1' })).toThrow(
      /TEST_HOOKS: [^\n]*\n {2}SEED_DEMO: .*npm run staff:add/,
    );
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
    for (const key of [
      'PAYMENT_GATEWAY',
      'PAYMENT_GATEWAY_SECRET',
      'SMS_PROVIDER',
      'WECHAT_PROVIDER',
      'CAPTCHA_PROVIDER',
    ])
      expect(stderr).toContain(`  ${key}: `);
  }, 30_000);

  it('starts a production store with real providers on an empty database without any demo account', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-prod-'));
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...REAL_PROVIDERS,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: '',
        ADMIN_DIST: '',
        LOG_LEVEL: 'warn',
        PAYMENT_GATEWAY: 'alipay',
        PAYMENT_GATEWAY_SECRET: 'p'.repeat(40),
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        ALIPAY_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => output.includes('已启动') && resolve());
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      const login = async (pathName: string, username: string, password: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${pathName}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ username, password }),
        });
        return { status: response.status, ...((await response.json()) as { code: number }) };
      };
      // The README's demo credentials open nothing: the server checked them and found no such account.
      expect(await login('/api/admin/auth/login', 'admin', 'Admin@2026')).toMatchObject({ status: 400 });
      expect(await login('/api/user/login', 'demo_buyer', 'Demo@2026')).toMatchObject({ status: 400 });
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      const database = await openDatabase({ dataDir });
      const count = async (table: typeof staff | typeof users) =>
        (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
      expect({ staff: await count(staff), buyers: await count(users) }).toEqual({ staff: 0, buyers: 0 });
      await database.close();
    } finally {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads PAYMENT_GATEWAY as a list of known gateways, in order, each once', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toEqual(['sandbox']);
    expect(loadConfig({ PAYMENT_GATEWAY: 'wechatpay, alipay' }).PAYMENT_GATEWAY).toEqual(['wechatpay', 'alipay']);
    for (const bad of ['unionpay', 'alipay,alipay', ' , '])
      expect(() => loadConfig({ PAYMENT_GATEWAY: bad }), bad).toThrow(/PAYMENT_GATEWAY/);
  });
});
