/**
 * A national wholesaler's data (issue #38): every buyer and console call that reads a big table, timed on the
 * demo data and on a database grown to 1M goods, 1M orders (~3M lines), 100k buyers and 200k stock batches,
 * side by side, each as p50/p95 and as a multiple of GET /api/health timed in the same run.
 *   npm run bench:scale                                   (PostgreSQL, a throwaway cluster: builds the data)
 *   npm run bench:scale -- --goods 100000 --orders 100000 --buyers 10000 --batches 20000 --seconds 2
 *   npm run bench:scale -- --database-url postgres://…/scale   (keeps the grown data there for the next run)
 * The grown database is built once per database: a run finds the rows already there and only measures.
 */
import { parseArgs } from 'node:util';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { WINDOW_MS } from '../apps/server/src/modules/catalogue/suggest.ts';
import { warmUp } from '../apps/server/src/warm-up.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-accounts.ts';
import { DEMO_STAFF_PASSWORD } from '../apps/server/src/seed/demo-staff.ts';
// @ts-expect-error plain ESM helper without types
import { startCluster } from '../scripts/pg-cluster.mjs';
import { cookieOf } from './lib/login.ts';
import { databaseNamed } from './lib/databases.ts';
import { growToScale, type Scale } from './lib/scale-data.ts';
import { renameReach, type RenameReach } from './lib/rename-reach.ts';
import { scaleCalls, type Call } from './lib/scale-calls.ts';
// @ts-expect-error plain ESM helper without types
import { percentile, ratio } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '1000000' },
    orders: { type: 'string', default: '1000000' },
    buyers: { type: 'string', default: '100000' },
    batches: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
  },
});
const GOODS = Number(values.goods);
const SCALE: Scale = {
  buyers: Number(values.buyers),
  orders: Number(values.orders),
  linesPerOrder: 3,
  batches: Number(values.batches),
  ownOrders: 5000,
};
const SECONDS = Number(values.seconds);
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(`  ${line}`);

/** `first`: the run's first call; `fresh`: once more after the processes forgot what they keep (`timed`). */
type Timing = { p50: number; p95: number; first: number; fresh: number };
type Measured = {
  health: Timing;
  calls: Map<string, Timing>;
  firstSuggestion: number;
  rename: RenameReach;
  rssMb: number;
};

