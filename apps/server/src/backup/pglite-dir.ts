import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './manifest.ts';

/**
 * PGlite keeps PostgreSQL's files directly in DATA_DIR, next to the store's own (uploads/, backups/,
 * store.pid). These are the database's, by PostgreSQL's data-directory layout; a backup copies only these,
 * so it never holds the uploads twice nor the earlier backups.
 */
export const isDatabaseEntry = (name: string) =>
  ['PG_VERSION', 'base', 'global', 'current_logfiles', 'backup_label', 'tablespace_map'].includes(name) ||
  name.startsWith('pg_') ||
  name.startsWith('postgresql.') ||
  name.startsWith('postmaster.');

export const databaseEntries = (dataDir: string): string[] =>
  existsSync(dataDir) ? readdirSync(dataDir).filter(isDatabaseEntry).sort() : [];

export const hasPgliteDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * PGlite does not lock its data directory: a second PGlite opens it beside the first, and the two overwrite
 * each other's pages. What it leaves is postmaster.pid, written when it opens and removed when it closes
 * (it holds no real process id to check). So a backup or restore of a PGlite store runs only while that
 * file is absent, i.e. the store is stopped; a store that was killed leaves it behind, and starting and
 * stopping the store once (npm start, then Ctrl-C) recovers the database and removes it.
 */
export function assertPgliteStopped(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `PGlite 数据目录 ${path.resolve(dataDir)} 正在使用中（有 postmaster.pid）：PGlite 只允许一个进程打开它。` +
        '请先停止商城再备份或恢复；若商城已异常退出，先启动一次（npm start）再按 Ctrl-C 正常停止，然后重试。',
    );
  }
}
