import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectionStringOf, openDatabase, type Database } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { claimRun } from './run-once.ts';

describe('a scheduled job runs once a period across processes', () => {
  let t: TestApp;
  let other: Database | undefined;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it('lets one of many claims through, then none until 90% of the period has passed', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimRun(t.database.db, 'hourly', 3_600_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(t.database.db, 'hourly', 3_600_000)).toBe(false);
    // Another job keeps its own row.
    expect(await claimRun(t.database.db, 'orders', 60_000)).toBe(true);
    await t.database.db.execute(
      sql`update housekeeping_runs set started_at = now() - interval '53 minutes' where name = 'hourly'`,
    );
    expect(await claimRun(t.database.db, 'hourly', 3_600_000)).toBe(false);
    await t.database.db.execute(
      sql`update housekeeping_runs set started_at = now() - interval '55 minutes' where name = 'hourly'`,
    );
    expect(await claimRun(t.database.db, 'hourly', 3_600_000)).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)('holds between two processes’ connections on PostgreSQL', async () => {
    // The test app's database, opened again by its own pool: as a second process would.
    const url = connectionStringOf(t.database);
    other = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claimRun(i % 2 ? other!.db : t.database.db, 'minute', 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
