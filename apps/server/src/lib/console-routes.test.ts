import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParams } from '@store/shared/api/envelope';
import { RequestRefusal } from '@store/shared/codes';
import { auditLog, hotWords, staff } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { recordAudit } from './audit.ts';
import { consoleRoutes, type ConsoleAccess } from './console-routes.ts';
import { AppError } from './errors.ts';

type Headers = Record<string, string>;

describe('a console route declared through consoleRoutes', () => {
  it('refuses to be declared without a permission, with an unknown one, or outside /api/admin/', () => {
    const app = Fastify();
    expect(() => consoleRoutes(app, undefined as unknown as ConsoleAccess)).toThrow(/PERMISSIONS/);
    expect(() => consoleRoutes(app, 'promotions.manag' as ConsoleAccess)).toThrow(/promotions\.manag/);
    const content = consoleRoutes(app, 'content.manage');
    expect(() => content.post('/api/hot_words', { summary: '热搜词' }, async () => null)).toThrow(/\/api\/admin\//);
  });

  describe('in the app', () => {
    let t: TestApp;
    let marketing: Headers;
    let warehouse: Headers;
    const answer = z.object({ id: z.number().int(), name: z.string() });
    const change = (name: string, fail: boolean, headers: Headers) =>
      t.inject({ method: 'POST', url: '/api/admin/console-routes-test/7', headers, payload: { name, fail } });
    const auditsOf = (name: string) =>
      t.database.db
        .select({ staffId: auditLog.staffId, objectId: auditLog.objectId, after: auditLog.after, ip: auditLog.ip })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'console-routes-test.add'), eq(auditLog.objectType, 'hot_word')))
        .then((rows) => rows.filter((r) => (r.after as { name?: string } | null)?.name === name));
    const wordsNamed = (name: string) => t.database.db.select().from(hotWords).where(eq(hotWords.name, name));

    beforeAll(async () => {
      t = await createTestApp();
      // Declared before the app's first request, as a module's routes are.
      consoleRoutes(t.app, 'content.manage').post(
        '/api/admin/console-routes-test/:id',
        {
          summary: '测试：加一个热搜词，fail 时在写入之后拒绝',
          params: idParams,
          body: z.strictObject({ name: z.string().min(1, '请输入名称'), fail: z.boolean() }),
          response: answer,
          done: (row, { params }) => `已添加 ${row.name}（${params.id}）`,
        },
        ({ actor, body }) =>
          t.database.db.transaction(async (tx) => {
            const [row] = await tx.insert(hotWords).values({ name: body.name, sort: 0 }).returning();
            await recordAudit(tx, actor, {
              action: 'console-routes-test.add',
              objectType: 'hot_word',
              objectId: row!.id,
              after: { name: body.name },
            });
            if (body.fail) throw new AppError(RequestRefusal.DUPLICATE);
            return { id: row!.id, name: row!.name };
          }),
      );
      [marketing, warehouse] = await Promise.all([t.loginStaff('marketing'), t.loginStaff('warehouse')]);
    });
    afterAll(() => t.close());

    it('is listed with its permission, so the permission matrix walks it', () => {
      expect(t.app.adminRouteTable).toContainEqual({
        method: 'POST',
        url: '/api/admin/console-routes-test/:id',
        access: 'content.manage',
      });
    });

    it('answers in the envelope, and the audit row names the staff member who made the change', async () => {
      const res = await change('感冒灵', false, marketing);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        code: 10000,
        msg: `已添加 感冒灵（7）`,
        data: { id: expect.any(Number), name: '感冒灵' },
      });
      const [me] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'marketing'));
      expect(await auditsOf('感冒灵')).toEqual([
        { staffId: me!.id, objectId: String(body.data.id), after: { name: '感冒灵' }, ip: expect.any(String) },
      ]);
    });

    it('leaves neither the change nor its audit row when the change is refused after writing both', async () => {
      const res = await change('退烧贴', true, marketing);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: RequestRefusal.DUPLICATE.code, data: null });
      expect(await wordsNamed('退烧贴')).toEqual([]);
      expect(await auditsOf('退烧贴')).toEqual([]);
    });

    it('refuses staff without the permission, and nobody signed in, before the handler runs', async () => {
      expect((await change('止咳糖浆', false, warehouse)).statusCode).toBe(403);
      expect((await change('止咳糖浆', false, { 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(401);
      expect(await wordsNamed('止咳糖浆')).toEqual([]);
      expect(await auditsOf('止咳糖浆')).toEqual([]);
    });

    it('answers bad input with the 422 envelope naming the field', async () => {
      const res = await change('', false, marketing);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 422, msg: '请输入名称', errors: { name: ['请输入名称'] } });
    });
  });
});
