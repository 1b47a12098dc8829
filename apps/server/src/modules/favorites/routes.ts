import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '@store/shared/codes';
import { envelopeOf, pageQuery } from '@store/shared/api/envelope';
import { favoriteBody, favoritePage } from '@store/shared/api/goods';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { addFavorites, cancelFavorites, listFavorites } from './service.ts';

export async function favoriteRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favorites'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/favorite',
    {
      ...guarded,
      schema: { tags, summary: '我的收藏', querystring: pageQuery, response: { 200: envelopeOf(favoritePage) } },
    },
    async (request) => ok(await listFavorites(db, await request.buyer(), request.query.page, request.query.page_size)),
  );

  api.post(
    '/api/favorite',
    { ...guarded, schema: { tags, summary: '收藏商品', body: favoriteBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await addFavorites(db, request.user.id, request.body.goods_ids);
      return ok(null, Msg.FAVORITE_ADDED);
    },
  );

  api.post(
    '/api/favorite/cancel',
    { ...guarded, schema: { tags, summary: '取消收藏', body: favoriteBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await cancelFavorites(db, request.user.id, request.body.goods_ids);
      return ok(null, Msg.FAVORITE_CANCELLED);
    },
  );
}
