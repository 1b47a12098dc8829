import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { NeedsConfirmation, restoreBackup } from './restore.ts';

/**
 * `npm run restore -- <backup folder> --yes`: puts the store back as the backup found it (restore.ts). Without
 * --yes it prints what it would replace and changes nothing. Stop the store first.
 */
const { values, positionals } = parseArgs({
  options: { yes: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [backup] = positionals;
if (!backup || positionals.length > 1) {
  console.error('用法：npm run restore -- <备份目录> [--yes]');
  process.exit(1);
}
try {
  await restoreBackup(loadConfig(), backup, { yes: values.yes, log: (line) => console.log(line) });
} catch (error) {
  // Without --yes the plan is the answer, but nothing was restored: the exit code says so to a script.
  (error instanceof NeedsConfirmation ? console.log : console.error)((error as Error).message);
  process.exitCode = 1;
}
