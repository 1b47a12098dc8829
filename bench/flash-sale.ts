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
 * 2b. Then every buyer who got nothing presses 加入购物车 once more, all at once: the time to the last answer,
 *    and the store's CPU and the statements per request (a sale seen sold out is answered from memory).
 * 3. GET /api/goods/list anonymous at 50 connections with autocannon, against a bare Fastify route.
 * 4. The rush's floor: as many clients each sending three requests to that bare route, released at once.
 * `--workers 1,2` runs all of it once per worker count (WORKERS=N: a cluster on the one port, issue #39), each
 * on a database of its own on the same cluster, one report after the other.
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
import { cpuMeter, withChildren } from './lib/cpu.ts';
import { reportFlashRun, statsOf, type Outcome } from './flash-sale-report.ts';
import { databaseNamed, forEachDatabase } from './lib/databases.ts';
import { jsonClient } from './lib/http-client.ts';
import { bareServer } from './lib/bare-server.ts';
import { bareRush, pressAgain } from './lib/flash-steps.ts';
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
    /** Worker processes of the store, one run per value: `1,2` compares them in one run. */
    workers: { type: 'string', default: '1' },
  },
});
const BUYERS = Number(values.buyers);
const STOCK = Number(values.stock);
const SECONDS = Number(values.seconds);
const LIST_CLIENTS = 4;
const LIST_PATHS = ['/api/goods/list?page=1&page_size=20', '/api/goods/list?page=2&page_size=20&sort=sales'];

/**
 * LIST_CLIENTS loops on the goods list until `stop()`; half of them anonymous, half logged in. On node:http
 * like the buyers: with fetch, these loops alone took ~0.6 CPU-s of the two cores over the rush.
 */
function listLoop(url: string, buyer: Buyer) {
  const times: number[] = [];
  let running = true;
  const client = jsonClient(url);
  const loops = Array.from({ length: LIST_CLIENTS }, async (_, c) => {
    for (let i = 0; running; i++) {
      const t0 = performance.now();
      const res = await client.send('GET', LIST_PATHS[i % LIST_PATHS.length], c % 2 ? buyer.headers : {});
      const code = (res.json as { code?: number }).code;
      if (code !== 10000) throw new Error(`goods list: ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
      times.push(performance.now() - t0);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      client.close();
      return statsOf(times);
    },
  };
}

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

/** One run per `--workers` value, each on a fresh database of the cluster. */
async function benchDatabase(kind: 'pglite' | 'postgres', serverUrl?: string) {
  if (kind !== 'postgres' || !serverUrl) throw new Error('the store runs in its own process: --db postgres only');
  for (const workers of values.workers!.split(',').map(Number)) {
    await benchWorkers(kind, await databaseNamed(serverUrl, `flash_w${workers}`, { fresh: true }), workers);
  }
}

async function benchWorkers(kind: 'postgres', databaseUrl: string, workers: number) {
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
      WORKERS: String(workers),
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
  const cpu = { store: cpuMeter(withChildren(store.pid)), postgres: cpuMeter(pgPids), bench: cpuMeter([process.pid]) };
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
  // The rush's window on the monotonic clock a CPU profile's timestamps use (µs), to read the rush alone
  // from a profile of the whole run (FLASH_SERVER_NODE_ARGS='--cpu-prof …'): the clock is the machine's.
  if (process.env.FLASH_SERVER_NODE_ARGS?.includes('--cpu-prof')) {
    const nowUs = Number(process.hrtime.bigint() / 1000n);
    console.log(`[bench] rush window (monotonic µs): ${Math.round(nowUs - saleMs * 1000)} ${nowUs}`);
  }
  const cpuUsed = { store: cpu.store(), postgres: cpu.postgres(), bench: cpu.bench() };
  const during = await busyLoop.stop();
  // Every statement the store sent while the rush lasted (the goods-list loop's included), BEGIN/COMMIT too.
  const [{ statements }] = (
    await db.execute(
      sql`select coalesce(sum(calls), 0)::int as statements from pg_stat_statements where query not like '%pg_stat_statements%'`,
    )
  ).rows as { statements: number }[];

  const again = await pressAgain(
    client,
    buyers.slice(1).filter((_, i) => outcomes[i]!.result !== 'order'),
    { goodsId: pick.id, saleId: sale.id },
    { db, storePid: store.pid },
  );

  const [{ orders: flashOrders }] = (
    await db.execute(
      sql`select count(distinct order_id)::int as orders from order_items where flash_sale_id = ${sale.id}`,
    )
  ).rows as { orders: number }[];
  const [left] = await db.select({ stock: flashSales.stock }).from(flashSales).where(eq(flashSales.id, sale.id));
  const [goodsLeft] = await db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, pick.id));
  const throughput = await listThroughput(url, bareUrl);
  const floor = await bareRush(bareUrl, buyers.length - 1);

  client.close();
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
  bare.stop();
  await database.close();

  const held = reportFlashRun({
    kind: `${kind}，WORKERS=${workers}`,
    buyers: BUYERS,
    stock: STOCK,
    listClients: LIST_CLIENTS,
    outcomes,
    saleMs,
    statements,
    cpuUsed,
    again,
    quiet,
    during,
    throughput,
    floor,
    flashOrders,
    flashLeft: left.stock,
    goodsSold: goodsStock - goodsLeft.stock,
  });
  if (!held) process.exitCode = 1;
}

await forEachDatabase(values.db!, benchDatabase, ['shared_preload_libraries=pg_stat_statements']);
