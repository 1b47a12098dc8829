/**
 * The console's .xlsx exports at scale (issue #38: "Exports stream: any size, RSS growth ≤ 100 MB,
 * /api/health ≤ 100 ms meanwhile"): every goods, every stock batch and a year of order lines are downloaded
 * one after the other from the store running in a process of its own, while this process times GET
 * /api/health against the same store and samples the store's RSS (/proc/<pid>/status). Each export prints its
 * rows, time and size, the store's RSS growth over its RSS before the export, and health p50/p95 during the
 * export as a multiple of health measured quietly in the same run.
 *   npx tsx bench/exports.ts                                   (a throwaway PostgreSQL grown to 100k goods,
 *                                                               100k orders, 20k batches: several minutes)
 *   npx tsx bench/exports.ts --goods 1000000 --orders 1000000 --buyers 100000 --batches 200000
 *   npx tsx bench/exports.ts --database-url postgres://…/scale_1000000_1000000   (bench:scale's grown data)
 * With --database-url the data is used as it is: no migration, no seeding, nothing written but one console login
 * of the demo super admin (its session and login-attempt rows). --only goods,stock,orders picks exports; --days N
 * the orders' range (the last N days, at most 366); --repeat N runs each export N times (the first one also loads
 * exceljs's writer into the store); --verify re-reads each file (exceljs's streaming reader) and counts its rows.
 * The store runs from the sources through tsx (as `npm run dev`), with DATABASE_POOL_SIZE 10.
 */
import { parseArgs } from 'node:util';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import ExcelJS from 'exceljs';
import { ORDER_EXPORT_MAX_DAYS } from '../packages/shared/src/api/admin-order-export.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { DEMO_STAFF_PASSWORD } from '../apps/server/src/seed/demo-staff.ts';
// @ts-expect-error plain ESM helper without types
import { startCluster } from '../scripts/pg-cluster.mjs';
import { cookieOf } from './lib/login.ts';
import { healthOf, probeHealth } from './lib/health-probe.ts';
import { growToScale } from './lib/scale-data.ts';
// @ts-expect-error plain ESM helper without types
import { ratio } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    goods: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '100000' },
    buyers: { type: 'string', default: '10000' },
    batches: { type: 'string', default: '20000' },
    days: { type: 'string', default: String(ORDER_EXPORT_MAX_DAYS) },
    only: { type: 'string', default: 'goods,stock,orders' },
    seconds: { type: 'string', default: '5' },
    repeat: { type: 'string', default: '1' },
    verify: { type: 'boolean', default: false },
    /** Internal: run the store on this database URL and print its port. */
    serve: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(`  ${line}`);

/** The store alone in this process (no migration, no housekeeping: it reads the data as it is). */
async function serve(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, poolSize: 10 });
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'error' }),
    database,
    logger: { level: 'error' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
  process.once('SIGTERM', () => void app.close().then(() => database.close().then(() => process.exit(0))));
}

type Export = { name: string; path: string; rows: () => Promise<number> };
type Timing = { p50: number; p95: number; max: number; n: number };
type Result = {
  name: string;
  rows: number;
  seconds: number;
  bytes: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  health: Timing;
  counted?: number;
};

async function main() {
  const cluster = values['database-url'] ? null : await startCluster({});
  const work = mkdtempSync(path.join(tmpdir(), 'bench-exports-'));
  try {
    const databaseUrl = values['database-url'] ?? (await grown(cluster.url));
    const reader = new pg.Client({ connectionString: databaseUrl, options: '-c default_transaction_read_only=on' });
    await reader.connect();
    const count = async (text: string, params: unknown[] = []) =>
      Number((await reader.query<{ n: string }>(text, params)).rows[0]?.n ?? 0);
    const days = Math.min(ORDER_EXPORT_MAX_DAYS, Number(values.days));
    const beijing = (offsetDays: number) =>
      new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const [start, end] = [beijing(1 - days), beijing(0)];
    const exports: Export[] = [
      { name: 'goods', path: '/api/admin/goods/export', rows: () => count('select count(*) as n from goods') },
      {
        name: 'stock',
        path: '/api/admin/stock_batches/export?state=all',
        rows: () => count('select count(*) as n from stock_batches'),
      },
      {
        name: 'orders',
        path: `/api/admin/orders/export?start_date=${start}&end_date=${end}`,
        rows: () =>
          count(
            `select count(*) as n from order_items i join orders o on o.id = i.order_id
              where o.created_at >= $1::date::timestamp at time zone 'Asia/Shanghai'
                and o.created_at < ($2::date + 1)::timestamp at time zone 'Asia/Shanghai'`,
            [start, end],
          ),
      },
    ].filter((e) => values.only.split(',').includes(e.name));

    const store = await startStore(databaseUrl);
    try {
      const base = `http://127.0.0.1:${store.port}`;
      const cookie = await cookieOf(base, '/api/admin/auth/login', {
        username: 'admin',
        password: DEMO_STAFF_PASSWORD,
      });
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      const quiet = await healthWhile(base, sleep(Number(values.seconds) * 1000));
      const results: Result[] = [];
      for (const e of exports.flatMap((e) => Array.from({ length: Number(values.repeat) }, () => e))) {
        log(`导出 ${e.name}…`);
        const rssBefore = rssOf(store.pid);
        let rssPeak = rssBefore;
        const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(store.pid))), 50);
        const file = path.join(work, `${e.name}.xlsx`);
        const started = performance.now();
        const download = downloadTo(base + e.path, cookie, file);
        const health = await healthWhile(base, download);
        const { bytes } = await download;
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        const rows = await e.rows();
        const counted = values.verify ? await rowsIn(file) : undefined;
        rmSync(file, { force: true });
        // Let the store's heap settle: its RSS then is the next export's "before".
        await sleep(3000);
        const result: Result = {
          name: e.name,
          rows,
          seconds,
          bytes,
          rssBefore,
          rssPeak,
          rssAfter: rssOf(store.pid),
          health,
        };
        if (counted !== undefined) result.counted = counted;
        results.push(result);
        log(
          `${e.name}: ${result.rows} 行，${seconds.toFixed(1)} s，RSS +${(rssPeak - rssBefore).toFixed(0)} MB，health p95 ${health.p95.toFixed(1)} ms`,
        );
      }
      print(quiet, results, { start, end });
    } finally {
      await store.stop();
      await reader.end();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    await cluster?.stop();
  }
}

