import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUse } from '../db/statements.ts';

/**
 * The store's Prometheus metrics (issue #39), in one registry of their own, served by ops/serve-metrics.ts.
 * Label values are always from a small fixed set (route templates, statement names, results): never an id,
 * a URL or anything a request chose, so a series count cannot grow with traffic.
 *
 * In a cluster worker the registry answers the primary's AggregatorRegistry (prom-client asks each worker
 * over the IPC channel and sums counters and histograms), so a worker needs nothing but to load this module.
 */
export const registry = new Registry();

// Heap, GC, handles, CPU and event-loop lag (monitorEventLoopDelay, sampled every 10 ms).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes prom-client answer the primary's requests in a worker.
  new AggregatorRegistry();
}

/** Seconds buckets from 5 ms to 10 s: an API answer, a statement or a sweep all fall in them. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Answered requests by route template, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});
export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by route template',
  labelNames: ['route', 'method'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const statementDuration = new Histogram({
  name: 'db_statement_duration_seconds',
  help: 'Statement time as the app sees it (PGlite: waiting for its one connection included), by statement name',
  labelNames: ['statement'] as const,
  buckets: SECONDS,
  registers: [registry],
});
export const slowStatements = new Counter({
  name: 'db_slow_statements_total',
  help: 'Statements that took SLOW_STATEMENT_MS or longer, by statement name',
  labelNames: ['statement'] as const,
  registers: [registry],
});
export const statementErrors = new Counter({
  name: 'db_statement_errors_total',
  help: 'Statements that failed, by statement name',
  labelNames: ['statement'] as const,
  registers: [registry],
});
export const poolCheckoutWait = new Histogram({
  name: 'db_pool_checkout_wait_seconds',
  help: 'PostgreSQL: how long a statement or transaction waited for a free connection of the pool',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
});

/** The database whose pool the gauges read at each scrape (the app's; the last app built, in tests). */
let pooled: { poolUse(): PoolUse } | undefined;
export const watchPool = (database: { poolUse(): PoolUse } | undefined) => {
  pooled = database;
};
const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      if (pooled) this.set(read(pooled.poolUse()));
    },
  });
poolGauge('db_pool_connections', 'Connections open (PGlite: its one)', (use) => use.total);
poolGauge('db_pool_idle_connections', 'Connections open and idle', (use) => use.idle);
poolGauge('db_pool_waiting', 'Statements or transactions waiting for a connection', (use) => use.waiting);

export const ordersPlaced = new Counter({
  name: 'orders_placed_total',
  help: 'Orders placed by buyers (checkout committed)',
  registers: [registry],
});
export const ordersPaid = new Counter({
  name: 'orders_paid_total',
  help: 'Orders paid, by how (balance, online gateway, bank transfer confirmed)',
  labelNames: ['method'] as const,
  registers: [registry],
});
export const paymentNotices = new Counter({
  name: 'payment_notices_total',
  help: "Gateways' payment notices, by gateway and what became of them",
  labelNames: ['gateway', 'result'] as const,
  registers: [registry],
});

const sweepsRun = new Counter({
  name: 'sweeps_total',
  help: 'Housekeeping sweeps run, by sweep and result',
  labelNames: ['sweep', 'result'] as const,
  registers: [registry],
});
const sweepDuration = new Histogram({
  name: 'sweep_duration_seconds',
  help: 'Housekeeping sweep time, by sweep',
  labelNames: ['sweep'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

/**
 * Runs one housekeeping sweep, counted and timed under `name` (main.ts's scheduleHousekeeping); its result
 * or error goes back to the caller unchanged, so the caller's own error handling stays as it was.
 */
export async function timedSweep<T>(name: string, sweep: () => Promise<T>): Promise<T> {
  const end = sweepDuration.startTimer({ sweep: name });
  try {
    const result = await sweep();
    sweepsRun.inc({ sweep: name, result: 'ok' });
    return result;
  } catch (error) {
    sweepsRun.inc({ sweep: name, result: 'failed' });
    throw error;
  } finally {
    end();
  }
}

const exportsInFlight = new Gauge({
  name: 'exports_in_flight',
  help: 'Console .xlsx exports being streamed now, by export',
  labelNames: ['export'] as const,
  registers: [registry],
});

/** Counts one streamed export from now until `stream` ends, fails or is closed (a cancelled download). */
export function countExportInFlight(name: string, stream: NodeJS.EventEmitter): void {
  exportsInFlight.inc({ export: name });
  let counted = true;
  const done = () => {
    if (!counted) return;
    counted = false;
    exportsInFlight.dec({ export: name });
  };
  stream.once('close', done);
  stream.once('end', done);
  stream.once('error', done);
}
