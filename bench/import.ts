/**
 * The console's goods import at its largest (issue #38: "imports of 50,000 goods rows finish in ≤ 60 s without
 * stalling anything"), on a fresh demo database on PGlite and on PostgreSQL:
 *   npx tsx bench/import.ts                          (both databases; a few minutes)
 *   npx tsx bench/import.ts --db pglite --rows 10000
 *   npx tsx bench/import.ts --database-url postgres://…/postgres   (a database made there, dropped after)
 * Three imports of one generated sheet through POST /api/admin/goods/import, as the console sends it: every row a
 * new goods; then every one of them re-priced (by 商品ID: an audit row and a price-log row each); then the same
 * file again (unchanged: nothing written). The sheet holds STAFF_SHEET_LIMITS.lines rows with its header, the most
 * an import takes. Meanwhile GET /api/health is sent every 20 ms from a worker thread (its own event loop, so a
 * stalled store shows as waiting, never as requests not sent) and timed from when it was due; its p50/p95/p99/max
 * are printed against the same probe on the quiet store just before, as ratios. A new name is then looked up in
 * the search suggestions: the triggers keep search in the import's own transaction.
 * On PGlite every query waits while the import's write transaction holds the one connection, so health's wait
 * there is about that transaction's length; the event loop's longest block is printed beside it.
 */
import { parseArgs } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { asc, sql } from 'drizzle-orm';
import { STAFF_SHEET_LIMITS } from '@store/shared/api/admin-goods';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { goods } from '../apps/server/src/db/schema.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { DEMO_STAFF_PASSWORD } from '../apps/server/src/seed/demo-staff.ts';
import { cpuSeconds, parentOf } from './lib/cpu.ts';
import { forEachDatabase } from './lib/databases.ts';
import { cookieOf } from './lib/login.ts';
import { healthOf, probeHealth, type Health } from './lib/health-probe.ts';
import { newRows, nameOf, sheetOf } from './lib/import-sheet.ts';
// @ts-expect-error plain ESM helper without types
import { printTable, ratio } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rows: { type: 'string', default: String(STAFF_SHEET_LIMITS.lines - 1) },
    'database-url': { type: 'string' },
  },
});
const ROWS = Number(values.rows);
const PROBE_MS = 20;
const QUIET_MS = 3_000;

type Report = { applied: boolean; rows: number; created: number; updated: number; unchanged: number };
type Run = {
  name: string;
  seconds: number;
  report: Report;
  health: Health;
  cpu: { node: number; postgres: number };
  /** The longest the server's event loop was held (this process: the server, and PGlite's statements). */
  loopMaxMs: number;
};

/** The local PostgreSQL server whose CPU the runs report (undefined on PGlite, or on a server shared with others). */
let postmaster: number | undefined;

/**
 * CPU seconds of this process (the server, PGlite, the sheet reader's thread) and of the PostgreSQL server: its
 * postmaster, its live children, and the children it has reaped (a pool's backend that exited meanwhile).
 */
function cpuNow() {
  const { user, system } = process.cpuUsage();
  let postgres = 0;
  if (postmaster) {
    const fields = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1]!.split(' ');
    postgres = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    for (const name of readdirSync('/proc'))
      if (/^\d+$/.test(name) && parentOf(Number(name)) === postmaster) postgres += cpuSeconds(Number(name)) || 0;
  }
  return { node: (user + system) / 1e6, postgres };
}

async function timedImport(base: string, cookie: string, name: string, file: Buffer): Promise<Run> {
  const form = new FormData();
  form.append('file', new Blob([file]), '商品.xlsx');
  const probe = probeHealth(base, PROBE_MS);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = cpuNow();
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/goods/import`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: Report };
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow();
  loop.disable();
  const health = healthOf(await probe.stop());
  if (envelope.code !== 10000 || !envelope.data.applied) throw new Error(`${name}: ${JSON.stringify(envelope)}`);
  const cpu = {
    node: cpuAfter.node - cpuBefore.node,
    postgres: cpuAfter.postgres - cpuBefore.postgres,
  };
  return { name, seconds, report: envelope.data, health, cpu, loopMaxMs: loop.max / 1e6 };
}

/** A database of its own on the server of `baseUrl`, dropped by the returned function. */
async function ownDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_import_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database ${name}`) };
}

