import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createGateways } from '../../lib/payment/gateways.ts';
import { createTestApp, MemoryStorage, type TestApp } from '../../test/harness.ts';
import { startLocalRedis, type LocalRedis } from '../../test/redis-server.ts';

describe('the API budget in Redis (REDIS_URL), shared by every process and machine', () => {
  let redis: LocalRedis;
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    redis = await startLocalRedis();
    const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: '5' };
    t = await createTestApp(env);
    // A second process: its own app (its own memory), the same Redis.
    const config = testConfig(env);
    other = await buildApp({
      config,
      database: t.database,
      storage: new MemoryStorage(),
      gateways: createGateways(config),
    });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await redis?.stop();
  });

  const ask = async (app: FastifyInstance, remoteAddress = '203.0.113.7') =>
    (await app.inject({ method: 'GET', url: '/api/goods/hot', remoteAddress })).statusCode;

  it('counts every answer of either process at once: 5 in all, then 429 from both', async () => {
    expect([await ask(t.app), await ask(t.app), await ask(t.app)]).toEqual([200, 200, 200]);
    expect([await ask(other), await ask(other)]).toEqual([200, 200]);
    // Counting alone, either would allow 5 of its own.
    expect(await ask(other)).toBe(429);
    expect(await ask(t.app)).toBe(429);
    // Another address has its own budget.
    expect(await ask(other, '203.0.113.8')).toBe(200);
  });

  it('answers without counting while Redis is gone, rather than failing every request', async () => {
    await redis.stop();
    expect(await ask(t.app, '203.0.113.9')).toBe(200);
  });
});

describe('a REDIS_URL nothing answers at', () => {
  it('stops the start with a message naming REDIS_URL', async () => {
    const config = testConfig({ REDIS_URL: 'redis://127.0.0.1:1' });
    const t = await createTestApp();
    try {
      await expect(
        buildApp({ config, database: t.database, storage: new MemoryStorage(), gateways: createGateways(config) }),
      ).rejects.toThrow(/REDIS_URL/);
    } finally {
      await t.close();
    }
  });
});
