import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as Schema from './schema.ts';
import { pgliteUse, StatementWatch, timedPgClient, timePglite, timePoolCheckout, type PoolUse } from './statements.ts';

/** Drizzle over either driver: services and repos see only this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof Schema>;
/** The handle a transaction callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run a multi-statement SQL script (migrations, seeds). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** Every statement's end, and on PostgreSQL every wait for a free connection, is told to its observers (ops/statements.ts). */
  statements: StatementWatch;
  /** The connections' use now (metrics read it at each scrape). */
  poolUse(): PoolUse;
};

export type DatabaseOptions = {
  /** PostgreSQL when set; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  poolSize?: number;
  /** PGlite: start from a dumped data dir (tests start from a migrated template). */
  loadDataDir?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Each driver loads only when used: a PGlite store never loads pg, nor a PostgreSQL one PGlite.
    const [{ default: pg }, { drizzle: drizzlePg }, schema] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('./schema.ts'),
    ]);
    const statements = new StatementWatch();
    const pool = new pg.Pool({
      Client: timedPgClient(pg.Client, statements),
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A connection stays 5 min once opened (pg's default: 10 s). A new PostgreSQL backend pays for its first
      // touch of every table, index and shared buffer page (a common keyword's list: 160 ms on a new connection,
      // 24 ms on the next call, at 1M goods), so one closed after every quiet moment made the next buyer pay again.
      idleTimeoutMillis: 5 * 60_000,
      // JIT pays off on long analytic queries; on the store's short ones compiling cost more than running them
      // (the cart list at 1M order lines: 68 of 106 ms, issue #38).
      options: '-c jit=off',
    });
    // A broken idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    timePoolCheckout(pool, statements);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      exec: async (script) => void (await pool.query(script)),
      close: () => pool.end(),
      statements,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // The schema's ~70 tables take a moment to build: they do it while PGlite waits on its files.
  const [client, { drizzle: drizzlePglite }, schema] = await Promise.all([
    PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } }),
    import('drizzle-orm/pglite'),
    import('./schema.ts'),
  ]);
  const statements = new StatementWatch();
  timePglite(client, statements);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (script) => void (await client.exec(script)),
    close: () => client.close(),
    statements,
    poolUse: () => pgliteUse(statements),
  };
}

/** PGlite only: the raw client, to dump a migrated template for tests. */
export const pgliteClientOf = (database: Database): PGlite => (database.db as unknown as { $client: PGlite }).$client;

/** PostgreSQL only: the pool's connection string, for a connection of its own (LISTEN, a second process). */
export const connectionStringOf = (database: Database): string =>
  (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