/** A throwaway database grown like bench:scale's (goods from the seed CLI, the rest by set-based SQL). */
async function grown(serverUrl: string): Promise<string> {
  const url = new URL(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('create database bench_exports');
  await admin.end();
  url.pathname = '/bench_exports';
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  await migrate(database);
  await seedDemoIfEmpty(database);
  console.log(`生成数据：商品 ${values.goods}，订单 ${values.orders}，买家 ${values.buyers}，批次 ${values.batches}…`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/seed/cli.ts', '--goods', values.goods, '--catalogue', 'national'],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
  const scale = {
    buyers: Number(values.buyers),
    orders: Number(values.orders),
    linesPerOrder: 3,
    batches: Number(values.batches),
    ownOrders: 0,
  };
  await growToScale(database, scale, log);
  await database.close();
  return databaseUrl;
}

async function startStore(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', databaseUrl], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const { port } = JSON.parse(String(line)) as { port: number };
  return {
    port,
    pid: child.pid!, // spawn succeeded: the store printed its port
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** The process's resident memory in MB. */
const rssOf = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
};

/** /api/health every 20 ms until `until` settles (at least 5 samples), by the open-loop probe of bench:import. */
async function healthWhile(base: string, until: Promise<unknown>): Promise<Timing> {
  const probe = probeHealth(base, 20);
  await Promise.allSettled([until, sleep(100)]);
  return healthOf(await probe.stop());
}

/** Downloads to a file (a client that reads as fast as the disk takes it); checks the zip's end record. */
function downloadTo(url: string, cookie: string, file: string): Promise<{ bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`${url} answered ${res.statusCode}`));
        }
        let bytes = 0;
        let tail = Buffer.alloc(0);
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          tail = Buffer.concat([tail, chunk]).subarray(-65_536);
        });
        const out = createWriteStream(file);
        res.pipe(out);
        out.on('finish', () => {
          // PK\5\6: the zip's end-of-central-directory record, written last; a download cut short has none.
          if (tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) < 0) reject(new Error(`${url}: incomplete zip`));
          else resolve({ bytes });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Data rows of every sheet (the header rows left out), read back with exceljs's streaming reader. */
async function rowsIn(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
  for await (const sheet of reader) for await (const row of sheet) if ((row as ExcelJS.Row).number > 1) rows += 1;
  return rows;
}

function print(quiet: Timing, results: Result[], range: { start: string; end: string }) {
  const mb = (v: number) => `${v.toFixed(0)} MB`;
  console.log(`\n## 导出（商品、批次全部；订单 ${range.start} 至 ${range.end} 的订单行）`);
  console.log(
    `GET /api/health 安静时 p50 / p95 / max：${quiet.p50.toFixed(1)} / ${quiet.p95.toFixed(1)} / ${quiet.max.toFixed(1)} ms（${quiet.n} 次）\n`,
  );
  console.log(
    '| 导出 | 行数 | 用时 | 文件 | 导出前 RSS | 峰值 RSS | RSS 增长（× 导出前） | 3 秒后 RSS | 导出时 health p50 / p95 / max（p95 × 安静） | 请求数 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const rows = r.counted === undefined ? `${r.rows}` : `${r.rows}（读回 ${r.counted}）`;
    console.log(
      `| ${r.name} | ${rows} | ${r.seconds.toFixed(1)} s（${Math.round(r.rows / r.seconds)} 行/s） | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${mb(r.rssBefore)} | ${mb(r.rssPeak)} | +${mb(r.rssPeak - r.rssBefore)}（${ratio(r.rssPeak - r.rssBefore, r.rssBefore)}） | ${mb(r.rssAfter)} | ${r.health.p50.toFixed(1)} / ${r.health.p95.toFixed(1)} / ${r.health.max.toFixed(1)} ms（${ratio(r.health.p95, quiet.p95)}） | ${r.health.n} |`,
    );
  }
}

// Last, once every const above is initialised.
if (values.serve) await serve(values.serve);
else await main();
