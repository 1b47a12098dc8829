/**
 * A flash sale that holds (issue #12), on PostgreSQL by default:
 *   npm run bench:flash                                  (PostgreSQL on a throwaway cluster, ~1 minute)
 *   npm run bench:flash -- --buyers 1000 --stock 100 --seconds 5 --db postgres
 * 1. A flash sale of one goods starts at the bench's "now" with `--stock` units; `--buyers` approved,
 *    logged-in buyers each add it to the cart (type 1 line), read the cart and place an order, all
 *    released at the same instant. Counts orders and refusals by code, and checks the database: exactly
 *    `--stock` flash orders, the flash stock at 0, the goods stock down by as much.
 * 2. Meanwhile 4 clients loop on GET /api/goods/list (anonymous and logged in, alternately); their p95
 *    is compared with the same loop measured quietly before the sale in the same run.
 * 3. GET /api/goods/list anonymous at 50 connections with autocannon, against a bare Fastify route.
 * The store runs in its own process (`node scripts/start.mjs`, API only, as deployed, pool of
 * DATABASE_POOL_SIZE=10), so the 1,000 clients in this process do not share the server's event loop;
 * this process only prepares the database (buyers, the sale) and checks it afterwards.
 * The buyers are written like the API tests' buyers (`makeBuyers`: approved licences, signed contract,
 * address, a live session), not registered through the API: registering means an SMS code (5 per
 * address per hour) and an operator's review of uploaded licences per buyer.
 * Where the time goes: each step's latency (add, cart read, order) and the CPU seconds of the store, of
 * PostgreSQL and of this process over the rush. The buyers use node:http (`--client fetch` for Node's
 * fetch, ~3× this process's CPU per request). The flash units are claimed at the sale's gate in the
 * order's first statement, outside its transaction (docs/decisions/009-flash-sale-gate.md): the refused
 * buyers never reach the order transactions, which the rush then shows are not the bottleneck; on two
 * shared cores the store's own CPU per request (statements above all: one round trip cost ~0.2 ms of it)
 * is.
 */
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { flashSales, goods } from '../apps/server/src/db/schema.ts';
import { makeBuyers, type Buyer } from '../apps/server/src/test/buyers.ts';
import type { TestApp } from '../apps/server/src/test/harness.ts';
import { cpuMeter } from './lib/cpu.ts';
import { forEachDatabase } from './lib/databases.ts';
import { jsonClient } from './lib/http-client.ts';
// @ts-expect-error plain ESM helper without types
import { startStore } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    buyers: { type: 'string', default: '1000' },
    stock: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '5' },
    /** The buyers' HTTP client: node:http (default) or Node's fetch, which costs this process ~3× the CPU. */
    client: { type: 'string', default: 'http' },
  },
});
const BUYERS = Number(values.buyers);
const STOCK = Number(values.stock);
const SECONDS = Number(values.seconds);
const LIST_CLIENTS = 4;
const LIST_PATHS = ['/api/goods/list?page=1&page_size=20', '/api/goods/list?page=2&page_size=20&sort=sales'];

const round = (ms: number) => Number(ms.toFixed(1));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
type Stats = { n: number; p50: number; p95: number; p99: number; max: number };
const statsOf = (times: number[]): Stats => {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? NaN };
};

