import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { connectionStringOf, openDatabase, type Database } from '../../db/client.ts';
import { createGateways } from '../../lib/payment/gateways.ts';
import { createTestApp, MemoryStorage, type TestApp } from '../../test/harness.ts';
import { FLUSH_MS, forgetOldWindows, pgRateLimitStore } from './rate-limit-pg.ts';

const rowsOf = async (t: TestApp) =>
  (
    (await t.database.db.execute(sql`select key, hits from rate_limit_windows order by key`)) as unknown as {
      rows: { key: string; hits: number }[];
    }
  ).rows;

describe('the API budget in PostgreSQL, for several workers without Redis', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts in memory, sends the hits in one statement, and adds what the others sent', async () => {
    const Store = pgRateLimitStore(t.database.db, 60_000);
    const OtherProcess = pgRateLimitStore(t.database.db, 60_000);
    const incr = (store: InstanceType<typeof Store>, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, hits) => (error ? reject(error) : resolve(hits!)), 60_000),
      );
    const here = new Store();
    const there = new OtherProcess();
    expect((await Promise.all([incr(here, 'a'), incr(here, 'a'), incr(here, 'b')])).map((h) => h.current)).toEqual([
      1, 2, 1,
    ]);
    // Nothing is written per request.
    expect(await rowsOf(t)).toEqual([]);
    await Store.flush();
    expect(await rowsOf(t)).toEqual([
      { key: 'a', hits: 2 },
      { key: 'b', hits: 1 },
    ]);
    // The other process learns the total when it sends its own hits.
    expect((await incr(there, 'a')).current).toBe(1);
    await OtherProcess.flush();
    const next = await incr(there, 'a');
    expect(next.current).toBe(4);
    expect(next.ttl).toBeGreaterThan(55_000);
    expect(next.ttl).toBeLessThanOrEqual(60_000);
    await OtherProcess.flush();
    expect((await rowsOf(t)).find((r) => r.key === 'a')?.hits).toBe(4);

    // A window older than the time window starts again; an hour-old one is removed by the sweep.
    await t.database.db.execute(sql`update rate_limit_windows set window_start = now() - interval '61 seconds'`);
    await incr(here, 'b');
    await Store.flush();
    expect((await rowsOf(t)).find((r) => r.key === 'b')?.hits).toBe(1);
    await t.database.db.execute(sql`update rate_limit_windows set window_start = now() - interval '2 hours'`);
    await forgetOldWindows(t.database.db);
    expect(await rowsOf(t)).toEqual([]);
  });

  describe.skipIf(!process.env.DATABASE_URL)('two processes on one PostgreSQL', () => {
    let other: { app: FastifyInstance; database: Database };
    let first: FastifyInstance;

    beforeAll(async () => {
      const connectionString = connectionStringOf(t.database);
      const env = { DATABASE_URL: connectionString, RATE_LIMIT_MAX: '5' };
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

    it('share one budget: 5 answers across both, then 429 from either once they have exchanged counts', async () => {
      const ask = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: '/api/goods/hot', remoteAddress: '203.0.113.9' })).statusCode;
      const exchange = () => new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 3));
      expect([await ask(first), await ask(first), await ask(first)]).toEqual([200, 200, 200]);
      await exchange();
      expect([await ask(other.app), await ask(other.app)]).toEqual([200, 200]);
      await exchange();
      // Counting alone, either would allow 5 of its own.
      expect(await ask(other.app)).toBe(429);
      // The first learns the others' hits when it next sends its own: within one flush it refuses too.
      await ask(first);
      await exchange();
      expect(await ask(first)).toBe(429);
    });
  });
});
