import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import cluster from 'node:cluster';
import { loadConfig, ConfigError, type Config } from './config.ts';
import { Drain } from './lib/drain.ts';
import { claimRun } from './lib/run-once.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { sql } from 'drizzle-orm';
import { createGateways, GatewayConfigError, type PaymentGateways } from './lib/payment/gateways.ts';
import { timedSweep } from './ops/metrics.ts';
import { serveConfiguredMetrics } from './ops/serve-metrics.ts';
import { warmUp } from './warm-up.ts';

/** Housekeeping waits this long after start, so it never competes with the first requests for the database. */
const FIRST_SWEEP_DELAY_MS = 30_000;
/** See the listen below. */
const LISTEN_BACKLOG = 4096;

/**
 * Read config; open the database while the app's modules load; migrate (before any route can touch the
 * database), seed demo data if empty, listen; housekeeping afterwards; close cleanly on SIGTERM/SIGINT.
 * Whatever can wait is left out of the path to the first answer (measured by `node bench/startup.mjs`).
 */
async function main() {
  const startedAt = performance.now();
  let config;
  let gateways;
  try {
    config = loadConfig();
    gateways = createGateways(config);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof GatewayConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.WORKERS > 1 && cluster.isPrimary) {
    // The primary migrates and seeds once, before any worker opens the database, then only looks after them.
    await (await preparedDatabase(config)).close();
    const { runPrimary } = await import('./cluster.ts');
    runPrimary({
      workers: config.WORKERS,
      // The program this process runs (scripts/start.mjs under `npm start`): the server build rewrites each
      // module's import.meta.url to its source file, which only this process's loader could run.
      exec: process.argv[1]!,
      pidFile: path.join(config.DATA_DIR, 'store.pid'),
      onListening: (port) =>
        console.log(startedLine(config, port, 'postgres', startedAt, ` × ${config.WORKERS} 个进程`)),
      log: (line) => console.log(line),
    });
    // The workers' metrics, summed, on METRICS_PORT (a worker's own port would show only its own numbers).
    await serveConfiguredMetrics(config, { cluster: true });
    return;
  }
  // PGlite spends ~0.5 s starting PostgreSQL in WebAssembly, partly waiting on files and compilation: the
  // app's modules (its own chunk of apps/server/dist) load meanwhile.
  const [database, { buildApp }] = await Promise.all([preparedDatabase(config), import('./app.ts')]);
  const app = await buildApp({ config, database, gateways });

  const drain = new Drain(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM (a deploy, a rolling restart) drains first; Ctrl-C in a terminal does not wait for it.
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
    app.log.info(
      { signal, connections: drain.connections },
      'shutting down: draining, then finishing in-flight requests',
    );
    // In-flight requests get 10 s after the drain; then the database is closed regardless so no data dir stays locked.
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    await drain.drain(drainMs);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  scheduleHousekeeping(app, database, gateways);
  await warmUp(app);
  // A queue of connections not yet accepted as long as the kernel allows (Linux caps it at somaxconn, 4096 by
  // default): a flash sale opens ~1,000 connections in the same instant, and with Node's default of 511 the
  // kernel dropped the rest's first SYN, which the buyer's system retries only a second later
  // (bench:flash's floor against a bare route: p99 1.07 s with 511, 0.3 s with 4096).
  await app.listen({ host: config.HOST, port: config.PORT, backlog: LISTEN_BACKLOG });
  // A cluster's workers are announced once, by the primary, which also serves their metrics.
  if (cluster.isPrimary) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    await serveConfiguredMetrics(config);
    console.log(startedLine(config, port, database.kind, startedAt));
  }
}

/** Opens the database, brings it to the newest migration and, when it has no account yet, seeds the demo. */
async function preparedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  if (config.SEED_DEMO && (await hasNoAccounts(database))) {
    const { seedDemoIfEmpty } = await import('./seed/demo.ts');
    await seedDemoIfEmpty(database);
  }
  return database;
}

/** What `npm start` prints once the store answers: its addresses. */
function startedLine(config: Config, port: number, kind: Database['kind'], startedAt: number, processes = '') {
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const ms = Math.round(performance.now() - startedAt);
  const docs = config.API_DOCS ? `\n  API 文档: ${url}/api/docs` : '';
  // The same test as plugins/external/admin-static.ts: the console is served when its build is there.
  const consoleLine =
    config.ADMIN_DIST && existsSync(path.resolve(config.ADMIN_DIST, 'index.html')) ? `\n  运营后台: ${url}/admin/` : '';
  return `\n  ${config.SITE_TITLE}已启动 (${kind}${processes}, ${ms} ms): ${url}${consoleLine}${docs}\n`;
}

/** An empty database gets the demo data; the seed's modules (the demo catalogue among them) load only then. */
/** No buyer or no staff account yet (a new database, or a demo database from before the console): seed the demo. */
const hasNoAccounts = async (database: Database) =>
  (
    await database.db
      .select({ one: sql`1` })
      .from(sql`(select 1) as one`)
      .where(sql`not exists (select 1 from users) or not exists (select 1 from staff)`)
  ).length > 0;