/** A bare Fastify route in a process of its own, like the store: the baseline for req/s. */
async function bareServer(): Promise<{ url: string; stop: () => void }> {
  const script = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ code: 10000, msg: 'success', data: [] }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(app.server.address().port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${String(port).trim()}`, stop: () => child.kill() };
}

/** LIST_CLIENTS loops on the goods list until `stop()`; half of them anonymous, half logged in. */
function listLoop(url: string, buyer: Buyer) {
  const times: number[] = [];
  let running = true;
  const loops = Array.from({ length: LIST_CLIENTS }, async (_, c) => {
    for (let i = 0; running; i++) {
      const t0 = performance.now();
      const res = await fetch(url + LIST_PATHS[i % LIST_PATHS.length], { headers: c % 2 ? buyer.headers : {} });
      const body = await res.text();
      if (!body.includes('"code":10000')) throw new Error(`goods list: ${res.status} ${body.slice(0, 200)}`);
      times.push(performance.now() - t0);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return statsOf(times);
    },
  };
}

/** A buyer's rush: its total time, each step's time (add, cart read, order; 0 when not reached), its result. */
type Outcome = { ms: number; steps: [number, number, number]; result: string };
type Client = ReturnType<typeof jsonClient>;

/** The same client on Node's fetch (the bench's client before node:http), for comparison. */
const fetchClient = (url: string): Client => ({
  send: async (method, route, headers, body) => {
    const res = await fetch(url + route, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: await res.json() };
  },
  close: () => undefined,
});

/** One buyer's rush: add the flash goods, read the cart, order it. Answers 'order' or the refusal. */
async function rush(client: Client, buyer: Buyer, goodsId: number, saleId: number): Promise<Outcome> {
  const t0 = performance.now();
  const steps: Outcome['steps'] = [0, 0, 0];
  let step = 0;
  const send = async (method: string, route: string, body?: object) => {
    const s0 = performance.now();
    const res = await client.send(method, route, buyer.headers, body);
    steps[step++] = performance.now() - s0;
    return { status: res.status, ...(res.json as { code: number; msg: string; data: unknown }) };
  };
  const end = (result: string) => ({ ms: performance.now() - t0, steps, result });
  const refusal = (r: { status: number; code: number; msg: string }) => `${r.status} ${r.code} ${r.msg}`;
  const added = await send('POST', '/api/cart', { params: [{ goods_id: goodsId, number: 1, ck_id: saleId, type: 1 }] });
  if (added.code !== 10000) return end(`加购 ${refusal(added)}`);
  const list = await send('GET', '/api/cart/list');
  const line = (list.data as { data: { id: number; type: number }[] }).data.find((l) => l.type === 1);
  if (!line) return end(`购物车 无秒杀行`);
  const order = await send('POST', '/api/order', { ids: [line.id], address_id: buyer.addressId });
  return end(order.code === 10000 ? 'order' : `下单 ${refusal(order)}`);
}

/** Anonymous GET /api/goods/list at 50 connections, and a bare Fastify route the same way. */
async function listThroughput(url: string, bareUrl: string) {
  const run = async (target: string, paths: string[]) => {
    const result = await autocannon({
      url: target,
      connections: 50,
      duration: SECONDS,
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    });
    if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.requests.average;
  };
  return { bare: await run(bareUrl, ['/bare']), list: await run(url, LIST_PATHS) };
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  if (kind !== 'postgres') throw new Error('the store runs in its own process: --db postgres only');
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  await migrate(database);
  await seedDemoIfEmpty(database);
  const bare = await bareServer();
  const bareUrl = bare.url;
  const db = database.db;

  const buyers = await makeBuyers({ database } as TestApp, BUYERS);
  const [pick] = await db
    .select({ id: goods.id, stock: goods.stock })
    .from(goods)
    .where(and(eq(goods.type, 0), eq(goods.isBuy, true), eq(goods.isListed, true), eq(goods.middlePackage, 1)))
    .orderBy(goods.id)
    .limit(1);
  const goodsStock = 100_000;
  await db.update(goods).set({ stock: goodsStock }).where(eq(goods.id, pick.id));
  const [sale] = await db
    .insert(flashSales)
    .values({
      goodsId: pick.id,
      priceFen: 990,
      stock: STOCK,
      perBuyerLimit: 1,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: flashSales.id });

  // The store in its own process, as `npm start` runs it (API only; the bench's own rate-limit budget).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flash-bench-'));
  const store = await startStore({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      WEB_DIST: '',
      SEED_DEMO: '0',
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
    },
    // e.g. FLASH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the store.
    nodeArgs: (process.env.FLASH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
  const url: string = store.baseUrl;
  const client = values.client === 'fetch' ? fetchClient(url) : jsonClient(url);

  // Warm up every route once, then the quiet goods-list baseline.
  await rush(client, buyers[0], pick.id, sale.id).then((o) => {
    if (o.result !== 'order') throw new Error(`warm-up order: ${o.result}`);
  });
  const quietLoop = listLoop(url, buyers[1]);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const quiet = await quietLoop.stop();

  // The sale: every buyer but the warm-up one released at once.
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  await db.execute(sql`select pg_stat_statements_reset()`);
  // CPU seconds of the store, of PostgreSQL (every process of the cluster) and of this process over the rush.
  const pgPids = ((await db.execute(sql`select pid from pg_stat_activity`)).rows as { pid: number }[]).map(
    (r) => r.pid,
  );
  const cpu = { store: cpuMeter([store.pid]), postgres: cpuMeter(pgPids), bench: cpuMeter([process.pid]) };
  const busyLoop = listLoop(url, buyers[1]);
  await new Promise((r) => setTimeout(r, 200));
  const started = performance.now();
  const outcomes = await Promise.all(buyers.slice(1).map((b) => rush(client, b, pick.id, sale.id))).catch(
    async (error: unknown) => {
      console.error(`the rush failed; the store printed:\n${store.output()}`);
      await store.stop();
      bare.stop();
      throw error;
    },
  );
  const saleMs = performance.now() - started;
  const cpuUsed = { store: cpu.store(), postgres: cpu.postgres(), bench: cpu.bench() };
  const during = await busyLoop.stop();
  // Every statement the store sent while the rush lasted (the goods-list loop's included), BEGIN/COMMIT too.
  const [{ statements }] = (
    await db.execute(
      sql`select coalesce(sum(calls), 0)::int as statements from pg_stat_statements where query not like '%pg_stat_statements%'`,
    )
  ).rows as { statements: number }[];

  const [{ orders: flashOrders }] = (
    await db.execute(
      sql`select count(distinct order_id)::int as orders from order_items where flash_sale_id = ${sale.id}`,
    )
  ).rows as { orders: number }[];
  const [left] = await db.select({ stock: flashSales.stock }).from(flashSales).where(eq(flashSales.id, sale.id));
  const [goodsLeft] = await db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, pick.id));
  const throughput = await listThroughput(url, bareUrl);

  client.close();
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
  bare.stop();
  await database.close();

  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o.result, (counts.get(o.result) ?? 0) + 1);
  const ok = outcomes.filter((o) => o.result === 'order').length + 1; // + the warm-up order
  // The catalogue's stock refusals: 682 库存不足 (goods or flash), and a flash line refused as sold out (687, 697).
  const stockRefusal = (r: string) => / 682 /.test(r) || / 68[7]|697 .*(抢光|库存)/.test(r);
  const others = outcomes.filter((o) => o.result !== 'order' && !stockRefusal(o.result)).length;
  const rushStats = statsOf(outcomes.map((o) => o.ms));
  const orderStats = statsOf(outcomes.filter((o) => o.result === 'order').map((o) => o.ms));

  console.log(`\n## ${kind}：秒杀 ${STOCK} 件，${BUYERS} 位买家同一时刻抢购（2 核）`);
  console.log(`| 项目 | 值 |\n|---|---|`);
  console.log(`| 成功订单（含预热 1 单） | ${ok}（数据库：${flashOrders} 单含秒杀行） |`);
  console.log(`| 秒杀库存剩余 / 商品库存减少 | ${left.stock} / ${goodsStock - goodsLeft.stock} |`);
  console.log(`| 库存类拒绝以外的错误 | ${others} |`);
  console.log(`| 全部 ${outcomes.length} 人放出到最后一人得到答复 | ${round(saleMs)} ms |`);
  console.log(
    `| 抢购期间数据库语句（含商品列表循环） | ${statements}（每位买家 ${(statements / outcomes.length).toFixed(1)}） |`,
  );
  console.log(
    `| 抢购期间 CPU 秒：商店 / PostgreSQL / 本进程（买家与列表循环） | ${cpuUsed.store.toFixed(1)} / ${cpuUsed.postgres.toFixed(1)} / ${cpuUsed.bench.toFixed(1)} |`,
  );
  for (const [result, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`| 结果：${result} | ${n} |`);
  console.log('\n| 项目 | 次数 | p50 ms | p95 ms | p99 ms | 最大 ms | p95 相对安静时 |');
  console.log('|---|---|---|---|---|---|---|');
  const row = (name: string, s: Stats, vs?: Stats) =>
    console.log(
      `| ${name} | ${s.n} | ${round(s.p50)} | ${round(s.p95)} | ${round(s.p99)} | ${round(s.max)} | ${vs ? (s.p95 / vs.p95).toFixed(2) : ''} |`,
    );
  row('抢购（加购+购物车+下单），全部买家', rushStats);
  row('抢购，成功下单的买家', orderStats);
  ['加购 POST /api/cart', '读购物车 GET /api/cart/list', '下单 POST /api/order'].forEach((name, i) =>
    row(`　其中 ${name}`, statsOf(outcomes.map((o) => o.steps[i]!).filter((ms) => ms > 0))),
  );
  row(`GET /api/goods/list 安静时（${LIST_CLIENTS} 客户端，半数登录）`, quiet, quiet);
  row(`GET /api/goods/list 秒杀期间`, during, quiet);
  console.log('\n| 50 连接（autocannon） | req/s | 相对裸路由 |\n|---|---|---|');
  console.log(`| 裸 Fastify 路由（基线） | ${Math.round(throughput.bare)} | 1.000 |`);
  console.log(
    `| GET /api/goods/list 匿名 | ${Math.round(throughput.list)} | ${(throughput.list / throughput.bare).toFixed(3)} |`,
  );
  if (ok !== STOCK || flashOrders !== STOCK || left.stock !== 0 || goodsStock - goodsLeft.stock !== STOCK)
    process.exitCode = 1;
}

await forEachDatabase(values.db!, benchDatabase, ['shared_preload_libraries=pg_stat_statements']);
