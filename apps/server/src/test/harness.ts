import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import type { SmsProvider } from '../lib/sms.ts';
import type { FileStorage } from '../lib/storage.ts';
import { createGateways, type PaymentGateways } from '../lib/payment/gateways.ts';
import { openPgliteFromTemplate, openPostgresFromTemplate } from './template.ts';
import { type DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../seed/demo-staff.ts';

/**
 * An app on a fresh copy of the seeded template: PostgreSQL when DATABASE_URL is set (the test script
 * runs the API suite once on each), PGlite otherwise.
 *
 *   const t = await createTestApp();
 *   const buyer = await t.login('buyer');
 *   const res = await t.inject({ method: 'GET', url: '/api/user/base', headers: buyer });
 *   await t.close();
 */
/** Keeps the codes the app "sends", so tests read them as a buyer reads a text message. */
export class CapturingSms implements SmsProvider {
  readonly name = 'capture';
  readonly sent: { mobile: string; code: string }[] = [];
  /** How long the "gateway" takes to accept a message (the code is kept at once). */
  delayMs = 0;
  /** Messages the "gateway" has accepted, after its delay. */
  accepted = 0;
  async sendCode(mobile: string, code: string) {
    this.sent.push({ mobile, code });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.accepted += 1;
  }
  last(mobile: string): string | undefined {
    return this.sent.findLast((s) => s.mobile === mobile)?.code;
  }
}

/** Uploaded files kept in memory for the test's lifetime. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();
  async put(key: string, bytes: Buffer) {
    this.files.set(key, bytes);
  }
  async get(key: string) {
    return this.files.get(key);
  }
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; bytes: Buffer; type?: string }[],
) {
  const boundary = `----store${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type TestApp = {
  app: FastifyInstance;
  /** The app's payment gateways (the sandbox keeps its trades, so tests can look at what it was asked). */
  gateways: PaymentGateways;
  sms: CapturingSms;
  database: Database;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs a demo account in; returns headers that carry its session and pass the CSRF check. */
  login(account: keyof typeof DEMO_ACCOUNTS): Promise<Record<string, string> & { cookie: string }>;
  /** Logs a demo staff member into the console's API (seed/demo-staff.ts); headers as `login`'s. */
  loginStaff(username?: (typeof DEMO_STAFF)[number]['username']): Promise<Record<string, string> & { cookie: string }>;
  close(): Promise<void>;
};

/**
 * The buyer's session cookie an answer set (login, registration, store switch), as a `cookie` header. Only
 * the cookie carries the session: the answer's `token` opens nothing.
 */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`no session cookie: ${res.body}`);
  return `sid=${sid.value}`;
}

/** What a browser's own fetch sends on a state-changing call. */
export const BROWSER_HEADERS = { 'x-requested-with': 'XMLHttpRequest' } as const;

/**
 * `overrides.gateways` replaces the ones PAYMENT_GATEWAY would build (e.g. two gateways, or one that fails);
 * `overrides.logger` the app's logger (a test that reads the log lines passes a stream).
 * Uploaded files stay in memory unless `overrides.storage` is 'as-configured': then the app builds the
 * storage STORAGE names, as a real start does (a bucket started by the test, see s3-server.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: {
    gateways?: (config: Config) => PaymentGateways;
    config?: Config;
    logger?: FastifyServerOptions['logger'];
    storage?: 'as-configured';
    /** A database the test opened itself (a PGlite data dir on disk, a restored one); closed with the app. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database =
    overrides.database ??
    (process.env.DATABASE_URL
      ? await openPostgresFromTemplate(process.env.DATABASE_URL)
      : await openPgliteFromTemplate());
  const sms = new CapturingSms();
  const config = overrides.config ?? testConfig(env);
  const gateways = overrides.gateways?.(config) ?? createGateways(config);
  const storage = overrides.storage === 'as-configured' ? undefined : new MemoryStorage();
  const app = await buildApp({ config, database, sms, storage, gateways, logger: overrides.logger }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  const inject = (options: InjectOptions) => app.inject(options);
  return {
    app,
    gateways,
    sms,
    database,
    inject,
    async login(account) {
      const { username, password } = DEMO_ACCOUNTS[account];
      const res = await inject({
        method: 'POST',
        url: '/api/user/login',
        headers: BROWSER_HEADERS,
        payload: { username, password },
      });
      if (res.json().code !== 10000) throw new Error(`login ${username} failed: ${res.body}`);
      return { ...BROWSER_HEADERS, cookie: sessionCookieOf(res) };
    },
    async loginStaff(username = 'admin') {
      const res = await inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: BROWSER_HEADERS,
        payload: { username, password: DEMO_STAFF_PASSWORD },
      });
      const session = res.cookies.find((c) => c.name === 'admin_sid');
      if (!session) throw new Error(`staff login ${username} failed: ${res.body}`);
      return { ...BROWSER_HEADERS, cookie: `admin_sid=${session.value}` };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
