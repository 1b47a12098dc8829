import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** What a backup folder says about itself (manifest.json), read before anything is restored from it. */
export type Manifest = {
  format: 1;
  createdAt: string;
  /** The server version that wrote it, and pg_dump's own version line on PostgreSQL. */
  tool: string;
  database: {
    kind: Database['kind'];
    /** database.pgdump (pg_dump --format=custom) or pgdata.tar.gz (PGlite's data directory). */
    file: string;
    migration: Migration | null;
    counts: Counts;
  };
  files: UploadsPart | BucketPart | FilesKeptElsewhere;
};
export type Migration = { tag: string; when: number };
export type Counts = { orders: number; users: number; goods: number };
export type UploadsPart = { storage: 'local'; file: string | null; count: number; bytes: number };
export type BucketPart = { storage: 's3'; bucket: string; copied: false; note: string };
/** The database alone (restore's copy of the database it replaces; the files it replaces are moved aside). */
export type FilesKeptElsewhere = { storage: 'not-included'; note: string };

export const MANIFEST = 'manifest.json';

/** A refusal or a missing piece, worded for the operator; the CLIs print it and exit 1. */
export class BackupError extends Error {}

const journalFile = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));
const journal = (): Migration[] =>
  (JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Migration[] }).entries.map(({ tag, when }) => ({
    tag,
    when,
  }));

/** The newest migration this code knows: a backup from a newer one has tables this code cannot serve. */
export const codeMigration = (): Migration => journal().reduce((a, b) => (b.when > a.when ? b : a));

/** Asks one question of a database: the first column of the first row, as text (null when none). */
export type Ask = (text: string) => Promise<string | null>;

/** Asks through the store's own connection (PGlite or PostgreSQL: both answer with `rows`). */
export const askOf =
  (database: Database): Ask =>
  async (text) => {
    const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
    const value = result.rows[0] ? Object.values(result.rows[0])[0] : null;
    return value == null ? null : String(value);
  };

/**
 * The newest migration a database has applied (drizzle keeps each one's journal `when` as created_at), named by
 * this code's journal when it knows it; null for a database never migrated.
 */
export async function migrationOf(ask: Ask): Promise<Migration | null> {
  if ((await ask(`select to_regclass('drizzle.__drizzle_migrations')::text`)) === null) return null;
  const newest = await ask('select max(created_at)::text from drizzle.__drizzle_migrations');
  if (newest === null) return null;
  const when = Number(newest);
  return { tag: journal().find((entry) => entry.when === when)?.tag ?? '（本版本代码不认识的迁移）', when };
}

/** The rows an operator recognises a store by; each is 0 in a database without the table. */
export async function countsOf(ask: Ask): Promise<Counts> {
  // Two questions: a count naming a missing table fails when parsed, whatever a CASE around it says.
  const count = async (table: string) =>
    (await ask(`select to_regclass('public.${table}')::text`)) === null
      ? 0
      : Number(await ask(`select count(*) from public.${table}`));
  return { orders: await count('orders'), users: await count('users'), goods: await count('goods') };
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text;
  try {
    text = await readFile(path.join(dir, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`${dir} 不是备份目录：缺少 ${MANIFEST}`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`${dir}/${MANIFEST} 的格式 ${manifest.format} 本版本不认识`);
  return manifest;
}

export const serverVersion = (): string =>
  (
    JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
      version: string;
    }
  ).version;

export const describeCounts = (c: Counts) => `订单 ${c.orders} 笔，用户 ${c.users} 个，商品 ${c.goods} 个`;
