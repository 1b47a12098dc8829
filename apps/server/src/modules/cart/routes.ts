import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { addToCartBody, cartIdsBody, cartList as cartListSchema, cartListQuery, cartTotal } from '@store/shared/api/cart';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../../app.ts';
import * as repo from './repo.ts';
import { cartList, deleteLines } from './service.ts';
import { addToCart } from './add.ts';
import { viewerOf } from '../catalogue/viewer.ts';

export async function cartRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: app.requireUser };

  api.get('/api/cart/total', {
    ...guarded, schema: { tags: ['cart'], summary: '购物车商品行数', response: { 200: envelopeOf(cartTotal) } },
  }, async (request) => ok({ total: await repo.countLines(db, request.user.id) }));

  api.get('/api/cart/list', {
    ...guarded, schema: { tags: ['cart'], summary: '购物车列表', querystring: cartListQuery, response: { 200: envelopeOf(cartListSchema) } },
  }, async (request) => ok(await cartList(db, request.user.id, request.query.page, request.query.page_size)));

  api.post('/api/cart', {
    ...guarded, schema: { tags: ['cart'], summary: '加入购物车（服务器定价；校验资质、经营范围、中包装、起订量、库存）', body: addToCartBody, response: { 200: envelopeOf(cartTotal) } },
  }, async (request) => {
    const viewer = await viewerOf(db, request);
    return ok(await addToCart(db, { ...viewer, userId: request.user.id }, request.body.params), '加入购物车成功');
  });

  api.post('/api/cart/batch_delete', {
    ...guarded, schema: { tags: ['cart'], summary: '批量删除购物车商品', body: cartIdsBody, response: { 200: envelopeOf(z.object({ deleted: z.number() })) } },
  }, async (request) => ok(await deleteLines(db, request.user.id, request.body.ids), '删除成功'));
}