/**
 * Hourly, first FIRST_SWEEP_DELAY_MS after start: licence expiry and 30-day reminders, and batch-tracked goods'
 * sellable stock and near-expiry zone brought back to their batches, expired ones no longer counted, points past
 * their year-end expired, unused coupons past their expiry marked expired, what is left on expired cash vouchers
 * written off as 'expire' ledger rows (each idempotent, safe in several processes); on PGlite, which runs no
 * autovacuum, VACUUM ANALYZE (a table at a time, db/vacuum.ts) keeps index-only list pages
 * possible. Every minute: unpaid orders past their deadline are cancelled (stock and coupons return), after
 * asking the gateway about their online payment in flight; then whatever a gateway still has to do and
 * failed before (close a retired trade, send late money back) is tried again; and the units sold since the last
 * minute are added to the goods' 销量 (modules/catalogue/sales-rollup.ts). Each job runs once a period across
 * every process and machine: the process that claims the period's run (lib/run-once.ts) does it.
 */
function scheduleHousekeeping(app: FastifyInstance, database: Database, gateways: PaymentGateways) {
  const sweep = async () => {
    const { sweepQualifications } = await import('./modules/qualification/sweep.ts');
    await timedSweep('qualifications', () => sweepQualifications(database.db)).catch((error) =>
      app.log.error({ err: error }, 'qualification sweep failed'),
    );
    const { sweepBatches } = await import('./modules/stock/sellable.ts');
    await timedSweep('stock_batches', () => sweepBatches(database.db)).catch((error) =>
      app.log.error({ err: error }, 'stock batch sweep failed'),
    );
    const { sweepExpiredVouchers } = await import('./modules/vouchers/sweep.ts');
    await timedSweep('voucher_expiry', () => sweepExpiredVouchers(database.db)).catch((error) =>
      app.log.error({ err: error }, 'voucher expiry sweep failed'),
    );
    const { closeStaleRecharges } = await import('./modules/wallet/recharge-online.ts');
    await timedSweep('recharges', () => closeStaleRecharges(database.db)).catch((error) =>
      app.log.error({ err: error }, 'recharge sweep failed'),
    );
    const { settleCashback } = await import('./modules/cashback/settle.ts');
    await timedSweep('cashback', () => settleCashback(database.db)).catch((error) =>
      app.log.error({ err: error }, 'cashback sweep failed'),
    );
    const { sweepPointsExpiry } = await import('./modules/points/expiry.ts');
    await timedSweep('points_expiry', () => sweepPointsExpiry(database.db)).catch((error) =>
      app.log.error({ err: error }, 'points expiry sweep failed'),
    );
    // Unused coupons past their expiry marked expired (idempotent, SKIP LOCKED across processes).
    const { sweepExpiredCoupons } = await import('./modules/coupons/service.ts');
    await timedSweep('coupon_expiry', () => sweepExpiredCoupons(database.db)).catch((error) =>
      app.log.error({ err: error }, 'coupon expiry sweep failed'),
    );
    const { forgetOldWindows } = await import('./plugins/external/rate-limit-pg.ts');
    await timedSweep('rate_limit_windows', () => forgetOldWindows(database.db)).catch((error) =>
      app.log.error({ err: error }, 'rate-limit sweep failed'),
    );
    if (database.kind === 'pglite') {
      const { vacuumTableByTable } = await import('./db/vacuum.ts');
      await timedSweep('vacuum', () => vacuumTableByTable(database)).catch((error) =>
        app.log.error({ err: error }, 'vacuum failed'),
      );
    }
  };
  const sweepOrders = async () => {
    const { sweepUnpaidOrders } = await import('./modules/checkout/sweep.ts');
    const { followUpPayments } = await import('./modules/online-payments/follow-up.ts');
    await timedSweep('unpaid_orders', () => sweepUnpaidOrders(database.db, gateways)).catch((error) =>
      app.log.error({ err: error }, 'unpaid-order sweep failed'),
    );
    const report = await timedSweep('payment_follow_up', () => followUpPayments(database.db, gateways));
    if (report.failed.length > 0)
      app.log.error({ failed: report.failed }, 'payments still to close or refund at their gateway');
    const { rollUpSales } = await import('./modules/catalogue/sales-rollup.ts');
    await timedSweep('sales_rollup', () => rollUpSales(database.db)).catch((error) =>
      app.log.error({ err: error }, 'sales roll-up failed'),
    );
  };
  // Every worker on every machine keeps these timers; the one that claims a period's run does the work.
  const once = (job: string, periodMs: number, run: () => Promise<void>) => () =>
    void claimRun(database.db, job, periodMs)
      .then((claimed) => (claimed ? run() : undefined))
      .catch((error: unknown) => app.log.error({ err: error, job }, 'scheduled run failed'));
  const first = setTimeout(once('hourly', 3_600_000, sweep), FIRST_SWEEP_DELAY_MS);
  const sweeper = setInterval(once('hourly', 3_600_000, sweep), 3_600_000);
  const orderSweeper = setInterval(once('orders', 60_000, sweepOrders), 60_000);
  for (const timer of [first, sweeper, orderSweeper]) timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(sweeper);
    clearInterval(orderSweeper);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
