import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Migrations run from the app's own connection (not drizzle-kit), so extensions such as pg_trgm
 * are loaded in PGlite; the same SQL files run on PostgreSQL. A database that already has the newest
 * migration is left alone after two small reads (the migrator itself would write its bookkeeping
 * table, read and hash every file and open a transaction at every start).
 */
export async function migrate(database: Database): Promise<void> {
  if (await isCurrent(database)) return;
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(database.db as never, { migrationsFolder });
  }
}

/**
 * The newest entry of the journal is applied: drizzle's migrator applies exactly the entries newer than
 * the newest `created_at` of its table (drizzle.__drizzle_migrations, the default name), so this is its
 * own test, asked once.
 */
async function isCurrent(database: Database): Promise<boolean> {
  const newest = Math.max(...journal().map((entry) => entry.when));
  if (!(await hasMigrationsTable(database.db))) return false;
  const [applied] = await database.db
    .select({ newest: sql<string | null>`max(created_at)` })
    .from(sql`drizzle.__drizzle_migrations`);
  return applied?.newest != null && Number(applied.newest) >= newest;
}

type JournalEntry = { when: number; tag: string };
const journal = (): JournalEntry[] =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] })
    .entries;

const hasMigrationsTable = async (db: Db): Promise<boolean> => {
  const [table] = await db
    .select({ present: sql<boolean>`to_regclass('drizzle.__drizzle_migrations') is not null` })
    .from(sql`(select 1) as one`);
  return table?.present === true;
};

/**
 * The migrations (their file names, e.g. `0042_orders_paid_at`) the database has no record of, for the
 * readiness answer: every entry of the journal is looked up by the `created_at` drizzle's migrator records
 * for it, so a gap in the middle is named as well as a newest one missing.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const entries = journal();
  if (!(await hasMigrationsTable(db))) return entries.map((entry) => entry.tag);
  const applied = await db.select({ at: sql<string>`created_at` }).from(sql`drizzle.__drizzle_migrations`);
  const appliedAt = new Set(applied.map((row) => Number(row.at)));
  return entries.filter((entry) => !appliedAt.has(entry.when)).map((entry) => entry.tag);
}
