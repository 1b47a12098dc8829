import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stockBody, stockChange } from '@store/shared/api/arrival';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { setStock } from './stock.ts';
import { actorOf } from '../../lib/audit.ts';

/** Operator API of the catalogue (the operator console is a later issue): only the stock, for now. */
export async function catalogueAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/goods/:id/stock',
    {
      config: { staff: 'stock.manage' },
      schema: {
        tags: ['operator'],
        summary: '设置商品库存（从 0 补货时通知订阅到货提醒的采购商）',
        params: idParams,
        body: stockBody,
        response: { 200: envelopeOf(stockChange) },
      },
    },
    async (request) => ok(await setStock(db, actorOf(request), request.params.id, request.body.stock), '库存已更新'),
  );
}
