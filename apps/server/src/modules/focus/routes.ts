import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '@store/shared/api/envelope';
import { commonData as commonDataSchema } from '@store/shared/api/focus';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { commonData } from './service.ts';

export async function focusRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  app.get(
    '/api/focus/common',
    {
      schema: {
        tags: ['focus'],
        summary: '公共数据：热搜、导航、分类（专区分类按采购商的 is_show_youx / is_special）、品牌、服务器时间',
        response: { 200: envelopeOf(commonDataSchema) },
      },
    },
    async (request) => ok(await commonData(db, (await request.currentUser())?.id)),
  );
}
