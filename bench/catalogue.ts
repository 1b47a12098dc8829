/**
 * Catalogue speed on a 100 000-goods catalogue, on PGlite and on PostgreSQL (issue: catalogue, "Speed").
 *   npm run bench:catalogue            (both databases; seeds once into .bench-data/, reused next time)
 *   npm run bench:catalogue -- --db pglite --goods 20000 --seconds 3
 * Prints p50/p95/p99 latency per keyword class and throughput as a ratio to a bare Fastify route
 * measured in the same run on the same machine. Latency is measured over loopback with one
 * connection (server time plus a few tens of microseconds of loopback).
 */
import { parseArgs } from 'node:util';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { forEachDatabase } from './lib/databases.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    goods: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
  },
});
const GOODS = Number(values.goods);
const SECONDS = Number(values.seconds);
const root = path.resolve(import.meta.dirname, '..');

const CLASSES: Record<string, string[]> = {
  '1 个汉字': ['片', '药', '感', '灵', '胶', '维'],
  '2 个汉字': ['感冒', '颗粒', '阿莫', '清热', '维生', '胶囊'],
  '3 个汉字': ['板蓝根', '布洛芬', '感冒灵', '止咳糖'],
  '4 个汉字': ['感冒灵颗', '板蓝根颗', '阿莫西林', '复方丹参'],
  '2 个首字母': ['gm', 'kl', 'bl', 'zk'],
  '3 个首字母': ['gml', 'blg', 'qrj', 'amx'],
  '4 个首字母': ['gmlk', 'blgk', 'amxl', 'wssc'],
  '5-6 个首字母': ['gmlkl', 'blgkl', 'amxljn', 'ffdspz'],
};

type Result = { name: string; p50: number; p95: number; p99: number; rps: number };

const round = (ms: number) => Number(ms.toFixed(2));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Latency: one request at a time over a kept-alive connection for SECONDS, timed with performance.now()
 * (autocannon's histogram has whole-millisecond resolution, too coarse for sub-millisecond answers).
 */
async function latency(url: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const started = performance.now();
    const res = await fetch(url + paths[i % paths.length]);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Throughput: autocannon with 8 connections cycling through the same paths. */
async function throughput(url: string, paths: string[]): Promise<number> {
  const result = await autocannon({
    url,
    connections: 8,
    duration: SECONDS,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  if (result.non2xx) throw new Error(`${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

async function latencyAndThroughput(url: string, name: string, paths: string[]): Promise<Result> {
  const times = await latency(url, paths);
  return {
    name,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    rps: await throughput(url, paths),
  };
}

async function seeded(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<Database> {
  const dataDir = path.join(root, '.bench-data', `pglite-${GOODS}`);
  const database = await openDatabase(kind === 'pglite' ? { dataDir } : { databaseUrl, poolSize: 10 });
  await migrate(database);
  const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from goods`)).rows as { n: number }[];
  if (n < GOODS) {
    await database.close();
    console.log(`  生成 ${GOODS} 个商品（${kind}）…`);
    const env = {
      ...process.env,
      ...(kind === 'pglite' ? { DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: databaseUrl }),
    };
    if (kind === 'pglite') delete env.DATABASE_URL;
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/cli.ts', '--goods', String(GOODS - n)], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    return seeded(kind, databaseUrl);
  }
  return database;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const database = await seeded(kind, databaseUrl);
  const app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '100000000' }), database, logger: false });
  const url = await listen(app);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ code: 10000, msg: 'success', data: [] }));
  const bareUrl = await listen(bare);

  const warm = await fetch(`${url}/api/goods/search?keywords=gm&type=0`);
  if (!warm.ok) throw new Error(`warm-up failed: ${warm.status}`);
  const baseline = await latencyAndThroughput(bareUrl, '裸 Fastify 路由（基线）', ['/bare']);
  const results: Result[] = [];
  for (const [name, keywords] of Object.entries(CLASSES)) {
    results.push(
      await latencyAndThroughput(
        url,
        `联想 ${name}`,
        keywords.map((k) => `/api/goods/search?type=0&keywords=${encodeURIComponent(k)}`),
      ),
    );
  }
  results.push(
    await latencyAndThroughput(
      url,
      '联想 厂家首字母',
      ['hrsj', 'bys', 'yl', 'hzys'].map((k) => `/api/goods/search?type=1&keywords=${k}`),
    ),
  );
  const common = (await (await fetch(`${url}/api/focus/common`)).json()) as {
    data: { category: { id: number; children: { id: number }[] }[] };
  };
  const top = common.data.category[0];
  const leaf = top.children[0];
  for (const page of [1, 50]) {
    results.push(
      await latencyAndThroughput(url, `列表 一级分类 第 ${page} 页`, [
        `/api/goods/list?category_id=${top.id}&page=${page}&page_size=20`,
      ]),
    );
    results.push(
      await latencyAndThroughput(url, `列表 二级分类 第 ${page} 页`, [
        `/api/goods/list?category_id=${leaf.id}&page=${page}&page_size=20`,
      ]),
    );
  }
  await app.close();
  await bare.close();
  await database.close();

  console.log(`\n## ${kind}（${GOODS} 个商品，每项 ${SECONDS} 秒，2 核）`);
  console.log('| 项目 | p50 ms | p95 ms | p99 ms | req/s (8 连接) | 相对基线吞吐 |');
  console.log('|---|---|---|---|---|---|');
  for (const r of [baseline, ...results]) {
    console.log(
      `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${(r.rps / baseline.rps).toFixed(3)} |`,
    );
  }
}

mkdirSync(path.join(root, '.bench-data'), { recursive: true });
await forEachDatabase(values.db!, benchDatabase);
