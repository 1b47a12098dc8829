import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams, pageOf } from '@store/shared/api/envelope';
import { captchaChallenge } from '@store/shared/api/user';
import {
  auditQuery,
  auditRow,
  createStaffBody,
  roleRow,
  staffLoginBody,
  staffMe,
  staffRow,
} from '@store/shared/api/staff';
import { ok } from '../../lib/envelope.ts';
import { setStaffCookie, STAFF_COOKIE } from '../../plugins/app/staff-session.ts';
import type { ModuleDeps } from '../deps.ts';
import { actorOf } from '../../lib/audit.ts';
import { listAudit } from './audit-log.ts';
import { createStaff, listRoles, listStaff, setStaffDisabled } from './accounts.ts';
import { staffLogin, staffLogout } from './service.ts';
import { staffManageRoutes } from './manage-routes.ts';
import { staffAccessRoutes } from './access-routes.ts';

const tags = ['staff'];
const meOf = ({ sessionId: _session, ...me }: { sessionId: string } & z.infer<typeof staffMe>) => me;

/** The console's own accounts: staff log in, see who they are, and super admins keep the staff list. */
export async function staffRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, captcha } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/auth/login',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: '员工登录（与采购商相同的限流：失败 5 次后需安全验证）',
        body: staffLoginBody,
        response: { 200: envelopeOf(staffMe) },
      },
    },
    async (request, reply) => {
      const client = {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        previousToken: request.cookies[STAFF_COOKIE],
      };
      const { token, me } = await staffLogin(db, captcha, request.body, client);
      setStaffCookie(reply, request, token);
      return ok(meOf(me), '登录成功');
    },
  );

  api.get(
    '/api/admin/auth/captcha',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: '员工登录的安全验证（工作量证明或腾讯云天御）',
        response: { 200: envelopeOf(captchaChallenge) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.challenge(db));
    },
  );

  api.get(
    '/api/admin/auth/me',
    {
      config: { staff: 'staff' },
      schema: { tags, summary: '当前员工与其权限', response: { 200: envelopeOf(staffMe) } },
    },
    async (request) => ok(meOf(request.staff)),
  );

  api.post(
    '/api/admin/auth/logout',
    { config: { staff: 'public' }, schema: { tags, summary: '员工退出登录' } },
    async (request, reply) => {
      const me = await request.currentStaff();
      if (me) await staffLogout(db, me.sessionId);
      reply.clearCookie(STAFF_COOKIE, { path: '/' });
      return ok(null, '已退出登录');
    },
  );

  api.get(
    '/api/admin/staff',
    {
      config: { staff: 'staff.manage' },
      schema: { tags, summary: '员工列表', response: { 200: envelopeOf(z.array(staffRow)) } },
    },
    async () => ok(await listStaff(db)),
  );

  api.post(
    '/api/admin/staff',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: '添加员工（记入操作日志）',
        body: createStaffBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok({ id: await createStaff(db, actorOf(request), request.body) }, '已添加'),
  );

  for (const [action, disabled, summary] of [
    ['disable', true, '停用员工（立即结束其所有会话）'],
    ['enable', false, '启用员工'],
  ] as const) {
    api.post(
      `/api/admin/staff/:id/${action}`,
      { config: { staff: 'staff.manage' }, schema: { tags, summary, params: idParams } },
      async (request) => {
        await setStaffDisabled(db, actorOf(request), request.params.id, disabled);
        return ok(null, disabled ? '已停用' : '已启用');
      },
    );
  }

  api.get(
    '/api/admin/roles',
    {
      config: { staff: 'staff.manage' },
      schema: { tags, summary: '角色与其权限', response: { 200: envelopeOf(z.array(roleRow)) } },
    },
    async () => ok(await listRoles(db)),
  );

  api.get(
    '/api/admin/audit',
    {
      config: { staff: 'audit.view' },
      schema: {
        tags,
        summary: '操作日志（最新在前）',
        querystring: auditQuery,
        response: { 200: envelopeOf(pageOf(auditRow)) },
      },
    },
    async (request) => ok(await listAudit(db, request.query)),
  );

  // Role editing, staff roles and password resets, and the routes' access table: their own files, the same module.
  await staffManageRoutes(app, deps);
  await staffAccessRoutes(app);
}