async function bench(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'bench-import-')) : undefined;
  const own = kind === 'postgres' ? await ownDatabase(databaseUrl!) : undefined;
  const database: Database = await openDatabase(kind === 'pglite' ? { dataDir } : { databaseUrl: own!.url });
  try {
    await migrate(database);
    await seedDemoIfEmpty(database);
    const app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '100000000' }), database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      postmaster = undefined;
      if (kind === 'postgres' && !values['database-url']) {
        const [row] = (await database.db.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
        postmaster = parentOf(row!.pid);
      }
      const cookie = await cookieOf(base, '/api/admin/auth/login', {
        username: 'marketing',
        password: DEMO_STAFF_PASSWORD,
      });
      const created = await sheetOf(newRows(ROWS));

      const quietProbe = probeHealth(base, PROBE_MS);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      const quiet = healthOf(await quietProbe.stop());

      const runs: Run[] = [];
      runs.push(await timedImport(base, cookie, `新增 ${ROWS} 个商品`, created));
      const probeName = nameOf(ROWS - 1);
      const suggested = await fetch(`${base}/api/goods/search?type=0&keywords=${encodeURIComponent(probeName)}`);
      const found = ((await suggested.json()) as { data: { name: string }[] }).data.some((s) => s.name === probeName);

      // Every new goods again by its id, 0.50 dearer: an UPDATE, an audit row and a price-log row each.
      const byApproval = new Map<string, number>();
      for (const g of await database.db
        .select({ id: goods.id, approval: goods.approvalNumber })
        .from(goods)
        .orderBy(asc(goods.id)))
        byApproval.set(g.approval, g.id);
      const repriced = await sheetOf(
        newRows(ROWS).map((row) => {
          const [, name, maker, spec, unit, approval, price, retail] = row;
          return [
            byApproval.get(String(approval))!,
            name!,
            maker!,
            spec!,
            unit!,
            approval!,
            Number(price) + 0.5,
            retail!,
          ];
        }),
      );
      runs.push(await timedImport(base, cookie, `按商品ID改价 ${ROWS} 个`, repriced));
      runs.push(await timedImport(base, cookie, `同一表格再导入（未变）`, repriced));

      console.log(
        `\n## ${kind}（演示数据 + 导入；${ROWS} 行，表格 ${(created.length / 1024 / 1024).toFixed(1)} MB；/api/health 每 ${PROBE_MS} ms 一次，从应发时刻计时）`,
      );
      console.log(
        `安静时 /api/health：p50 ${quiet.p50.toFixed(1)} ms，p95 ${quiet.p95.toFixed(1)} ms，max ${quiet.max.toFixed(0)} ms（${quiet.n} 次）`,
      );
      printTable([
        [
          '导入',
          '秒',
          '行/秒',
          'CPU 秒 Node/PG',
          '新增/更新/未变',
          'health p50',
          'p95',
          'p99',
          'max',
          'p95 相对安静',
          '事件循环最长阻塞',
        ],
        ...runs.map((r) => [
          r.name,
          r.seconds.toFixed(1),
          (ROWS / r.seconds).toFixed(0),
          `${r.cpu.node.toFixed(1)} / ${postmaster ? r.cpu.postgres.toFixed(1) : '–'}`,
          `${r.report.created}/${r.report.updated}/${r.report.unchanged}`,
          `${r.health.p50.toFixed(1)} ms`,
          `${r.health.p95.toFixed(0)} ms`,
          `${r.health.p99.toFixed(0)} ms`,
          `${r.health.max.toFixed(0)} ms`,
          ratio(r.health.p95, quiet.p95),
          `${r.loopMaxMs.toFixed(0)} ms`,
        ]),
      ]);
      console.log(`导入后搜索联想立即找到新商品名「${probeName}」：${found ? '是' : '否'}`);
      console.log(
        'CPU：本进程（服务器、PGlite、读表格的工作线程）与 PostgreSQL 各进程的 CPU 秒；2 核机器上别的负载拉长墙钟时间，CPU 秒不受其影响。',
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await own?.drop();
  }
}

if (values['database-url']) await bench('postgres', values['database-url']);
else await forEachDatabase(values.db!, bench);
