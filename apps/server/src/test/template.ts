import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, pgliteClientOf, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { businessDay } from '../modules/promotions/service.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';

/**
 * Tests start from a migrated, seeded template instead of a fresh initdb per app (DESIGN facts: initdb
 * costs 2–3 s on PGlite). The template is keyed by a hash of the migrations and seed files, so a
 * changed schema or seed builds a new one, and by the business day (China time): the seed writes today's
 * daily specials, and a template seeded before midnight in China failed the specials' tests after it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

function templateKey(): string {
  const hash = createHash('sha256');
  for (const dir of ['../db/migrations', '../seed']) {
    const full = path.join(here, dir);
    for (const file of readdirSync(full, { recursive: true }).map(String).sort()) {
      if (/\.(sql|ts|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(full, file)));
    }
  }
  hash.update(businessDay());
  return hash.digest('hex').slice(0, 12);
}

async function buildTemplate(database: Database) {
  await migrate(database);
  await seedDemoIfEmpty(database);
}

// ── PGlite: a dumped data dir in the OS temp folder, shared by every test process ─────────────────
let pgliteTemplate: Promise<Blob> | undefined;

async function loadPgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `store-test-template-${templateKey()}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({});
  await buildTemplate(database);
  const dump = await pgliteClientOf(database).dumpDataDir('gzip');
  await database.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Write then rename: a parallel test process never reads a half-written file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

export async function openPgliteFromTemplate(): Promise<Database> {
  pgliteTemplate ??= loadPgliteTemplate();
  return openDatabase({ loadDataDir: await pgliteTemplate });
}

// ── PostgreSQL: a template database, copied per test app with CREATE DATABASE … TEMPLATE ─────────
const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function ensurePgTemplate(adminUrl: string): Promise<string> {
  const name = `store_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Parallel test processes: one builds the template, the others wait on the lock.
    await admin.query('select pg_advisory_lock(424242)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, building), poolSize: 2 });
      await buildTemplate(database);
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    await admin.query('select pg_advisory_unlock(424242)');
  } finally {
    await admin.end();
  }
  return name;
}

export async function openPostgresFromTemplate(adminUrl: string, poolSize = 20): Promise<Database> {
  const template = await ensurePgTemplate(adminUrl);
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolSize });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
