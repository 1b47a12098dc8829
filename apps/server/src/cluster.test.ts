// PostgreSQL only: several worker processes share one database, which PGlite cannot.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { postgresFromTemplate } from './test/template.ts';
import { startStoreProcess, type StoreProcess } from './test/store-process.ts';

const childPids = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

describe.skipIf(!process.env.DATABASE_URL)('WORKERS=2: one port, a rolling restart under load, a clean stop', () => {
  let store: StoreProcess;
  let base: string;
  let dataDir: string;
  let database: { url: string; drop: () => Promise<void> };
  let goodsId: number;
  beforeAll(async () => {
    database = await postgresFromTemplate(process.env.DATABASE_URL!);
    // A goods whose stock no number of adds below can exhaust.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      `update goods set stock = 1000000
        where id = (select min(id) from goods g where is_listed and is_buy and type = 0 and middle_package = 1
                      and not is_free_shipping
                      and not exists (select 1 from activity_goods ag where ag.goods_id = g.id))
       returning id`,
    );
    await client.end();
    goodsId = rows[0]!.id;
    dataDir = mkdtempSync(path.join(tmpdir(), 'store-cluster-'));
    store = await startStoreProcess({
      WORKERS: '2',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: '2000',
      RATE_LIMIT_MAX: '100000',
    });
    base = store.base;
  }, 120_000);

  afterAll(async () => {
    if (store.child.exitCode === null) store.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('serves from two workers, and replaces both under load without failing a request or losing a write', async () => {
    expect(store.output()).toContain('postgres × 2 个进程');
    expect(childPids(store.child.pid!)).toHaveLength(2);
    expect(Number(readFileSync(path.join(dataDir, 'store.pid'), 'utf8'))).toBe(store.child.pid);

    const headers = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
    const { username, password } = DEMO_ACCOUNTS.buyer;
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username, password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const buyer = { ...headers, cookie };
    const inCart = async () => {
      const list = (await (await fetch(`${base}/api/cart/list`, { headers: buyer })).json()) as {
        data: { data: { goods: { id: number }; number: number }[] };
      };
      return list.data.data.find((line) => line.goods.id === goodsId)?.number ?? 0;
    };
    const inCartBefore = await inCart();
    const before = childPids(store.child.pid!);

    // Eight clients on kept-alive connections: reads, and adds of one unit each, until the restart is done.
    const failures: string[] = [];
    let added = 0;
    let answered = 0;
    let restarted = false;
    const client = async (n: number) => {
      for (let i = 0; !restarted; i++) {
        const write = (i + n) % 3 === 0;
        try {
          const res = write
            ? await fetch(`${base}/api/cart`, {
                method: 'POST',
                headers: buyer,
                body: JSON.stringify({ params: [{ goods_id: goodsId, number: 1, ck_id: 0 }] }),
              })
            : await fetch(`${base}/api/cart/total`, { headers: buyer });
          const body = (await res.json()) as { code: number; msg: string };
          answered += 1;
          if (res.status !== 200 || body.code !== 10000) failures.push(`${res.status} ${body.msg}`);
          else if (write) added += 1;
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(store.child.pid!, 'SIGHUP');
    await store.printed('every worker replaced', 90_000);
    restarted = true;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
    const after = childPids(store.child.pid!);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    // Every add that was answered is in the cart, once.
    expect(added).toBeGreaterThan(10);
    expect(await inCart()).toBe(inCartBefore + added);
  }, 150_000);

  it('stops on SIGTERM: the workers drain, the primary exits 0 and removes its pid file', async () => {
    const exited = new Promise<number | null>((resolve) => store.child.once('exit', resolve));
    store.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(() => readFileSync(path.join(dataDir, 'store.pid'))).toThrow();
  }, 60_000);
});
