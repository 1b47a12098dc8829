import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { storeFloors } from '@store/shared/api/floors';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

/** The home page's floors (首页楼层), issue #16. */
export async function floorRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/index/floors',
    {
      schema: {
        tags: ['promotions'],
        summary: '首页楼层：显示中的楼层（按排序），每层的商品按本访客可见的价格呈现',
        response: { 200: envelopeOf(storeFloors) },
      },
    },
    async (request) => ok(await service.storeFloors(db, await request.viewer())),
  );
}
