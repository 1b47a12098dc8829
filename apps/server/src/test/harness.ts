import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo.ts';
import { openPgliteFromTemplate, openPostgresFromTemplate } from './template.ts';

/**
 * An app on a fresh copy of the seeded template: PostgreSQL when DATABASE_URL is set (the test script
 * runs the API suite once on each), PGlite otherwise.
 *
 *   const t = await createTestApp();
 *   const buyer = await t.login('buyer');
 *   const res = await t.inject({ method: 'GET', url: '/api/user/base', headers: buyer });
 *   await t.close();
 */
export type TestApp = {
  app: FastifyInstance;
  database: Database;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs a demo account in; returns headers that carry its session and pass the CSRF check. */
  login(account: keyof typeof DEMO_ACCOUNTS): Promise<Record<string, string>>;
  close(): Promise<void>;
};

/** What a browser's own fetch sends on a state-changing call. */
export const BROWSER_HEADERS = { 'x-requested-with': 'XMLHttpRequest' } as const;

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = process.env.DATABASE_URL
    ? await openPostgresFromTemplate(process.env.DATABASE_URL)
    : await openPgliteFromTemplate();
  const app = await buildApp({ config: testConfig(env), database });
  const inject = (options: InjectOptions) => app.inject(options);
  return {
    app,
    database,
    inject,
    async login(account) {
      const { username, password } = DEMO_ACCOUNTS[account];
      const res = await inject({ method: 'POST', url: '/api/user/login', headers: BROWSER_HEADERS, payload: { username, password } });
      const body = res.json();
      if (body.code !== 10000) throw new Error(`login ${username} failed: ${res.body}`);
      return { ...BROWSER_HEADERS, cookie: `sid=${body.data.token}` };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
