import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createGateways } from '../../lib/payment/gateways.ts';
import { createTestApp, MemoryStorage, type TestApp } from '../../test/harness.ts';
import { forgetOldWindows, pgRateLimitStore } from './rate-limit-pg.ts';

describe('the API budget in PostgreSQL, for several workers without Redis', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts an address within its window, starts again after it, and forgets old windows', async () => {
    const store = new (pgRateLimitStore(t.database.db))();
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('198.51.100.7', (error, hits) => (error ? reject(error) : resolve(hits!)), 60_000),
      );
    expect((await Promise.all([incr(), incr(), incr()])).map((h) => h.current).sort()).toEqual([1, 2, 3]);
    const fourth = await incr();
    expect(fourth.current).toBe(4);
    expect(fourth.ttl).toBeGreaterThan(55_000);
    expect(fourth.ttl).toBeLessThanOrEqual(60_000);
    await t.database.db.execute(
      sql`update rate_limit_windows set window_start = now() - interval '61 seconds' where key = '198.51.100.7'`,
    );
    expect((await incr()).current).toBe(1);
    await t.database.db.execute(
      sql`update rate_limit_windows set window_start = now() - interval '2 hours' where key = '198.51.100.7'`,
    );
    await forgetOldWindows(t.database.db);
    const left = await t.database.db.execute(sql`select count(*)::int as n from rate_limit_windows`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  describe.skipIf(!process.env.DATABASE_URL)('two workers on one PostgreSQL', () => {
    let other: { app: FastifyInstance; database: Database };
    let first: FastifyInstance;

    beforeAll(async () => {
      const { connectionString } = (t.database.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options;
      const env = { WORKERS: '2', DATABASE_URL: connectionString, RATE_LIMIT_MAX: '5' };
      const start = async (database: Database) => {
        const config = testConfig(env);
        return buildApp({ config, database, storage: new MemoryStorage(), gateways: createGateways(config) });
      };
      first = await start(t.database);
      const database = await openDatabase({ databaseUrl: connectionString, poolSize: 4 });
      other = { app: await start(database), database };
    });
    afterAll(async () => {
      await first.close();
      await other.app.close();
      await other.database.close();
    });

    it('share one budget: 5 answers across both, then 429 from either', async () => {
      const ask = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/goods/hot', remoteAddress: '203.0.113.9' });
      const codes = [];
      for (const app of [first, other.app, first, other.app, first]) codes.push((await ask(app)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200]);
      expect((await ask(other.app)).statusCode).toBe(429);
      expect((await ask(first)).statusCode).toBe(429);
    });
  });
});
