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
