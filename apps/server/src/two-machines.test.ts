// PostgreSQL only: two stores share one database, which PGlite cannot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_STAFF_PASSWORD } from './seed/demo-staff.ts';
import { startLocalRedis, type LocalRedis } from './test/redis-server.ts';
import { startLocalS3, type LocalS3 } from './test/s3-server.ts';
import { postgresFromTemplate } from './test/template.ts';
import { startStoreProcess, type StoreProcess } from './test/store-process.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Machine = StoreProcess & { dataDir: string };

/**
 * Two machines, simulated (issue #39): two `main.ts` processes with their own ports and data directories on one
 * PostgreSQL, one Redis and one S3-compatible bucket. What one is told, the other serves.
 */
describe.skipIf(!process.env.DATABASE_URL)('two machines on one database, one Redis and one bucket', () => {
  let s3: LocalS3;
  let redis: LocalRedis;
  let database: { url: string; drop: () => Promise<void> };
  let a: Machine;
  let b: Machine;

  const start = async (): Promise<Machine> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-machine-'));
    const store = await startStoreProcess({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '30',
      REDIS_URL: redis.url,
      ...s3.env,
    });
    return { ...store, dataDir };
  };

  beforeAll(async () => {
    [s3, redis] = await Promise.all([startLocalS3(), startLocalRedis()]);
    database = await postgresFromTemplate(process.env.DATABASE_URL!);
    [a, b] = await Promise.all([start(), start()]);
  }, 120_000);

  afterAll(async () => {
    for (const machine of [a, b]) {
      machine?.child.kill('SIGKILL');
      if (machine) rmSync(machine.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
    await s3?.stop();
    await redis?.stop();
  });

  /** Each check comes from an address of its own (TRUST_PROXY=1), so their API budgets stay apart. */
  const from = (address: string) => ({ 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': address });

  it('serves on one machine a photo uploaded through the other, and a delisting within a second', async () => {
    const staff = from('198.51.100.10');
    const login = await fetch(`${a.base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'marketing', password: DEMO_STAFF_PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const {
      rows: [picked],
    } = await client.query<{ id: number; category_id: number }>(
      'select id, category_id from goods where is_listed and category_id is not null order by id limit 1',
    );
    await client.end();

    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'box.jpg');
    const uploaded = await fetch(`${a.base}/api/admin/goods/${picked!.id}/images`, {
      method: 'POST',
      headers: { ...staff, cookie },
      body: form,
    });
    const url = ((await uploaded.json()) as { data: { images: string[] } }).data.images.at(-1)!;
    const servedByB = await fetch(`${b.base}${url}`, { headers: from('198.51.100.11') });
    expect(servedByB.status).toBe(200);
    expect(Buffer.from(await servedByB.arrayBuffer()).equals(photo)).toBe(true);

    const visitor = from('198.51.100.12');
    const totalOnB = async () =>
      (
        (await (
          await fetch(`${b.base}/api/goods/list?category_id=${picked!.category_id}`, { headers: visitor })
        ).json()) as { data: { total: number } }
      ).data.total;
    const before = await totalOnB();
    const delisted = await fetch(`${a.base}/api/admin/goods/${picked!.id}/listed`, {
      method: 'POST',
      headers: { ...staff, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ is_listed: 0 }),
    });
    expect(((await delisted.json()) as { msg: string }).msg).toBe('已下架');
    const until = Date.now() + 1_000;
    while ((await totalOnB()) === before && Date.now() < until) await pause(50);
    expect(await totalOnB()).toBe(before - 1);
  }, 60_000);

  it('draws one API budget per address on both machines', async () => {
    const address = from('198.51.100.99');
    const ask = async (machine: Machine) => (await fetch(`${machine.base}/api/goods/hot`, { headers: address })).status;
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push(await ask(a));
    for (let i = 0; i < 10; i++) answers.push(await ask(b));
    expect(answers.every((status) => status === 200)).toBe(true);
    // Counting alone, B would allow 20 more: Redis counts every answer of both at once.
    expect(await ask(b)).toBe(429);
  }, 60_000);
});
