/**
 * Ordering speed (issue: cart and orders, "Speed"), on PGlite and on PostgreSQL:
 *   npm run bench:orders                       (both databases, fresh demo databases, ~1 minute)
 *   npm run bench:orders -- --db postgres --orders 600 --seconds 3
 * - orders per second: 10-line carts prepared beforehand, then placed with POST /api/order by 8
 *   concurrent clients over HTTP (each order locks and decrements 10 goods rows in one transaction);
 *   every client is node:http with keep-alive (bench/lib/http-client.ts);
 * - p50/p95/p99 of GET /api/cart/list and POST /api/cart (add to cart) for a buyer with 50 lines;
 * - on PostgreSQL, the write-ahead log an order writes and the share of its goods updates that were HOT;
 * - as a ratio to two baselines measured in the same run: a bare Fastify route, and GET /api/cart/total
 *   (the cheapest logged-in database read of the store).
 */
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { cartItems, goods } from '../apps/server/src/db/schema.ts';
import { makeBuyers, type Buyer } from '../apps/server/src/test/buyers.ts';
import type { TestApp } from '../apps/server/src/test/harness.ts';
import { cartGoods } from './lib/cart-goods.ts';
import { forEachDatabase } from './lib/databases.ts';
import { cpuMark, cpuPer, parentOf } from './lib/cpu.ts';
import { jsonClient } from './lib/http-client.ts';
import { counter, countPgliteStatements, countPostgresStatements } from './lib/statement-counter.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    orders: { type: 'string', default: '400' },
    seconds: { type: 'string', default: '5' },
    /** Also print the statements of one order and of one cart list, in the order they were sent. */
    statements: { type: 'boolean', default: false },
  },
});
const ORDERS = Number(values.orders);
const SECONDS = Number(values.seconds);
const CLIENTS = 8;
const LINES = 10;

const round = (ms: number) => Number(ms.toFixed(2));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
type Row = {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  statements: number;
  cpu: { node: number; postgres: number };
};
const rowOf = (name: string, times: number[], perSecond: number, statements: number, cpu: Row['cpu']): Row => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    perSecond,
    statements: Number((statements / times.length).toFixed(1)),
    cpu,
  };
};

/**
 * PostgreSQL's write-ahead log position and the goods table's row updates (all, and HOT: those that rewrote no
 * index entry), to show what an order costs the database apart from this machine's CPU. Statistics reach the
 * shared counters up to a second after a transaction, hence the wait.
 */
