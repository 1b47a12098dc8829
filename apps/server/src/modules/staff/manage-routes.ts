import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { createRoleBody, resetStaffPasswordBody, staffRoleBody, updateRoleBody } from '@store/shared/api/roles';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { actorOf } from '../../lib/audit.ts';
import { resetStaffPassword, setStaffRole } from './accounts.ts';
import { createRole, deleteRole, updateRole } from './roles.ts';

const tags = ['staff'];
const done = { 200: envelopeOf(z.null()) };

/** Super admins (staff.manage) edit roles and move staff between them; every change is an audit row. */
export async function staffManageRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/roles',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: '新建角色（代码、名称、权限；记入操作日志）',
        body: createRoleBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok({ id: await createRole(db, actorOf(request), request.body) }, '已新建角色'),
  );

  api.post(
    '/api/admin/roles/:id',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: '修改角色名称与权限（该角色员工的下一次请求即按新权限；超级管理员须保留员工与角色权限）',
        params: idParams,
        body: updateRoleBody,
        response: done,
      },
    },
    async (request) => {
      await updateRole(db, actorOf(request), request.params.id, request.body);
      return ok(null, '已保存');
    },
  );

  api.post(
    '/api/admin/roles/:id/delete',
    {
      config: { staff: 'staff.manage' },
      schema: { tags, summary: '删除角色（无员工使用时；超级管理员角色不可删除）', params: idParams, response: done },
    },
    async (request) => {
      await deleteRole(db, actorOf(request), request.params.id);
      return ok(null, '已删除');
    },
  );

  api.post(
    '/api/admin/staff/:id/role',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: '更换员工角色（不能更换自己的）',
        params: idParams,
        body: staffRoleBody,
        response: done,
      },
    },
    async (request) => {
      await setStaffRole(db, actorOf(request), request.params.id, request.body.role_id);
      return ok(null, '已更换角色');
    },
  );

  api.post(
    '/api/admin/staff/:id/password',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: '重置员工密码（设新的初始密码，其所有会话立即结束）',
        params: idParams,
        body: resetStaffPasswordBody,
        response: done,
      },
    },
    async (request) => {
      const actor = { ...actorOf(request), sessionId: request.staff.sessionId };
      await resetStaffPassword(db, actor, request.params.id, request.body.password);
      return ok(null, '密码已重置');
    },
  );
}
