import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../test/harness.ts';
import { casesOf, operationsOf, type FuzzCase, type OpenApi, type Operation } from '../test/fuzz-cases.ts';

/**
 * Walks the OpenAPI document and sends every operation hostile input (see test/fuzz-cases.ts),
 * anonymously, as the demo buyer, and as a super admin for /api/admin. Whatever the input: no 5xx,
 * always the `{code,msg,data}` envelope, never a stack frame or SQL text.
 */

/** Answers that are not the envelope by design, when they succeed. */
const NON_ENVELOPE_SUCCESS: Record<string, string> = {
  'GET /api/upload/after_sales/{name}': 'the photo itself (image bytes) for its owner',
  'GET /api/cart/import/template': 'the purchase-list template is a CSV download',
  'GET /api/invoice/{id}/file': 'the e-invoice file itself (PDF) for its owner',
  'GET /api/order/receiving_export': "the buyer's 入库验收单 of a range of days as an .xlsx download",
  'GET /api/order/{id}/receiving_export': "one order's 入库验收单 as an .xlsx download",
  'GET /api/order/{id}/delivery_note': "the buyer's own delivery note (随货同行单, PDF) of a shipped order",
  'GET /api/qc_report/{id}/file': 'the quality-inspection report itself (PDF) for a logged-in buyer',
  'GET /api/admin/invoice/{id}/file': 'the issued e-invoice (PDF) for finance',
  'GET /api/admin/after_sales/{id}/photo/{index}': 'an after-sales photo for the staff reviewing it',
  'GET /api/admin/qualification_files/{id}': 'a licence scan for the reviewer',
  'GET /api/admin/order/{id}/delivery_note': 'the delivery note (随货同行单, PDF) of a shipped order',
  'GET /api/admin/goods/export': 'the filtered goods as an .xlsx download',
  'GET /api/admin/stock_batches/export': 'the filtered stock batches as an .xlsx download',
  'GET /api/admin/orders/export': 'the order lines of a period as an .xlsx download for finance',
};
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>[\] ]+ \(?[^)\s]*:\d+:\d+\)?/],
  ['SQL', /\bSELECT\b|\bINSERT\b|\bUPDATE |violates|relation "|syntax error/],
];
const BATCH = 8;

/** `alive`: a call that answers 10001 once the identity's session has ended (the buyers' /api/user/base by default). */
type Identity = {
  name: string;
  headers: () => Promise<Record<string, string>> | Record<string, string>;
  alive?: string;
};

describe('API fuzz: every operation of the OpenAPI document survives hostile input', () => {
  let t: TestApp;
  let operations: Operation[];
  let requests = 0;
  const failures: string[] = [];

  beforeAll(async () => {
    // One client sends thousands of requests here: the rate limit is tested elsewhere.
    t = await createTestApp({ RATE_LIMIT_MAX: '10000000' });
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    operations = operationsOf(doc);
  });
  afterAll(async () => {
    console.info(`API fuzz: ${requests} requests over ${operations?.length ?? 0} operations`);
    await t.close();
  });

  function check(fuzz: FuzzCase, who: string, res: LightMyRequestResponse) {
    requests++;
    const where = `${who} ${fuzz.label} → ${res.statusCode}`;
    if (res.statusCode >= 500) return failures.push(`${where}: ${res.body.slice(0, 200)}`);
    const leak = LEAKS.find(([, pattern]) => pattern.test(res.body));
    if (leak) return failures.push(`${where}: ${leak[0]} in ${res.body.slice(0, 200)}`);
    const operation = fuzz.label.split(' ').slice(0, 2).join(' ');
    if (res.statusCode < 400 && NON_ENVELOPE_SUCCESS[operation]) return;
    if (answersInGatewayProtocol(fuzz, res)) return;
    let body: { code?: unknown; msg?: unknown; data?: unknown; errors?: Record<string, string[]> };
    try {
      body = res.json();
    } catch {
      return failures.push(`${where}: not JSON: ${res.body.slice(0, 120)}`);
    }
    if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) {
      return failures.push(`${where}: not the envelope: ${res.body.slice(0, 120)}`);
    }
    // A schema's 422 names the field; one without `errors` is the database's refusal caught by the
    // error handler's safety net, which means a schema bound is missing.
    if (res.statusCode === 422 && Object.keys(body.errors ?? {}).length === 0) {
      failures.push(`${where}: refused by the database, not by the schema: ${res.body.slice(0, 120)}`);
    }
  }

  /**
   * A configured gateway's notification route answers in that gateway's own protocol (Alipay 'fail',
   * WeChat Pay's JSON), exactly its `acknowledged` or `rejected` answer; an unknown gateway gets the envelope.
   */
  function answersInGatewayProtocol(fuzz: FuzzCase, res: LightMyRequestResponse): boolean {
    const name = /^\/api\/pay\/notify\/([^/?]+)/.exec(String(fuzz.request.url ?? ''))?.[1];
    const gateway = name ? t.gateways.get(decodeURIComponent(name)) : undefined;
    if (!gateway) return false;
    return [gateway.acknowledged, gateway.rejected].some(
      (answer) => answer.status === res.statusCode && answer.body === res.body,
    );
  }

  /** Runs the cases in parallel batches; logs the identity back in when a case ended its session. */
  async function run(identity: Identity, ops: Operation[]) {
    let headers = await identity.headers();
    const cases = ops.flatMap(casesOf);
    for (let i = 0; i < cases.length; i += BATCH) {
      const batch = cases.slice(i, i + BATCH);
      const answers = await Promise.all(
        batch.map((fuzz) => t.inject({ ...fuzz.request, headers: { ...headers, ...fuzz.request.headers } })),
      );
      batch.forEach((fuzz, k) => check(fuzz, identity.name, answers[k]!));
      // A case may end the session (logout, switching store): a 401 in the batch says so.
      const sessionMayHaveEnded = headers.cookie && answers.some((res) => res.statusCode === 401);
      if (
        sessionMayHaveEnded &&
        (await t.inject({ method: 'GET', url: identity.alive ?? '/api/user/base', headers })).json().code === 10001
      ) {
        headers = await identity.headers();
      }
    }
  }

  it('answers every hostile request to every operation with a 4xx or 2xx envelope, anonymous or logged in', async () => {
    expect(operations.length).toBeGreaterThan(90);
    const shop = operations.filter((op) => !op.path.startsWith('/api/admin'));
    const admin = operations.filter((op) => op.path.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(5);
    for (const [identity, ops] of [
      [{ name: 'anonymous', headers: () => ({ ...BROWSER_HEADERS }) }, operations],
      [{ name: 'buyer', headers: () => t.login('buyer') }, shop],
      [{ name: 'staff', headers: () => t.loginStaff('admin'), alive: '/api/admin/auth/me' }, admin],
    ] as const) {
      const started = performance.now();
      await run(identity, ops);
      console.info(`${identity.name}: ${Math.round(performance.now() - started)} ms`);
    }
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 180_000);

  it('answers unknown API paths with the 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      for (const url of [
        '/api/no/such/thing',
        '/api',
        '/api/',
        '/api/goods/detail/1/extra',
        '/api/%00',
        '/API/goods/list',
      ]) {
        const res = await t.inject({ method, url, headers: { ...BROWSER_HEADERS } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json(), `${method} ${url}`).toMatchObject({ code: 404, data: null });
      }
    }
  });
});
