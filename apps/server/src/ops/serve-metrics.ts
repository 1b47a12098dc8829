import nodeCluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import { RequestRefusal } from '@store/shared/codes';
import { AppError } from '../lib/errors.ts';
import type { Config } from '../config.ts';
import { registry } from './metrics.ts';

/**
 * Where /metrics is answered (issue #39: never public):
 *
 * - METRICS_PORT set: only on that port, by `serveMetrics` below; the store's own port has no /metrics.
 *   Single process: main.ts calls `serveMetrics({ port, host, token })` after listening. Cluster (WORKERS=N):
 *   the primary calls `serveMetrics({ port, host, token, cluster: true })` and answers with every worker's
 *   metrics summed (prom-client's AggregatorRegistry asks the workers over IPC; a worker answers because it
 *   loads ops/metrics.ts with the app); workers call nothing. With METRICS_TOKEN also set, the port asks for it.
 * - METRICS_TOKEN set without a port: GET /metrics on the store's port (`registerMetricsRoute`, from buildApp),
 *   answered only with `Authorization: Bearer <METRICS_TOKEN>`; without it the answer is the 404 of a path no
 *   route serves, so the store does not tell a scanner that the endpoint exists. Under a cluster this answers
 *   with one worker's numbers only (whichever took the connection): a cluster wants METRICS_PORT.
 * - Neither: no /metrics anywhere (the metrics are still counted; nothing reads them).
 */
export type MetricsServerOptions = {
  port: number;
  host?: string;
  /** The bearer token to ask for (METRICS_TOKEN); none: the port alone guards it. */
  token?: string;
  /** A cluster primary: sum the workers' metrics instead of answering with this process's own. */
  cluster?: boolean;
};

/**
 * The metrics port as configured (METRICS_PORT, on HOST, asking METRICS_TOKEN when set), or nothing when no
 * port is set or this process is a cluster worker (its primary serves every worker's). main.ts calls it after
 * listening; a cluster primary calls it with `{ cluster: true }`.
 */
export async function serveConfiguredMetrics(config: Config, { cluster = false } = {}) {
  if (config.METRICS_PORT === undefined || nodeCluster.isWorker) return undefined;
  return serveMetrics({ port: config.METRICS_PORT, host: config.HOST, token: config.METRICS_TOKEN, cluster });
}

/** Same-length digests, so the comparison takes the same time whatever the token's length or first wrong byte. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries exactly `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/** GET /metrics on the app itself, behind METRICS_TOKEN (buildApp calls it only when no METRICS_PORT is set). */
export function registerMetricsRoute(app: FastifyInstance, token: string): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) throw new AppError(RequestRefusal.API_NOT_FOUND);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/**
 * A small HTTP server answering GET /metrics only (404 to anything else, 401 without the token when one is
 * set). Resolves once it listens; `close()` stops it (main.ts's or the primary's shutdown).
 */
export async function serveMetrics(
  options: MetricsServerOptions,
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const aggregator = options.cluster ? new AggregatorRegistry() : undefined;
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') return void response.writeHead(404).end();
    if (options.token && !bearerMatches(request.headers.authorization, options.token))
      return void response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    const metrics = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    metrics.then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      // A worker that does not answer within prom-client's 5 s fails the whole scrape; Prometheus retries.
      (error: unknown) => response.writeHead(503, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
