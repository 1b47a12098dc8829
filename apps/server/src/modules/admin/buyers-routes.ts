import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  assignManagerBody,
  buyerDetail,
  buyerList,
  buyerListQuery,
  managerOption,
  scopeBody,
} from '@store/shared/api/buyers';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import { assignManager, buyerDetail as detailOf, enableBuyer, listBuyers, managerOptions, setScope } from './buyers.ts';

/** The console's buyer list and file, and what staff change on a buyer (permissions per route, ADR 010). */
export async function buyerRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const done = envelopeOf(z.null());

  api.get(
    '/api/admin/buyers',
    {
      config: { staff: 'buyers.view' },
      schema: {
        tags,
        summary: '采购商列表：按单位、账号、手机、联系人搜索，按地区、审核状态、客户经理、停用、证照将到期筛选',
        querystring: buyerListQuery,
        response: { 200: envelopeOf(buyerList) },
      },
    },
    async (request) => ok(await listBuyers(db, request.query)),
  );

  api.get(
    '/api/admin/buyers/:id',
    {
      config: { staff: 'buyers.view' },
      schema: {
        tags,
        summary: '采购商档案：单位、证照、经营范围、门店、地址、订单、余额与积分',
        params: idParams,
        response: { 200: envelopeOf(buyerDetail) },
      },
    },
    async (request) => ok(await detailOf(db, request.params.id)),
  );

  api.get(
    '/api/admin/managers',
    {
      config: { staff: 'buyers.view' },
      schema: {
        tags,
        summary: '可分配的客户经理（在职客服人员）',
        response: { 200: envelopeOf(z.array(managerOption)) },
      },
    },
    async () => ok(await managerOptions(db)),
  );

  api.post(
    '/api/admin/users/:id/manager',
    {
      config: { staff: 'buyers.manage' },
      schema: {
        tags,
        summary: '分配客户经理（客服人员）',
        params: idParams,
        body: assignManagerBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await assignManager(db, actorOf(request), request.params.id, request.body.staff_id);
      return ok(null, '已分配');
    },
  );

  api.post(
    '/api/admin/users/:id/scope',
    {
      config: { staff: 'buyers.review' },
      schema: {
        tags,
        summary: '设置经营范围（按证照所载类别收窄；mode=licences 恢复为证照允许的全部类别）',
        params: idParams,
        body: scopeBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await setScope(db, actorOf(request), request.params.id, request.body);
      return ok(null, '经营范围已更新');
    },
  );

  api.post(
    '/api/admin/users/:id/enable',
    {
      config: { staff: 'buyers.manage' },
      schema: { tags, summary: '启用已停用的采购商', params: idParams, response: { 200: done } },
    },
    async (request) => {
      await enableBuyer(db, actorOf(request), request.params.id);
      return ok(null, '已启用');
    },
  );
}
