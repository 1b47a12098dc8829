import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
// A type only: ioredis itself loads when REDIS_URL asks for it.
import type { Redis as RedisClient } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { pgRateLimitStore } from './rate-limit-pg.ts';
import { isApiPath, routedPath } from '../app/routed-path.ts';

/**
 * Rate limit per client IP. In memory for one process; Redis when REDIS_URL is set so several
 * processes share one budget (DESIGN "At scale"); on PostgreSQL without Redis through the database, so workers
 * and machines never count alone (rate-limit-pg.ts). PGlite is one process: in memory.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  let redis: RedisClient | undefined;
  if (config.REDIS_URL) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    // Connected before the app answers: with no offline queue, a request before the connection was a 500. A Redis
    // that is not there at start stops the start, naming REDIS_URL.
    // Outages are retried by ioredis in the background and logged here (an error event nobody listens to is
    // printed as unhandled).
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable: the API budget is not counted'));
    await redis.connect().catch((error: unknown) => {
      redis?.disconnect();
      throw new Error(`REDIS_URL: cannot connect to Redis (${String(error)})`, { cause: error });
    });
    app.addHook('onClose', async () => void redis?.disconnect());
  }
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    redis,
    store: !redis && database.kind === 'postgres' ? pgRateLimitStore(database.db) : undefined,
    // Static files are not worth a budget; only the API is limited, decided on the path the router
    // routes (a matched route's pattern, else the decoded path), so /%61pi/… counts as /api/….
    allowList: (request) => !isApiPath(routedPath(request)),
    // Redis down mid-day: answer without counting rather than fail every request (the budget is a guard,
    // the store's pages are the business).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, retryAfter: context.after }),
  });
}
