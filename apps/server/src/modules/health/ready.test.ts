// @pglite: migrations (the table drizzle's migrator keeps) on both engines
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('readiness (/api/ready) beside liveness (/api/health)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready on a migrated database', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 10000, data: { status: 'ready', database: t.database.kind } });
  });

  it('answers 503 naming the migration the database has no record of, while /api/health stays 200', async () => {
    await t.database.exec(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({ code: 500, msg: '服务未就绪', data: { status: 'not ready' } });
    expect(body.data.problems).toEqual([expect.stringMatching(/^migrations not applied: 00\d\d_\w+$/)]);
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 "database unreachable" when the database cannot be asked, without the driver’s message', async () => {
    const refused = new Error('connect ECONNREFUSED 10.0.0.5:5432');
    const spy = vi.spyOn(t.database.db, 'execute').mockRejectedValueOnce(refused);
    try {
      const res = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data.problems).toEqual(['database unreachable']);
      expect(res.body).not.toContain('10.0.0.5');
    } finally {
      spy.mockRestore();
    }
  });

  it('names every migration when the table of applied migrations is gone', async () => {
    await t.database.db.execute(sql`drop schema drizzle cascade`);
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data.problems[0]).toMatch(/^migrations not applied: 0000_\w+, 0001_/);
  });
});