async function prepared(databaseUrl: string, grow: boolean): Promise<Database> {
  const database = await openDatabase({ databaseUrl, poolSize: 10 });
  await migrate(database);
  await seedDemoIfEmpty(database);
  if (!grow) return database;
  const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from goods`)).rows as { n: number }[];
  if (n < GOODS) {
    log(`生成 ${GOODS - n} 个商品（全国目录）…`);
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/seed/cli.ts', '--goods', String(GOODS - n), '--catalogue', 'national'],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
    );
  }
  await growToScale(database, SCALE, log);
  return database;
}

/** One call, timed from the request to the whole body. */
async function once(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

/**
 * One call at a time for SECONDS (at least 5 times). Then the call once more after the store's processes were
 * told of a change (lib/store-changes.ts: a NOTIFY on store_changes, as a console write sends), which empties
 * what they keep (list totals, facets, the anonymous list, the suggestions' window): a filter set's first call
 * in a store whose database is warm.
 */
async function timed(database: Database, url: string, headers: Record<string, string>): Promise<Timing> {
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  while (times.length < 5 || performance.now() < until) times.push(await once(url, headers));
  await database.db.execute(sql`select pg_notify('store_changes', 'bench')`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const fresh = await once(url, headers);
  return { p50: percentile(times, 50), p95: percentile(times, 95), first: times[0]!, fresh };
}

/** One fetch from a throwaway server: the client's first request is not the store's. */
async function warmClient() {
  const server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).arrayBuffer();
  await new Promise((resolve) => server.close(resolve));
}

async function measure(database: Database): Promise<Measured> {
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_MAX: '100000000' }),
    database,
    logger: false,
  });
  // As main.ts starts a store: it asks itself the first reads before it listens.
  await warmUp(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    // The first suggestion after a start, from a buyer who comes once the suggestions' window read at the start
    // has expired (WINDOW_MS). This process's own first fetch sets up its HTTP client (40–120 ms here), so that
    // is done first, against a server of its own.
    await warmClient();
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 100));
    const started = performance.now();
    const first = await fetch(`${base}/api/goods/search?type=0&keywords=${encodeURIComponent('感冒')}`);
    await first.arrayBuffer();
    const firstSuggestion = performance.now() - started;

    const buyer = await cookieOf(base, '/api/user/login', {
      username: DEMO_ACCOUNTS.buyer.username,
      password: DEMO_ACCOUNTS.buyer.password,
    });
    const staff = await cookieOf(base, '/api/admin/auth/login', { username: 'admin', password: DEMO_STAFF_PASSWORD });
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    const health = await timed(database, `${base}/api/health`, headers);
    const calls = new Map<string, Timing>();
    for (const call of await scaleCalls(database)) {
      const cookie = call.as === 'buyer' ? buyer : call.as === 'staff' ? staff : '';
      calls.set(call.name, await timed(database, base + call.path, { ...headers, ...(cookie ? { cookie } : {}) }));
    }
    const rename = await renameReach(database, base, staff);
    return { health, calls, firstSuggestion, rename, rssMb: process.memoryUsage().rss / 1024 / 1024 };
  } finally {
    await app.close();
  }
}

/** p50 / p95 (× health) and the first call: the store caches some answers, so a repeat can be cheaper. */
const cell = (t: Timing | undefined, health: Timing) =>
  t
    ? `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)} (${ratio(t.p50, health.p50)}); 首次 ${t.first.toFixed(0)}; 清空后 ${t.fresh.toFixed(0)}`
    : '–';

function print(demo: Measured, large: Measured, calls: Call[]) {
  console.log(
    `\n## 规模（PostgreSQL；商品 ${GOODS}，订单 ${SCALE.orders}，买家 ${SCALE.buyers}，批次 ${SCALE.batches}；每项 ${SECONDS} 秒）`,
  );
  console.log(
    'p50 / p95 毫秒（p50 相对同一轮 /api/health 的倍数）；首次：这一调用第一次的毫秒（缓存之前）；清空后：各进程收到变更通知、清空自己保存的之后再调一次（数据库已热）\n',
  );
  console.log('| 调用 | 演示数据 | 大数据 |');
  console.log('|---|---|---|');
  console.log(`| GET /api/health（基线） | ${cell(demo.health, demo.health)} | ${cell(large.health, large.health)} |`);
  console.log(`| 启动后第一次搜索联想 | ${demo.firstSuggestion.toFixed(0)} | ${large.firstSuggestion.toFixed(0)} |`);
  for (const call of calls) {
    console.log(
      `| ${call.name} | ${cell(demo.calls.get(call.name), demo.health)} | ${cell(large.calls.get(call.name), large.health)} |`,
    );
  }
  const reach = ({ rename: r }: Measured) =>
    `${r.ms.toFixed(0)} ms；其间 /api/health p99 ${r.health.p99.toFixed(1)}，最大 ${r.health.max.toFixed(1)} ms`;
  console.log(`| 一个进程的后台改名，到另一个进程的联想找到新名 | ${reach(demo)} | ${reach(large)} |`);
  console.log(`| 本进程内存（RSS，测完） | ${demo.rssMb.toFixed(0)} MB | ${large.rssMb.toFixed(0)} MB |`);
}

const cluster = values['database-url'] ? null : await startCluster({});
try {
  const server: string = values['database-url'] ?? cluster.url;
  console.log('演示数据…');
  const demoDb = await prepared(await databaseNamed(server, 'scale_demo'), false);
  const calls = await scaleCalls(demoDb);
  const demo = await measure(demoDb);
  await demoDb.close();
  console.log('大数据…');
  const largeDb = await prepared(await databaseNamed(server, `scale_${GOODS}_${SCALE.orders}`), true);
  const large = await measure(largeDb);
  await largeDb.close();
  print(demo, large, calls);
} finally {
  await cluster?.stop();
}
