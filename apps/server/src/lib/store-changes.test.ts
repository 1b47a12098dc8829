import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { connectionStringOf, openDatabase, type Database } from '../db/client.ts';
import { goods } from '../db/schema.ts';
import { theRow } from '../db/rows.ts';
import { createGateways } from './payment/gateways.ts';
import { createTestApp, MemoryStorage, type TestApp } from '../test/harness.ts';
import { StoreChanges } from './store-changes.ts';

describe('changes made through one process reach what every process keeps', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('forgets here at once when this process announces a change', async () => {
    const changes = new StoreChanges(t.database);
    let forgotten = 0;
    changes.onChange(() => (forgotten += 1));
    await changes.announce();
    expect(forgotten).toBe(1);
    await changes.close();
  });

  describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL, another process on the same database', () => {
    let other: { app: FastifyInstance; database: Database };

    beforeAll(async () => {
      const connectionString = connectionStringOf(t.database);
      const database = await openDatabase({ databaseUrl: connectionString, poolSize: 4 });
      const config = testConfig({});
      const app = await buildApp({ config, database, storage: new MemoryStorage(), gateways: createGateways(config) });
      other = { app, database };
    });
    afterAll(async () => {
      await other.app.close();
      await other.database.close();
    });

    it('lists a goods delisted through this process within a second, not after its 30 s of kept totals', async () => {
      const listed = theRow(
        await t.database.db
          .select({ id: goods.id, categoryId: goods.categoryId })
          .from(goods)
          .where(and(eq(goods.isListed, true), isNotNull(goods.categoryId)))
          .limit(1),
      );
      const totalThere = async () =>
        (await other.app.inject({ method: 'GET', url: `/api/goods/list?category_id=${listed.categoryId}` })).json().data
          .total as number;
      const before = await totalThere();
      const marketing = await t.loginStaff('marketing');
      const res = await t.inject({
        method: 'POST',
        url: `/api/admin/goods/${listed.id}/listed`,
        headers: marketing,
        payload: { is_listed: 0 },
      });
      expect(res.json().msg).toBe('已下架');
      const until = Date.now() + 1_000;
      while ((await totalThere()) === before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(await totalThere()).toBe(before - 1);
    });
  });
});
