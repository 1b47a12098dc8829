import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { uploadDirOf } from '../lib/storage.ts';
import { createBackup, timestampOf } from './backup.ts';
import { askOf, BackupError, codeMigration, countsOf, describeCounts, migrationOf, readManifest } from './manifest.ts';
import { assertPgliteStopped, databaseEntries } from './pglite-dir.ts';
import { findPgTool, libpqTarget, printableUrl, run, tar } from './tools.ts';

export type RestoreOptions = { yes?: boolean; log?: (line: string) => void };

/** Restore was asked without --yes: its message is what it would replace. */
export class NeedsConfirmation extends BackupError {}

/**
 * Puts a store back as a backup found it: the database, then the uploaded files (STORAGE=local), then the
 * migrations this code has. Nothing is deleted: the database it replaces is kept (PGlite: its files moved to
 * DATA_DIR/pgdata.before-restore-<ts>; PostgreSQL: dumped first to DATA_DIR/backups/before-restore-<ts>,
 * itself a backup this command restores), and so is the upload folder (<UPLOAD_DIR>.before-restore-<ts>):
 * files uploaded after the backup are there, not in the store, as the orders that named them are gone too.
 */
export async function restoreBackup(config: Config, backup: string, options: RestoreOptions = {}) {
  const log = options.log ?? (() => {});
  const dir = path.resolve(backup);
  const manifest = await readManifest(dir);
  const dump = path.join(dir, manifest.database.file);
  if (!existsSync(dump)) throw new BackupError(`备份不完整：缺少 ${dump}`);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `这是 ${manifest.database.kind} 数据库的备份，当前配置的是 ${kind}（${config.DATABASE_URL ? 'DATABASE_URL 已设置' : '未设置 DATABASE_URL'}）`,
    );
  }
  const code = codeMigration();
  const backed = manifest.database.migration;
  if (backed && backed.when > code.when) {
    throw new BackupError(
      `备份来自更新的版本（迁移 ${backed.tag}），本版本代码最新的迁移是 ${code.tag}：请用不低于备份时的版本恢复`,
    );
  }
  if (!config.DATABASE_URL) assertPgliteStopped(config.DATA_DIR);

  const stamp = timestampOf(new Date());
  const restoresFiles = config.STORAGE === 'local' && manifest.files.storage === 'local';
  const uploads = uploadDirOf(config);
  const asides = {
    database: config.DATABASE_URL
      ? path.resolve(config.DATA_DIR, 'backups', `before-restore-${stamp}`)
      : path.resolve(config.DATA_DIR, `pgdata.before-restore-${stamp}`),
    uploads: path.resolve(`${uploads}.before-restore-${stamp}`),
  };
  const plan = [
    `备份 ${dir}（${manifest.createdAt}，${manifest.database.kind}，迁移 ${backed?.tag ?? '无'}）：${describeCounts(manifest.database.counts)}`,
    config.DATABASE_URL
      ? `将替换 PostgreSQL 数据库 ${printableUrl(config.DATABASE_URL)}；现有数据先转储到 ${asides.database}`
      : `将替换 ${path.resolve(config.DATA_DIR)} 中的 PGlite 数据库；现有的移到 ${asides.database}`,
    restoresFiles
      ? `将替换上传目录 ${uploads}（备份中 ${manifest.files.storage === 'local' ? manifest.files.count : 0} 个文件）` +
        (existsSync(uploads) ? `；现有的移到 ${asides.uploads}` : '')
      : manifest.files.storage === 'local'
        ? '当前使用 S3 存储桶（STORAGE=s3）：备份中的上传文件不恢复，存储桶不变'
        : '备份不含上传文件（存储桶或另行保留）：上传文件不变',
  ];
  if (!options.yes) {
    throw new NeedsConfirmation([...plan, '确认无误后加 --yes 再运行（请先停止商城）。'].join('\n'));
  }
  for (const line of plan) log(line);

  if (config.DATABASE_URL) await restorePostgres(config, dump, asides.database, log);
  else await restorePglite(config.DATA_DIR, dump, asides.database, log);

  let uploadsMoved = false;
  if (restoresFiles && manifest.files.storage === 'local') {
    if (existsSync(uploads)) {
      await rename(uploads, asides.uploads);
      uploadsMoved = true;
    }
    await mkdir(uploads, { recursive: true });
    if (manifest.files.file) await tar(['-xf', path.join(dir, manifest.files.file), '-C', uploads]);
    log(`上传文件已恢复：${manifest.files.count} 个`);
  }

  // The restored database is brought to this code's migrations, as a start would; then it is described.
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await migrate(database);
    const after = { migration: await migrationOf(askOf(database)), counts: await countsOf(askOf(database)) };
    log(`恢复完成，数据库迁移到 ${after.migration?.tag}：${describeCounts(after.counts)}`);
    return {
      manifest,
      asides: { database: asides.database, uploads: uploadsMoved ? asides.uploads : undefined },
      after,
    };
  } finally {
    await database.close();
  }
}

/**
 * The current database is dumped first (a backup of its own, without files); then the store's schemas are
 * dropped, so tables of migrations newer than the backup do not linger and fail the migrations that follow,
 * and pg_restore loads the dump in one transaction. Owner and grants become DATABASE_URL's user, as on a
 * database the store migrated itself.
 */
async function restorePostgres(config: Config, dump: string, aside: string, log: (line: string) => void) {
  const databaseUrl = config.DATABASE_URL!;
  const pgRestore = findPgTool('pg_restore');
  await createBackup(config, {
    out: path.dirname(aside),
    name: path.basename(aside),
    filesNote: '恢复前的数据库；上传文件移到了 <UPLOAD_DIR>.before-restore-<同一时间>',
  });
  log(`现有数据库已转储到 ${aside}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
  const { dbname, env } = libpqTarget(databaseUrl);
  try {
    await run(
      pgRestore,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        dump,
      ],
      env,
    );
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message}\n恢复失败；恢复前的数据库在 ${aside}，可用 npm run restore -- ${aside} --yes 放回`,
    );
  }
  log('数据库已恢复（pg_restore）');
}

/** PGlite's files move aside (a rename: instant, and that folder is a whole data directory); the copy unpacks. */
async function restorePglite(dataDir: string, dump: string, aside: string, log: (line: string) => void) {
  const entries = databaseEntries(dataDir);
  if (entries.length) {
    await mkdir(aside, { recursive: true });
    for (const entry of entries) await rename(path.join(dataDir, entry), path.join(aside, entry));
    log(`现有数据库已移到 ${aside}`);
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await tar(['-xzf', dump, '-C', dataDir]);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message}\n恢复失败；原数据库在 ${aside}，删除 ${dataDir} 中解出的数据库文件后把它移回即可`,
    );
  }
  log('数据库已恢复（PGlite 数据目录）');
}
