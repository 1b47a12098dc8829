import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, pgliteClientOf, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { businessDay } from '../lib/business-day.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
// The template's demo accounts get the tests' cheap password hashes, whichever process builds it.
import './cheap-passwords.ts';

/**
 * Tests start from a migrated, seeded template instead of a fresh initdb per app (DESIGN facts: initdb
 * costs 2–3 s on PGlite). The template is keyed by a hash of the migrations and seed files, so a
 * changed schema or seed builds a new one, and by the business day (China time): the seed writes today's
 * daily specials, and a template seeded before midnight in China failed the specials' tests after it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

let sources: string | undefined;
/** The files' hash is computed once a process (test files sharing a worker reuse it); the day, on each call. */
function templateKey(): string {
  if (!sources) {
    const hash = createHash('sha256');
    for (const dir of ['../db/migrations', '../seed']) {
      const full = path.join(here, dir);
      for (const file of readdirSync(full, { recursive: true }).map(String).sort()) {
        if (/\.(sql|ts|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(full, file)));
      }
    }
    hash.update(readFileSync(path.join(here, 'cheap-passwords.ts')));
    sources = hash.digest('hex');
  }
  return createHash('sha256').update(sources).update(businessDay()).digest('hex').slice(0, 12);
}

async function buildTemplate(database: Database) {
  await migrate(database);
  await seedDemoIfEmpty(database);
}

// ── PGlite: a dumped data dir in the OS temp folder, shared by every test process ─────────────────
const PGLITE_PREFIX = 'store-test-template-';
/** A day's templates stay for the runs of that day; older ones (50 MB each) are removed by the next build. */
const STALE_MS = 24 * 3_600_000;

/**
 * The template's data dir as an uncompressed tar (PGlite's own `clone()` copies through the same form):
 * loading it is an untar, where the gzip it was kept as before cost each test file a 6 MB → 50 MB gunzip.
 * Built here when missing: the API project's global setup (test/global-setup.ts) calls this before any
 * worker starts, so the two workers of a clean machine no longer build it both at once.
 */
export async function ensurePgliteTemplateFile(): Promise<string> {
  const file = path.join(tmpdir(), `${PGLITE_PREFIX}${templateKey()}.tar`);
  if (existsSync(file)) return file;
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(PGLITE_PREFIX))) {
    const full = path.join(tmpdir(), old);
    if (Date.now() - statSync(full).mtimeMs > STALE_MS) rmSync(full, { force: true });
  }
  const database = await openDatabase({});
  await buildTemplate(database);
  const dump = await pgliteClientOf(database).dumpDataDir('none');
  await database.close();
  // Write then rename: a parallel test process never reads a half-written file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** Read once a process; every test file the process runs loads its own database from the same bytes. */
let pgliteTemplate: { key: string; bytes: Promise<Blob> } | undefined;

export async function openPgliteFromTemplate(): Promise<Database> {
  const key = templateKey();
  if (pgliteTemplate?.key !== key) {
    const bytes = ensurePgliteTemplateFile().then((file) => new Blob([readFileSync(file)]));
    pgliteTemplate = { key, bytes };
  }
  return openDatabase({ loadDataDir: await pgliteTemplate.bytes });
}

// ── PostgreSQL: a template database, copied per test app with CREATE DATABASE … TEMPLATE ─────────
const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** The template database by cluster, made (or found) once a process. */
const pgTemplates = new Map<string, Promise<string>>();

/** Also called by the global setup before any worker starts (see ensurePgliteTemplateFile). */
export function ensurePgTemplate(adminUrl: string): Promise<string> {
  const name = `store_template_${templateKey()}`;
  const at = `${adminUrl} ${name}`;
  let template = pgTemplates.get(at);
  if (!template) {
    template = makePgTemplate(adminUrl, name);
    // A failed build is not remembered: the next file tries again and reports its own error.
    template.catch(() => pgTemplates.delete(at));
    pgTemplates.set(at, template);
  }
  return template;
}

async function makePgTemplate(adminUrl: string, name: string): Promise<string> {
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

/** A new database copied from the migrated template, for a server a test starts itself; `drop` removes it. */
export async function postgresFromTemplate(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await ensurePgTemplate(adminUrl);
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return { url: withDatabase(adminUrl, name), drop };
}

export async function openPostgresFromTemplate(adminUrl: string, poolSize = 20): Promise<Database> {
  const { url, drop } = await postgresFromTemplate(adminUrl);
  const database = await openDatabase({ databaseUrl: url, poolSize });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
