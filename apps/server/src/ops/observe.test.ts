import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { makeBuyers } from '../test/buyers.ts';
import { recharge } from '../test/orders-fixture.ts';
import { ordering } from '../test/ordering.ts';
import { onlinePaying } from '../test/online.ts';
import { theRow } from '../db/rows.ts';
import { sampleOf } from '../test/metrics-text.ts';

const TOKEN = 'metrics-token-for-tests-0001';
const BEARER = { authorization: `Bearer ${TOKEN}` };

describe('watching the store: /metrics, request ids, one log line a request, slow statements', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    // Threshold 0: every statement counts as slow, so the slow-statement log and counter can be seen.
    t = await createTestApp(
      { METRICS_TOKEN: TOKEN, SLOW_STATEMENT_MS: '0' },
      {
        logger: {
          level: 'info',
          stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
        },
      },
    );
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers /metrics only with the token, and otherwise as a path nothing serves', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    }
    // A statement first: a PostgreSQL pool opens its first connection for it.
    await t.inject({ method: 'GET', url: '/api/health' });
    const res = await t.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('nodejs_heap_size_used_bytes');
    // PGlite's one connection, or the pool's open ones (at least the one that served /api/health).
    expect(sampleOf(res.body, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatch(/^db_pool_waiting \d+$/m);
  });

  it('counts requests by route template, never by the raw URL', async () => {
    const labels = { route: '/api/goods/detail/:id', method: 'GET', status: '422' };
    // The registry is the process's: other files in this worker count their requests in it too.
    const first = await scrape();
    const before = sampleOf(first, 'http_requests_total', labels);
    const timedBefore = sampleOf(first, 'http_request_duration_seconds_count', { route: labels.route, method: 'GET' });
    await t.inject({ method: 'GET', url: '/api/goods/detail/2147483648' });
    await t.inject({ method: 'GET', url: '/api/goods/detail/2147483649' });
    await t.inject({ method: 'GET', url: '/no/such/page/123' });
    const text = await scrape();
    expect(sampleOf(text, 'http_requests_total', labels)).toBe(before + 2);
    expect(text).not.toContain('2147483648');
    expect(text).not.toContain('/no/such/page');
    expect(sampleOf(text, 'http_request_duration_seconds_count', { route: labels.route, method: 'GET' })).toBe(
      timedBefore + 2,
    );
  });

  it('times statements by name and counts and logs the slow ones with the name', async () => {
    const before = await scrape();
    await t.inject({ method: 'GET', url: '/api/health' });
    const after = await scrape();
    // /api/health runs `select 1`, whose name is its first word.
    const count = (text: string, name: string) => sampleOf(text, name, { statement: 'select' });
    expect(count(after, 'db_statement_duration_seconds_count')).toBeGreaterThan(
      count(before, 'db_statement_duration_seconds_count'),
    );
    expect(count(after, 'db_slow_statements_total')).toBeGreaterThan(count(before, 'db_slow_statements_total'));
    const slow = lines.filter((line) => line.msg === 'slow statement');
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.at(-1)).toMatchObject({ level: 40, statement: expect.any(String), ms: expect.any(Number) });
  });

  it('names the request a slow statement ran for, a request with a body included', async () => {
    // Over a real socket: its body arrives on the socket's own events (inject hands it over in one piece).
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await (await fetch(`${base}/api/goods/detail/1`, { headers: { 'x-request-id': 'slow-get-1' } })).arrayBuffer();
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: {
        'x-request-id': 'slow-post-1',
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ username: 'nobody-here', password: 'wrong-password-1' }),
    });
    expect(login.status).toBeLessThan(500);
    const slowOf = (reqId: string) => lines.filter((line) => line.msg === 'slow statement' && line.reqId === reqId);
    expect(slowOf('slow-get-1').length).toBeGreaterThan(0);
    expect(slowOf('slow-post-1').length).toBeGreaterThan(0);
  });

  it('keeps a sane incoming request id, replaces a hostile one, and sends it back on 200, 404 and 422', async () => {
    const kept = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-42.abc_DEF' } });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc_DEF');
    for (const hostile of ['a b', 'x'.repeat(65), '<script>', 'id";"level":60', '']) {
      const res = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': hostile } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const missing = await t.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await t.inject({ method: 'GET', url: '/api/goods/detail/2147483648' });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it('writes one JSON line per request, with its id, route, status and time, and the id on every line of it', async () => {
    const id = 'trace-one-line-1';
    await t.inject({ method: 'GET', url: '/api/health?secret=1', headers: { 'x-request-id': id } });
    const mine = lines.filter((line) => line.reqId === id);
    const requestLines = mine.filter((line) => line.msg === 'request');
    expect(requestLines).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/health', path: '/api/health', status: 200 }),
    ]);
    expect(requestLines[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(mine)).not.toContain('secret=1');
    // Fastify's own "incoming request" / "request completed" pair is off.
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
  });

  it('counts an order placed and paid once each', async () => {
    const o = ordering(t);
    const buyer = theRow(await makeBuyers(t, 1));
    await recharge(t, buyer.id, 1_000_000);
    const before = await scrape();
    const order = await o.orderOne(buyer);
    const paid = await o.pay(buyer.headers, order.id, 'balance');
    expect(paid.json().code).toBe(10000);
    // Paying a paid order again changes nothing, and is not counted again.
    await o.pay(buyer.headers, order.id, 'balance');
    const after = await scrape();
    expect(sampleOf(after, 'orders_placed_total')).toBe(sampleOf(before, 'orders_placed_total') + 1);
    const balance = { method: 'balance' };
    expect(sampleOf(after, 'orders_paid_total', balance)).toBe(sampleOf(before, 'orders_paid_total', balance) + 1);
  });

  it('counts an order paid online once however often the gateway repeats its notice, and a confirmed transfer', async () => {
    const o = ordering(t);
    const online = onlinePaying(t);
    const buyer = theRow(await makeBuyers(t, 1));
    const [byGateway, byTransfer] = [await o.orderOne(buyer), await o.orderOne(buyer)];
    const before = await scrape();
    const started = (await online.pay(buyer.headers, byGateway.id)).json().data;
    const outTradeNo = online.outTradeNoOf(started.redirect_url);
    const notice = online
      .gateway('sandbox')
      .notificationBody(
        { outTradeNo, amountFen: Math.round(byGateway.payable_amount * 100), tradeNo: `T-${outTradeNo}` },
        'TRADE_SUCCESS',
      );
    for (let i = 0; i < 3; i++) expect((await online.notify('sandbox', notice)).statusCode).toBe(200);
    expect(await online.statusOf(byGateway.id)).toBe(1);
    expect((await o.pay(buyer.headers, byTransfer.id, 'transfer')).json().code).toBe(10000);
    const finance = await t.loginStaff();
    const confirm = () =>
      t.inject({ method: 'POST', url: `/api/admin/order/${byTransfer.id}/confirm_transfer`, headers: finance });
    expect((await confirm()).json().code).toBe(10000);
    expect((await confirm()).json().code).not.toBe(10000);
    const after = await scrape();
    for (const method of ['online', 'transfer']) {
      expect(sampleOf(after, 'orders_paid_total', { method }), method).toBe(
        sampleOf(before, 'orders_paid_total', { method }) + 1,
      );
    }
  });
});

describe('where /metrics is not served on the store port', () => {
  it('has none without a token, and none with METRICS_PORT set (that port serves it)', async () => {
    const envs: Record<string, string>[] = [{}, { METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' }];
    for (const env of envs) {
      const t = await createTestApp(env);
      try {
        const res = await t.inject({ method: 'GET', url: '/metrics', headers: BEARER });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('http_requests_total');
      } finally {
        await t.close();
      }
    }
  });
});
