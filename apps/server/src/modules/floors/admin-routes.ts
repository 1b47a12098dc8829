import type { FastifyInstance } from 'fastify';
import { adminFloor, adminFloors, floorBody, floorStatusBody } from '@store/shared/api/floors';
import { idParams } from '@store/shared/api/envelope';
import { consoleRoutes } from '../../lib/console-routes.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

/** 内容 → 首页楼层 (content.manage), issue #16. */
export async function floorAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const content = consoleRoutes(app, 'content.manage');

  content.get('/api/admin/floors', { summary: '首页楼层列表（按排序）', response: adminFloors }, () =>
    service.adminFloors(db),
  );
  content.post(
    '/api/admin/floors',
    { summary: '新建首页楼层', body: floorBody, response: adminFloor, done: '楼层已创建' },
    ({ actor, body }) => service.createFloor(db, actor, body),
  );
  content.post(
    '/api/admin/floors/:id',
    {
      summary: '修改首页楼层（标题、横幅、链接、排序、商品及其顺序）',
      params: idParams,
      body: floorBody,
      response: adminFloor,
      done: '楼层已保存',
    },
    ({ actor, params, body }) => service.updateFloor(db, actor, params.id, body),
  );
  content.post(
    '/api/admin/floors/:id/status',
    {
      summary: '首页楼层显示 / 隐藏',
      params: idParams,
      body: floorStatusBody,
      response: adminFloor,
      done: (_, { body }) => (body.is_on ? '楼层已显示' : '楼层已隐藏'),
    },
    ({ actor, params, body }) => service.setFloorOn(db, actor, params.id, body.is_on),
  );
}
