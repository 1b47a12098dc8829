// @pglite: a PGlite data dir on disk, its in-use marker and its files (the PostgreSQL twin: backup.postgres.test.ts)
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { LocalFileStorage, uploadDirOf } from '../lib/storage.ts';
import { expectRestored, ordersOf, placePaidOrders, storeOn } from '../test/backup-scenario.ts';
import { ensurePgliteTemplateFile } from '../test/template.ts';
import { createBackup } from './backup.ts';
import { codeMigration, type Manifest } from './manifest.ts';
import { NeedsConfirmation, restoreBackup } from './restore.ts';

/**
 * Back up a PGlite store (stopped), take more orders and a new upload, restore: the store has exactly the
 * orders of the backup, every ledger sums to its balance, the API answers an order, the files are the
 * backup's, and what the restore replaced is kept aside. PostgreSQL runs the same story in its own file.
 */
describe.skipIf(process.env.DATABASE_URL)('npm run backup / restore on PGlite', () => {
  let root: string;
  let env: Record<string, string>;
  let config: Config;
  let backupDir: string;
  const open = () => openDatabase({ dataDir: config.DATA_DIR });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'store-backup-'));
    env = { DATA_DIR: path.join(root, 'data'), STORAGE: 'local' };
    config = testConfig(env);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('restores the orders, ledgers and files of the backup; keeps what it replaced', async () => {
    const template = new Blob([readFileSync(await ensurePgliteTemplateFile())]);
    let t = await storeOn(await openDatabase({ dataDir: config.DATA_DIR, loadDataDir: template }), env);
    const placed = await placePaidOrders(t, 2);
    const files = new LocalFileStorage(uploadDirOf(config));
    await files.put('goods/1/kept.png', Buffer.from('at backup'));
    const atBackup = await ordersOf(t.database);
    // PGlite does not lock its data dir: a backup beside the running store is refused, not taken.
    await expect(createBackup(config)).rejects.toThrow(/正在使用中/);
    await t.close();

    const { dir, manifest } = await createBackup(config);
    backupDir = dir;
    expect(manifest.database).toMatchObject({ kind: 'pglite', migration: codeMigration() });
    expect(manifest.database.counts.orders).toBe(atBackup.length);
    expect(manifest.files).toEqual({ storage: 'local', file: 'uploads.tar', count: 1, bytes: 9 });
    // Only the database's files are in its copy: not the uploads, nor earlier backups.
    expect(existsSync(path.join(dir, 'pgdata.tar.gz'))).toBe(true);

    t = await storeOn(await open(), env);
    await placePaidOrders(t, 2);
    await files.put('goods/1/later.png', Buffer.from('after'));
    expect(await ordersOf(t.database)).toHaveLength(atBackup.length + 3);
    await expect(restoreBackup(config, dir, { yes: true })).rejects.toThrow(/正在使用中/);
    await t.close();

    const asked = restoreBackup(config, dir);
    await expect(asked).rejects.toBeInstanceOf(NeedsConfirmation);
    await expect(asked).rejects.toThrow(/将替换.*PGlite 数据库[\s\S]*--yes/);
    t = await storeOn(await open(), env);
    expect(await ordersOf(t.database), 'nothing restored without --yes').toHaveLength(atBackup.length + 3);
    await t.close();

    const report = await restoreBackup(config, dir, { yes: true });
    expect(report.after.counts.orders).toBe(atBackup.length);
    t = await storeOn(await open(), env);
    try {
      await expectRestored(t, atBackup, placed);
    } finally {
      await t.close();
    }
    // Files: as at the backup; the one uploaded after it is in the folder kept aside, as is the old database.
    expect((await files.get('goods/1/kept.png'))?.toString()).toBe('at backup');
    expect(await files.get('goods/1/later.png')).toBeUndefined();
    const aside = report.asides.uploads!;
    expect(await readFile(path.join(aside, 'goods/1/later.png'), 'utf8')).toBe('after');
    expect(existsSync(path.join(report.asides.database, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(config.DATA_DIR, 'postmaster.pid'))).toBe(false);
  });

  it('refuses a backup from a migration newer than this code, touching nothing', async () => {
    const newer = path.join(root, 'newer');
    await cp(backupDir, newer, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(newer, 'manifest.json'), 'utf8')) as Manifest;
    manifest.database.migration = { tag: '9999_from_the_future', when: codeMigration().when + 1 };
    await writeFile(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
    const before = await ordersInDataDir();
    await expect(restoreBackup(config, newer, { yes: true })).rejects.toThrow(/更新的版本.*9999_from_the_future/);
    expect(await ordersInDataDir()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });

  /** The data dir's orders; closed after the read, since a PGlite left open marks the dir in use. */
  async function ordersInDataDir() {
    const database = await open();
    try {
      return await ordersOf(database);
    } finally {
      await database.close();
    }
  }
});