async function walAndGoodsUpdates(kind: 'pglite' | 'postgres', db: Database['db']) {
  if (kind !== 'postgres') return undefined;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const [row] = (
    await db.execute(sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8 as wal,
      n_tup_upd::int as updates, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'goods'`)
  ).rows as { wal: number; updates: number; hot: number }[];
  return row!;
}

/** The statements `send` makes the server run, printed when --statements is given. */
/** What the benches' client answers: the status and the parsed envelope. */
type Answer = { status: number; json: unknown };
const succeeded = (answer: Answer) => (answer.json as { code?: unknown } | null)?.code === 10000;
const shown = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`;

async function statementsOf(name: string, send: () => Promise<Answer>) {
  if (!values.statements) return;
  counter.texts = [];
  counter.recording = true;
  const answer = await send();
  counter.recording = false;
  if (!succeeded(answer)) throw new Error(`${name}: ${shown(answer)}`);
  console.log(`\n### ${name}: ${counter.texts.length} statements`);
  counter.texts.forEach((text, i) => console.log(`${i + 1}. ${text}`));
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** One request at a time for SECONDS; answers the latencies and the rate one client achieved. */
/** The local PostgreSQL server's postmaster, whose CPU the rows report (undefined on PGlite). */
let postmaster: number | undefined;

async function oneAtATime(name: string, send: () => Promise<Answer>): Promise<Row> {
  const times: number[] = [];
  const before = counter.count;
  const cpuBefore = cpuMark(postmaster);
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    const t0 = performance.now();
    const answer = await send();
    if (!succeeded(answer)) throw new Error(`${name}: ${shown(answer)}`);
    times.push(performance.now() - t0);
  }
  const perSecond = times.length / ((performance.now() - started) / 1000);
  return rowOf(name, times, perSecond, counter.count - before, cpuPer(cpuBefore, cpuMark(postmaster), times.length));
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'bench-orders-')) : undefined;
  const database: Database = await openDatabase(kind === 'pglite' ? { dataDir } : { databaseUrl, poolSize: 10 });
  await migrate(database);
  await seedDemoIfEmpty(database);
  if (kind === 'pglite') countPgliteStatements(database);
  const app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '100000000' }), database, logger: false });
  const url = await listen(app);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ code: 10000, msg: 'success', data: null }));
  const bareUrl = await listen(bare);
  const db = database.db;
  postmaster = undefined;
  if (kind === 'postgres') {
    const [{ pid }] = (await db.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
    postmaster = parentOf(pid);
  }

  const buyers: Buyer[] = await makeBuyers({ database } as TestApp, 100);
  const picks = await cartGoods(db, 60);
  await db
    .update(goods)
    .set({ stock: 10_000_000 })
    .where(
      inArray(
        goods.id,
        picks.map((p) => p.id),
      ),
    );
  // node:http with keep-alive, like bench:flash's buyers: Node's fetch cost this process ~1 ms more CPU per
  // request, taken from the store on the same two cores.
  const client = jsonClient(url);
  const bareClient = jsonClient(bareUrl);
  const request = (buyer: Buyer, method: string, route: string, body?: object) =>
    client.send(method, route, buyer.headers, body);

  // Baselines.
  const baseline = await oneAtATime('裸 Fastify 路由（基线）', () => bareClient.send('GET', '/bare', {}));
  const cartTotal = await oneAtATime('GET /api/cart/total（登录后的最简读取）', () =>
    request(buyers[0], 'GET', '/api/cart/total'),
  );

  // Cart with 50 lines.
  const heavy = buyers[99];
  await db.insert(cartItems).values(picks.slice(0, 50).map((p) => ({ userId: heavy.id, goodsId: p.id, number: 1 })));
  await statementsOf('GET /api/cart/list（50 行）', () => request(heavy, 'GET', '/api/cart/list'));
  const list = await oneAtATime('GET /api/cart/list（50 行）', () => request(heavy, 'GET', '/api/cart/list'));
  let k = 0;
  const add = await oneAtATime('POST /api/cart（50 行的购物车）', () =>
    request(heavy, 'POST', '/api/cart', { params: [{ goods_id: picks[k++ % 50].id, number: 1, ck_id: 0 }] }),
  );

  // Orders: every order is 10 lines of 10 different goods; carts are filled before the clock starts.
  const jobs: { buyer: Buyer; ids: number[] }[] = [];
  for (let i = 0; i <= ORDERS; i++) {
    const buyer = buyers[i % 99];
    const goodsIds = Array.from({ length: LINES }, (_, j) => picks[(i * 7 + j * 5) % picks.length].id);
    const rows = await db
      .insert(cartItems)
      .values(goodsIds.map((goodsId) => ({ userId: buyer.id, goodsId, number: 1 })))
      .returning({ id: cartItems.id });
    jobs.push({ buyer, ids: rows.map((r) => r.id) });
  }
  const sample = jobs.pop()!; // one order more than ORDERS was prepared, for --statements
  await statementsOf('POST /api/order（10 行）', () =>
    request(sample.buyer, 'POST', '/api/order', { ids: sample.ids, address_id: sample.buyer.addressId }),
  );
  const times: number[] = [];
  let next = 0;
  const walBefore = await walAndGoodsUpdates(kind, db);
  const before = counter.count;
  const cpuBefore = cpuMark(postmaster);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const t0 = performance.now();
        const answer = await request(job.buyer, 'POST', '/api/order', {
          ids: job.ids,
          address_id: job.buyer.addressId,
        });
        if (!succeeded(answer)) throw new Error(`order: ${shown(answer)}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const orders = rowOf(
    `POST /api/order（${LINES} 行，${CLIENTS} 并发，共 ${ORDERS} 单）`,
    times,
    ORDERS / ((performance.now() - started) / 1000),
    counter.count - before,
    cpuPer(cpuBefore, cpuMark(postmaster), ORDERS),
  );
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from orders`)).rows as { n: number }[];
  if (n < ORDERS) throw new Error(`expected ${ORDERS} orders, found ${n}`);
  const walAfter = await walAndGoodsUpdates(kind, db);

  client.close();
  bareClient.close();
  await app.close();
  await bare.close();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });

  console.log(`\n## ${kind}（演示数据，${SECONDS} 秒/项，2 核）`);
  // CPU per request: this process holds the store and the bench's HTTP client; PGlite runs inside it too.
  const cpuHeader = kind === 'postgres' ? ' Node CPU ms/请求 | PostgreSQL CPU ms/请求 |' : ' Node CPU ms/请求 |';
  console.log(`| 项目 | p50 ms | p95 ms | p99 ms | 每秒 | 相对裸路由 | 相对 cart/total | 语句/请求 |${cpuHeader}`);
  console.log(`|---|---|---|---|---|---|---|---|${kind === 'postgres' ? '---|---|' : '---|'}`);
  for (const r of [baseline, cartTotal, list, add, orders]) {
    console.log(
      `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.perSecond.toFixed(1)} | ${(r.perSecond / baseline.perSecond).toFixed(3)} | ${(r.perSecond / cartTotal.perSecond).toFixed(3)} | ${r.statements} | ${r.cpu.node.toFixed(2)} |${kind === 'postgres' ? ` ${r.cpu.postgres.toFixed(2)} |` : ''}`,
    );
  }
  if (walBefore && walAfter) {
    const wal = (walAfter.wal - walBefore.wal) / ORDERS / 1024;
    const updates = walAfter.updates - walBefore.updates;
    const hot = walAfter.hot - walBefore.hot;
    console.log(
      `\n下单的数据库写入：每单 WAL ${wal.toFixed(1)} kB；goods 行更新 ${updates} 次，其中 HOT（不重写索引）${((100 * hot) / Math.max(1, updates)).toFixed(0)}%`,
    );
  }
}

countPostgresStatements();
await forEachDatabase(values.db!, benchDatabase);
