import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { adminFloor, adminFloors, floorBody, floorStatusBody } from '@store/shared/api/floors';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

/** 内容 → 首页楼层 (content.manage), issue #16. */
export async function floorAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const config = { staff: 'content.manage' } as const;

  api.get(
    '/api/admin/floors',
    { config, schema: { tags, summary: '首页楼层列表（按排序）', response: { 200: envelopeOf(adminFloors) } } },
    async () => ok(await service.adminFloors(db)),
  );

  api.post(
    '/api/admin/floors',
    { config, schema: { tags, summary: '新建首页楼层', body: floorBody, response: { 200: envelopeOf(adminFloor) } } },
    async (request) => ok(await service.createFloor(db, actorOf(request), request.body), '楼层已创建'),
  );

  api.post(
    '/api/admin/floors/:id',
    {
      config,
      schema: {
        tags,
        summary: '修改首页楼层（标题、横幅、链接、排序、商品及其顺序）',
        params: idParams,
        body: floorBody,
        response: { 200: envelopeOf(adminFloor) },
      },
    },
    async (request) =>
      ok(await service.updateFloor(db, actorOf(request), request.params.id, request.body), '楼层已保存'),
  );

  api.post(
    '/api/admin/floors/:id/status',
    {
      config,
      schema: {
        tags,
        summary: '首页楼层显示 / 隐藏',
        params: idParams,
        body: floorStatusBody,
        response: { 200: envelopeOf(adminFloor) },
      },
    },
    async (request) =>
      ok(
        await service.setFloorOn(db, actorOf(request), request.params.id, request.body.is_on),
        request.body.is_on ? '楼层已显示' : '楼层已隐藏',
      ),
  );
}
