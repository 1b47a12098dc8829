import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  addToCartBody,
  cartCopyBody,
  cartCopyResult,
  cartEditBody,
  cartHint,
  cartHintInput,
  cartIdsBody,
  cartList as cartListSchema,
  cartListQuery,
  cartSelectBody,
  cartAddResult,
  cartTotal,
} from '@store/shared/api/cart';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import * as repo from './repo.ts';
import { cartList, deleteLines, editLine, nextHintOf, selectLines } from './service.ts';
import { addEachToCart, addToCart, quickAdd } from './add.ts';
import { copyLines } from './copy.ts';
import { SoldOutSales } from './sold-out.ts';

const listReply = { 200: envelopeOf(cartListSchema) };

export async function cartRoutes(app: FastifyInstance, { db, config, changes }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A sale seen sold out answers the adds that follow from memory; an operator's change forgets it.
  const soldOut = new SoldOutSales();
  changes.onChange(() => soldOut.forget());
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/cart/total',
    {
      ...guarded,
      schema: { tags: ['cart'], summary: '购物车商品行数', response: { 200: envelopeOf(cartTotal) } },
    },
    async (request) => ok({ total: await repo.countLines(db, request.user.id) }),
  );

  api.get(
    '/api/cart/list',
    {
      ...guarded,
      schema: {
        tags: ['cart'],
        summary: '购物车列表（服务器定价：阶梯价、秒杀、套餐、满减、赠品、运费）',
        querystring: cartListQuery,
        response: listReply,
      },
    },
    async (request) => ok(await cartList(db, config, request.user.id, request.query.page, request.query.page_size)),
  );

  api.post(
    '/api/cart',
    {
      ...guarded,
      schema: {
        tags: ['cart'],
        summary: '加入购物车（服务器定价；校验资质、经营范围、中包装、起订量、库存；type 1 秒杀、3 套餐）',
        body: addToCartBody,
        response: { 200: envelopeOf(cartAddResult) },
      },
    },
    async (request) => {
      const buyer = await request.buyer();
      const { params, partial } = request.body;
      if (partial) return ok(await addEachToCart(db, buyer, params), '加入购物车完成');
      return ok(await addToCart(db, buyer, params, soldOut), '加入购物车成功');
    },
  );

  api.post(
    '/api/cart/:id/edit',
    {
      ...guarded,
      schema: {
        tags: ['cart'],
        summary: '修改购物车商品数量',
        params: idParams,
        body: cartEditBody,
        response: listReply,
      },
    },
    async (request) =>
      ok(await editLine(db, config, await request.buyer(), request.params.id, request.body.params.number)),
  );

  api.post(
    '/api/cart/batch_select',
    {
      ...guarded,
      schema: { tags: ['cart'], summary: '批量选中/取消选中', body: cartSelectBody, response: listReply },
    },
    async (request) =>
      ok(await selectLines(db, config, request.user.id, request.body.ids, request.body.is_selected === 1)),
  );

  api.post(
    '/api/cart/quick_add/:id',
    {
      ...guarded,
      schema: {
        tags: ['cart'],
        summary: '按起订量快速加入购物车',
        params: idParams,
        response: { 200: envelopeOf(cartTotal) },
      },
    },
    async (request) => ok(await quickAdd(db, await request.buyer(), request.params.id), '加入购物车成功'),
  );

  api.post(
    '/api/cart/next_hint',
    {
      ...guarded,
      schema: {
        tags: ['cart'],
        summary: '凑单提示（再买¥X可减¥Y / 再买¥X包邮）',
        querystring: cartHintInput,
        body: z.preprocess((v) => v ?? {}, cartHintInput),
        response: { 200: envelopeOf(cartHint.extend({ goods_amount: z.number(), discount_amount: z.number() })) },
      },
    },
    async (request) => ok(await nextHintOf(db, config, request.user.id, request.body.ids ?? request.query.ids)),
  );

  api.post(
    '/api/cart/copy',
    {
      ...guarded,
      schema: {
        tags: ['cart'],
        summary: '复制购物车商品到同一公司的其他门店',
        body: cartCopyBody,
        response: { 200: envelopeOf(cartCopyResult) },
      },
    },
    async (request) =>
      ok(await copyLines(db, request.user.id, request.body.ids, request.body.other_user_ids), '复制成功'),
  );

  api.post(
    '/api/cart/batch_delete',
    {
      ...guarded,
      schema: {
        tags: ['cart'],
        summary: '批量删除购物车商品',
        body: cartIdsBody,
        response: { 200: envelopeOf(z.object({ deleted: z.number() })) },
      },
    },
    async (request) => ok(await deleteLines(db, request.user.id, request.body.ids), '删除成功'),
  );
}
