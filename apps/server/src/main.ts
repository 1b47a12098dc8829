import { loadConfig, ConfigError } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { buildApp } from './app.ts';
import { sweepQualifications } from './modules/qualification/sweep.ts';
import { sweepUnpaidOrders } from './modules/checkout/sweep.ts';
import { followUpPayments } from './modules/checkout/gateway-follow-up.ts';
import { createGateways, GatewayConfigError } from './lib/payment/gateways.ts';

/** Read config, open the database, migrate, seed demo data if empty, listen; close cleanly on SIGTERM/SIGINT. */
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
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  if (config.SEED_DEMO) await seedDemoIfEmpty(database);
  const app = await buildApp({ config, database, gateways });
  // Hourly housekeeping, also at start: licence expiry and 30-day reminders (idempotent, safe in several
  // processes); on PGlite, which runs no autovacuum, VACUUM ANALYZE keeps index-only list pages possible.
  const sweep = async () => {
    await sweepQualifications(database.db).catch((error) =>
      app.log.error({ err: error }, 'qualification sweep failed'),
    );
    if (database.kind === 'pglite')
      await database.exec('VACUUM ANALYZE').catch((error) => app.log.error({ err: error }, 'vacuum failed'));
  };
  void sweep();
  const sweeper = setInterval(() => void sweep(), 3_600_000);
  sweeper.unref();
  // Every minute: unpaid orders past their deadline are cancelled (stock and coupons return), after
  // asking the gateway about their online payment in flight; then whatever a gateway still has to do
  // and failed before (close a retired trade, send late money back) is tried again.
  const orderSweeper = setInterval(() => {
    void (async () => {
      await sweepUnpaidOrders(database.db, gateways).catch((error) =>
        app.log.error({ err: error }, 'unpaid-order sweep failed'),
      );
      const report = await followUpPayments(database.db, gateways);
      if (report.failed.length > 0)
        app.log.error({ failed: report.failed }, 'payments still to close or refund at their gateway');
    })();
  }, 60_000);
  orderSweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    clearInterval(orderSweeper);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // In-flight requests get 10 s; then the database is closed regardless so no data dir stays locked.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const ms = Math.round(performance.now() - startedAt);
  const docs = config.API_DOCS ? `\n  API 文档: ${url}/api/docs` : '';
  console.log(`\n  ${config.SITE_TITLE}已启动 (${database.kind}, ${ms} ms): ${url}${docs}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
