import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '@store/shared/api/envelope';
import {
  assignManagerBody,
  buyerDetail,
  buyerList,
  buyerListQuery,
  managerOption,
  scopeBody,
} from '@store/shared/api/buyers';
import type { Db } from '../../db/client.ts';
import { consoleRoutes } from '../../lib/console-routes.ts';
import { assignManager, buyerDetail as detailOf, enableBuyer, listBuyers, managerOptions, setScope } from './buyers.ts';

/** The console's buyer list and file, and what staff change on a buyer (permissions per route, ADR 010). */
export async function buyerRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const viewers = consoleRoutes(app, 'buyers.view');
  const managers = consoleRoutes(app, 'buyers.manage');
  const reviewers = consoleRoutes(app, 'buyers.review');

  viewers.get(
    '/api/admin/buyers',
    {
      summary: '采购商列表：按单位、账号、手机、联系人搜索，按地区、审核状态、客户经理、停用、证照将到期筛选',
      querystring: buyerListQuery,
      response: buyerList,
    },
    ({ query }) => listBuyers(db, query),
  );
  viewers.get(
    '/api/admin/buyers/:id',
    {
      summary: '采购商档案：单位、证照、经营范围、门店、地址、订单、余额与积分',
      params: idParams,
      response: buyerDetail,
    },
    ({ params }) => detailOf(db, params.id),
  );
  viewers.get(
    '/api/admin/managers',
    { summary: '可分配的客户经理（在职客服人员）', response: z.array(managerOption) },
    () => managerOptions(db),
  );

  managers.post(
    '/api/admin/users/:id/manager',
    {
      summary: '分配客户经理（客服人员）',
      params: idParams,
      body: assignManagerBody,
      response: z.null(),
      done: '已分配',
    },
    ({ actor, params, body }) => assignManager(db, actor, params.id, body.staff_id),
  );
  reviewers.post(
    '/api/admin/users/:id/scope',
    {
      summary: '设置经营范围（按证照所载类别收窄；mode=licences 恢复为证照允许的全部类别）',
      params: idParams,
      body: scopeBody,
      response: z.null(),
      done: '经营范围已更新',
    },
    ({ actor, params, body }) => setScope(db, actor, params.id, body),
  );
  managers.post(
    '/api/admin/users/:id/enable',
    { summary: '启用已停用的采购商', params: idParams, response: z.null(), done: '已启用' },
    ({ actor, params }) => enableBuyer(db, actor, params.id),
  );
}
