import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { LocalFileStorage, uploadDirOf } from '../lib/storage.ts';
import { expectRestored, ordersOf, placePaidOrders, storeOn } from '../test/backup-scenario.ts';
import { postgresFromTemplate } from '../test/template.ts';
import { createBackup } from './backup.ts';
import { codeMigration, readManifest } from './manifest.ts';
import { NeedsConfirmation, restoreBackup } from './restore.ts';

/**
 * The PostgreSQL side of backup.pglite.test.ts, through this machine's own pg_dump and pg_restore, on a
 * database of the test's own: backed up while the store runs, restored after it took more orders and files.
 */
describe.runIf(process.env.DATABASE_URL)('npm run backup / restore on PostgreSQL', () => {
  let root: string;
  let env: Record<string, string>;
  let config: Config;
  let drop: () => Promise<void>;
  const open = () => openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 5 });

  beforeAll(async () => {
    const database = await postgresFromTemplate(process.env.DATABASE_URL!);
    drop = database.drop;
    root = await mkdtemp(path.join(tmpdir(), 'store-backup-pg-'));
    env = { DATABASE_URL: database.url, DATA_DIR: path.join(root, 'data'), STORAGE: 'local' };
    config = testConfig(env);
  });
  afterAll(async () => {
    await drop?.();
    await rm(root, { recursive: true, force: true });
  });

  it('restores the orders, ledgers and files of the backup; dumps what it replaced first', async () => {
    let t = await storeOn(await open(), env);
    const placed = await placePaidOrders(t, 2);
    const files = new LocalFileStorage(uploadDirOf(config));
    await files.put('goods/1/kept.png', Buffer.from('at backup'));
    const atBackup = await ordersOf(t.database);
    // pg_dump copies one snapshot: the store keeps running.
    const { dir, manifest } = await createBackup(config);
    expect(manifest.database).toMatchObject({ kind: 'postgres', file: 'database.pgdump', migration: codeMigration() });
    expect(manifest.database.counts.orders).toBe(atBackup.length);
    expect(manifest.tool).toMatch(/pg_dump \(PostgreSQL\) \d+/);
    expect(manifest.files).toEqual({ storage: 'local', file: 'uploads.tar', count: 1, bytes: 9 });

    await placePaidOrders(t, 2);
    await files.put('goods/1/later.png', Buffer.from('after'));
    // As a migration newer than the backup would leave: a table the dump does not have.
    await t.database.exec('create table after_the_backup (id int)');
    await t.close();

    const asked = restoreBackup(config, dir);
    await expect(asked).rejects.toBeInstanceOf(NeedsConfirmation);
    await expect(asked).rejects.toThrow(/将替换 PostgreSQL 数据库 postgres:\/\/postgres@127\.0\.0\.1/);

    const report = await restoreBackup(config, dir, { yes: true });
    t = await storeOn(await open(), env);
    try {
      await expectRestored(t, atBackup, placed);
      const client = new pg.Client({ connectionString: config.DATABASE_URL });
      await client.connect();
      const leftover = await client.query(`select to_regclass('public.after_the_backup') as t`);
      await client.end();
      expect(leftover.rows[0].t).toBeNull();
    } finally {
      await t.close();
    }
    // The database it replaced is a backup of its own (restorable by the same command), with the later orders.
    const before = await readManifest(report.asides.database);
    expect(before.database.counts.orders).toBe(atBackup.length + 3);
    expect(before.files.storage).toBe('not-included');
    expect((await files.get('goods/1/kept.png'))?.toString()).toBe('at backup');
    expect(await files.get('goods/1/later.png')).toBeUndefined();
    expect(await readFile(path.join(report.asides.uploads!, 'goods/1/later.png'), 'utf8')).toBe('after');
  });
});
