import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { uploadDirOf } from '../lib/storage.ts';
import {
  askOf,
  BackupError,
  countsOf,
  MANIFEST,
  migrationOf,
  serverVersion,
  type Ask,
  type BucketPart,
  type Manifest,
  type UploadsPart,
} from './manifest.ts';
import { assertPgliteStopped, databaseEntries, hasPgliteDatabase } from './pglite-dir.ts';
import { findPgTool, libpqTarget, run, tar } from './tools.ts';

export type BackupOptions = {
  /** The folder that receives the backup's own `<UTC timestamp>` folder; default DATA_DIR/backups. */
  out?: string;
  /** The folder's name; default the UTC time. */
  name?: string;
  /** Leave the uploaded files out, saying where they are instead (restore moves them aside itself). */
  filesNote?: string;
  log?: (line: string) => void;
};

/** 20261130T013853Z: sorts as it reads, so `ls | head -n -14` finds the oldest to remove. */
export const timestampOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/**
 * One backup folder: manifest.json, the database (database.pgdump or pgdata.tar.gz) and the uploaded files
 * (uploads.tar). A folder rather than one archive: the manifest is read without unpacking gigabytes, and the
 * PostgreSQL dump is already compressed. It is written under `<name>.partial` and renamed when complete, so
 * a backup interrupted halfway never looks like one.
 */
export async function createBackup(config: Config, options: BackupOptions = {}) {
  const log = options.log ?? (() => {});
  const parent = path.resolve(options.out ?? path.join(config.DATA_DIR, 'backups'));
  const dir = path.join(parent, options.name ?? timestampOf(new Date()));
  if (existsSync(dir)) throw new BackupError(`${dir} 已存在：同一秒内只能做一次备份`);
  const partial = `${dir}.partial`;
  await mkdir(partial, { recursive: true });
  try {
    const database = config.DATABASE_URL
      ? await dumpPostgres(config.DATABASE_URL, partial)
      : await dumpPglite(config.DATA_DIR, partial);
    log(`数据库已备份（${database.kind}）`);
    const files: Manifest['files'] = options.filesNote
      ? { storage: 'not-included', note: options.filesNote }
      : config.STORAGE === 'local'
        ? await archiveUploads(uploadDirOf(config), partial)
        : bucketPart(config);
    if (files.storage === 'local') log(`上传文件已备份：${files.count} 个，${files.bytes} 字节`);
    if (files.storage === 's3') log(`文件在存储桶 ${files.bucket} 中，未复制（由存储桶的版本控制或复制负责备份）`);
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      tool: `@store/server ${serverVersion()} backup${database.toolVersion ? `; ${database.toolVersion}` : ''}`,
      database: { kind: database.kind, file: database.file, migration: database.migration, counts: database.counts },
      files,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function factsOf(ask: Ask) {
  return { migration: await migrationOf(ask), counts: await countsOf(ask) };
}

/**
 * pg_dump of DATABASE_URL, custom format (compressed; pg_restore picks what it needs). The manifest's counts
 * are read in the very snapshot pg_dump copies (pg_export_snapshot), so they match the dump exactly even
 * while the store keeps taking orders.
 */
export async function dumpPostgres(databaseUrl: string, dir: string) {
  const pgDump = findPgTool('pg_dump');
  const toolVersion = (await run(pgDump, ['--version'])).trim();
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`连不上 DATABASE_URL 的数据库：${(error as Error).message}`);
  }
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const ask: Ask = async (text) => {
      const row = (await client.query(text)).rows[0] as Record<string, unknown> | undefined;
      const value = row ? Object.values(row)[0] : null;
      return value == null ? null : String(value);
    };
    const facts = await factsOf(ask);
    const file = 'database.pgdump';
    const { dbname, env } = libpqTarget(databaseUrl);
    await run(pgDump, ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(dir, file)}`, dbname], env);
    await client.query('commit');
    return { kind: 'postgres' as const, file, toolVersion, ...facts };
  } finally {
    await client.end();
  }
}

/** PGlite's data directory, copied while no process has it open (pglite-dir.ts says why that must be so). */
export async function dumpPglite(dataDir: string, dir: string) {
  assertPgliteStopped(dataDir);
  if (!hasPgliteDatabase(dataDir)) {
    throw new BackupError(
      `DATA_DIR=${path.resolve(dataDir)} 中没有 PGlite 数据库（使用 PostgreSQL 时请设置 DATABASE_URL）`,
    );
  }
  // Opened once, to read the manifest's facts; its close is a clean shutdown, so the copy needs no recovery.
  const database = await openDatabase({ dataDir });
  let facts;
  try {
    facts = await factsOf(askOf(database));
  } finally {
    await database.close();
  }
  assertPgliteStopped(dataDir);
  const file = 'pgdata.tar.gz';
  await tar(['-czf', path.join(dir, file), '-C', dataDir, ...databaseEntries(dataDir)]);
  // A store started during the copy would have changed files under it: such a copy is thrown away.
  try {
    assertPgliteStopped(dataDir);
  } catch (error) {
    throw new BackupError(`备份期间商城启动了，这份数据库副本不可靠，已丢弃。${(error as Error).message}`);
  }
  return { kind: 'pglite' as const, file, toolVersion: '', ...facts };
}

/** The upload folder as one tar (photos and scans are compressed already: gzip would only cost time). */
async function archiveUploads(folder: string, dir: string): Promise<UploadsPart> {
  if (!existsSync(folder)) return { storage: 'local', file: null, count: 0, bytes: 0 };
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  const file = 'uploads.tar';
  await tar(['-cf', path.join(dir, file), '-C', folder, '.']);
  return { storage: 'local', file, count, bytes };
}

const bucketPart = (config: Config): BucketPart => ({
  storage: 's3',
  bucket: config.S3_BUCKET ?? '',
  copied: false,
  note: '上传文件在 S3 存储桶中，本备份未复制：请开启存储桶的版本控制（versioning）和/或跨区域复制，作为文件的备份',
});
