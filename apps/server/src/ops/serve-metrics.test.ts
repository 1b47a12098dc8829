import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { httpRequests } from './metrics.ts';
import { bearerMatches, serveMetrics } from './serve-metrics.ts';
import { sampleOf } from '../test/metrics-text.ts';

const TOKEN = 'metrics-port-token-0001';

describe('the metrics port', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('answers GET /metrics with this process’s metrics, asks for the token when one is set, and nothing else', async () => {
    httpRequests.inc({ route: '/port-test', method: 'GET', status: 200 });
    const metrics = await serveMetrics({ port: 0, host: '127.0.0.1', token: TOKEN });
    closing.push(metrics.close);
    const url = `http://127.0.0.1:${metrics.port}`;
    const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(sampleOf(text, 'http_requests_total', { route: '/port-test' })).toBe(1);
    expect(text).toContain('process_cpu_seconds_total');
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await fetch(`${url}/`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('sums the workers’ metrics in a cluster primary', async () => {
    // Two real cluster workers, each loading ops/metrics.ts (through tsx, as the app's workers run) and
    // counting one request under the same labels: the primary's answer must say 2.
    cluster.setupPrimary({
      exec: fileURLToPath(new URL('./cluster-worker.fixture.ts', import.meta.url)),
      execArgv: ['--import', 'tsx'],
      silent: true,
    });
    const workers: Worker[] = [cluster.fork(), cluster.fork()];
    closing.push(async () => {
      for (const worker of workers) worker.kill();
    });
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
    const metrics = await serveMetrics({ port: 0, host: '127.0.0.1', cluster: true });
    closing.push(metrics.close);
    const text = await (await fetch(`http://127.0.0.1:${metrics.port}/metrics`)).text();
    expect(sampleOf(text, 'http_requests_total', { route: '/cluster-fixture', status: '200' })).toBe(2);
    // This (primary) process's own count is not among them: only the workers are asked.
    expect(sampleOf(text, 'http_requests_total', { route: '/port-test' })).toBe(0);
  }, 60_000);

  it('compares the bearer token whole', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [undefined, '', TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `bearer ${TOKEN}`])
      expect(bearerMatches(header, TOKEN)).toBe(false);
  });
});
