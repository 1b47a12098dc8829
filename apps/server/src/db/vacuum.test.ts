// @pglite: VACUUM
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteFromTemplate, openPostgresFromTemplate } from '../test/template.ts';
import type { Database } from './client.ts';
import { vacuumTableByTable } from './vacuum.ts';

describe('the hourly VACUUM ANALYZE, a table at a time', () => {
  let database: Database;
  beforeAll(async () => {
    database = process.env.DATABASE_URL
      ? await openPostgresFromTemplate(process.env.DATABASE_URL)
      : await openPgliteFromTemplate();
  });
  afterAll(() => database.close());

  it('vacuums every table of the store', async () => {
    const tables = await vacuumTableByTable(database);
    expect(tables).toEqual(expect.arrayContaining(['goods', 'orders', 'cart_items', 'users']));
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { n: number }[] };
    expect(tables).toHaveLength(rows[0]!.n);
  });

  it('answers a request that comes meanwhile before it has done every table', async () => {
    const order: string[] = [];
    const vacuum = vacuumTableByTable(database).then(() => order.push('vacuum'));
    // On PGlite each statement holds the one thread: this timer fires between two of them at the earliest.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await database.db.execute(sql`select 1`).then(() => order.push('request'));
    await vacuum;
    expect(order).toEqual(['request', 'vacuum']);
  });
});
