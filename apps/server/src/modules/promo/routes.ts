import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { comboList, welfareInfo as welfareInfoSchema } from '@store/shared/api/promo';
import { ok } from '../../lib/envelope.ts';
import { viewerOf } from '../catalogue/index.ts';
import type { ModuleDeps } from '../deps.ts';
import { storePackages } from './combos.ts';
import { welfareInfo } from './welfare.ts';

/** The store's packages (/zhzq 组合购) and the welfare zone's rate (/welfare), issue #16. */
export async function promoRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['promotions'];

  api.get(
    '/api/zhzq/packages',
    {
      schema: {
        tags,
        summary: '组合购：在售套餐及其商品、套餐价、节省金额和可买套数（无权看价时价格为空并附提示）',
        response: { 200: envelopeOf(comboList) },
      },
    },
    async (request) => ok(await storePackages(db, await viewerOf(db, request))),
  );

  api.get(
    '/api/welfare',
    {
      schema: {
        tags,
        summary: '福利专区折扣（如 94 即 94折），结算时由服务器按此计算',
        response: { 200: envelopeOf(welfareInfoSchema) },
      },
    },
    async () => ok(await welfareInfo(db)),
  );
}
