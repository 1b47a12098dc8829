/**
 * How many 50-line cart lists the store serves per second (issue #12), on PostgreSQL, with the store in a process
 * of its own as `npm start` runs it (API only) and autocannon as the client:
 *   npm run bench:cart                         (~1 minute)
 *   npm run bench:cart -- --seconds 5 --connections 1,2,4,8
 *   npm run bench:cart -- --workers 1,2        (WORKERS=N, issue #39: one table per worker count, one run)
 * bench:orders measures the same list one request at a time with the store inside the bench's own process, so
 * the store's thread also runs the client; that row is the list's latency. This one is its capacity: buyers
 * asking at once, on the two cores the store shares with PostgreSQL and the client. autocannon's client costs
 * little CPU (it sends prepared bytes and reads no body), so most of the two cores are left to the store.
 * Baseline in the same run: a bare Fastify route in its own process, at the same number of connections.
 * autocannon reports p97.5, not p95; p97.5 is the stricter of the two.
 */
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { cartItems } from '../apps/server/src/db/schema.ts';
import { makeBuyers, type Buyer } from '../apps/server/src/test/buyers.ts';
import type { TestApp } from '../apps/server/src/test/harness.ts';
import { bareServer } from './lib/bare-server.ts';
import { cpuMark, cpuMeter, parentOf, withChildren } from './lib/cpu.ts';
import { cartGoods } from './lib/cart-goods.ts';
import { forEachDatabase } from './lib/databases.ts';
import { jsonClient } from './lib/http-client.ts';
// @ts-expect-error plain ESM helper without types
import { startStore } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,2,4' },
    /** Worker processes of the store, one table per value: `1,2` compares them in one run. */
    workers: { type: 'string', default: '1' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = values.connections!.split(',').map(Number);
const WORKER_COUNTS = values.workers!.split(',').map(Number);
const LINES = 50;
const LIST = '/api/cart/list';

/** The store's processes (a cluster's primary and its workers) and PostgreSQL's postmaster. */
type Store = { pids: number[]; postmaster: number | undefined };
type Run = { perSecond: number; p50: number; p97_5: number; p99: number; storeMs: number; postgresMs: number };

/**
 * autocannon at `connections` for SECONDS; the CPU of the store and of PostgreSQL (its postmaster and every
 * child, the backends the store's pool opens during the run included) per request over the run.
 */
async function load(url: string, connections: number, headers: Record<string, string>, store?: Store) {
  const storeCpu = cpuMeter(store ? store.pids : []);
  const postgresBefore = cpuMark(store?.postmaster).postgres;
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  const total = result.requests.total;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    storeMs: (storeCpu() * 1000) / total,
    postgresMs: (cpuMark(store?.postmaster).postgres - postgresBefore) / total,
  } satisfies Run;
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  if (kind !== 'postgres') throw new Error('the store runs in its own process: PostgreSQL only');
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  await migrate(database);
  await seedDemoIfEmpty(database);
  const db = database.db;
  const [buyer] = await makeBuyers({ database } as TestApp, 1);
  const picks = await cartGoods(db, LINES);
  await db.insert(cartItems).values(picks.map((p) => ({ userId: buyer!.id, goodsId: p.id, number: 1 })));

  const bare = await bareServer();
  try {
    for (const workers of WORKER_COUNTS) await benchWorkers(database, databaseUrl!, buyer!, bare, workers);
  } finally {
    bare.stop();
    await database.close();
  }
}

/** The list's capacity with the store as WORKERS=`workers`, at every connection count, as one table. */
async function benchWorkers(
  database: Database,
  databaseUrl: string,
  buyer: Buyer,
  bare: Awaited<ReturnType<typeof bareServer>>,
  workers: number,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cart-bench-'));
  const store = await startStore({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      WEB_DIST: '',
      SEED_DEMO: '0',
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
    },
  });
  const client = jsonClient(store.baseUrl);
  try {
    // The list answers in full before it is measured, and every route and statement is warm (each worker's).
    for (let i = 0; i < 200 * workers; i++) {
      const answer = (await client.send('GET', LIST, buyer.headers)).json as { code: number; data: { data: [] } };
      if (answer.code !== 10000 || answer.data.data.length !== LINES)
        throw new Error(`cart list: ${JSON.stringify(answer).slice(0, 200)}`);
    }
    const [{ pid: backend }] = (await database.db.execute(sql`select pg_backend_pid() as pid`)).rows as {
      pid: number;
    }[];
    const measured: Store = { pids: withChildren(store.pid), postmaster: parentOf(backend!) };
    // As a browser asks: compressed, with the buyer's cookie.
    const headers = { ...buyer.headers, 'accept-encoding': 'gzip, deflate, br' };
    const rows: string[] = [];
    for (const connections of CONNECTIONS) {
      const baseline = await load(`${bare.url}/bare`, connections, {});
      const list = await load(store.baseUrl + LIST, connections, headers, measured);
      rows.push(
        `| ${connections} | ${list.perSecond.toFixed(0)} | ${(list.perSecond / baseline.perSecond).toFixed(3)} | ` +
          `${list.p50} | ${list.p97_5} | ${list.p99} | ${list.storeMs.toFixed(2)} | ${list.postgresMs.toFixed(2)} | ` +
          `${baseline.perSecond.toFixed(0)} |`,
      );
    }
    console.log(
      `\n## GET ${LIST}（${LINES} 行），商店独立进程，WORKERS=${workers}，PostgreSQL，autocannon，每项 ${SECONDS} 秒（2 核）`,
    );
    console.log(
      '| 同时请求的连接 | 每秒 | 相对裸路由 | p50 ms | p97.5 ms | p99 ms | 商店 CPU ms/请求 | PostgreSQL CPU ms/请求 | 裸路由每秒（基线） |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    client.close();
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await forEachDatabase('postgres', benchDatabase);
