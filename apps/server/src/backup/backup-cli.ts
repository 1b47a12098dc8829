import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createBackup } from './backup.ts';
import { describeCounts } from './manifest.ts';

/**
 * `npm run backup -- [--out <folder>]`: one backup of the store (database and uploaded files) in a new
 * `<UTC timestamp>` folder under --out (default DATA_DIR/backups). Same environment as the store. On PGlite
 * the store must be stopped (backup/pglite-dir.ts says why); on PostgreSQL it may keep running.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const config = loadConfig();
  const started = performance.now();
  const { dir, manifest } = await createBackup(config, { out: values.out, log: (line) => console.log(line) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`备份完成：${dir}（${describeCounts(manifest.database.counts)}；用时 ${seconds} 秒）`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
