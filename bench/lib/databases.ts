import pg from 'pg';
// @ts-expect-error plain ESM helper without types
import { startCluster } from '../../scripts/pg-cluster.mjs';

/**
 * Runs a benchmark on the databases asked for (`--db pglite|postgres|both`): PGlite in-process, and
 * PostgreSQL on a throwaway cluster that is removed afterwards.
 */
export async function forEachDatabase(
  which: string,
  bench: (kind: 'pglite' | 'postgres', databaseUrl?: string) => Promise<void>,
  /** PostgreSQL settings for the throwaway cluster, e.g. ['shared_preload_libraries=pg_stat_statements']. */
  settings: string[] = [],
): Promise<void> {
  if (which === 'both' || which === 'pglite') await bench('pglite');
  if (which === 'both' || which === 'postgres') {
    const cluster = await startCluster({ settings });
    try {
      await bench('postgres', cluster.url);
    } finally {
      await cluster.stop();
    }
  }
}

/**
 * A database named `name` on the server of `serverUrl`, as a URL: created when missing, or made afresh
 * (dropped first) when `fresh`.
 */
export async function databaseNamed(serverUrl: string, name: string, { fresh = false } = {}): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (fresh) await admin.query(`drop database if exists ${name}`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
