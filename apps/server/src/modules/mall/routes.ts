import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  mallGoodsDetail,
  mallGoodsPage,
  mallGoodsQuery,
  pointsOrder,
  pointsOrdersPage,
  pointsOrdersQuery,
  redeemAnswer,
  redeemBody,
} from '@store/shared/api/mall';
import { z } from 'zod';
import { id } from '@store/shared/api/fields';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { MALL_IMAGE_FILE, MIME_OF_EXT, mallImageBytes } from './image.ts';
import type { ModuleDeps } from '../deps.ts';
import { mallGoodsDetail as detailOf, mallPage, ownOrder, ownOrders } from './reads.ts';
import { cancelOwn, confirmOwn, redeem } from './redeem.ts';

/** The points mall (/jfsc) and the buyer's points orders (/jfdd), issue #15. */
export async function mallRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mall'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/images/mall/:id/:file',
    {
      schema: { hide: true, params: z.strictObject({ id, file: z.string().regex(MALL_IMAGE_FILE) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      // Served while it is the goods' picture; its name never changes, so it is kept for a year.
      const bytes = await mallImageBytes(db, storage, request.params.id, request.params.file);
      if (!bytes) throw notFound('图片不存在');
      return reply
        .type(MIME_OF_EXT[request.params.file.split('.')[1]!]!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  api.get(
    '/api/mall/goods',
    {
      schema: {
        tags,
        summary: '积分商城：在兑商品（分类、关键词、积分区间筛选，分页）；登录时附本人积分与已兑数量',
        querystring: mallGoodsQuery,
        response: { 200: envelopeOf(mallGoodsPage) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      return ok(await mallPage(db, user?.id ?? null, request.query));
    },
  );

  api.get(
    '/api/mall/goods/:id',
    {
      schema: {
        tags,
        summary: '积分商品详情',
        params: idParams,
        response: { 200: envelopeOf(mallGoodsDetail) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      return ok(await detailOf(db, user?.id ?? null, request.params.id));
    },
  );

  api.post(
    '/api/mall/redeem',
    {
      ...guarded,
      schema: {
        tags,
        summary: '积分兑换：扣积分（及加价金额）、减库存、生成积分订单；优惠券与购物金立即到账',
        body: redeemBody,
        response: { 200: envelopeOf(redeemAnswer) },
      },
    },
    async (request) => ok(await redeem(db, request.user.id, request.body), '兑换成功'),
  );

  api.get(
    '/api/user/points_orders',
    {
      ...guarded,
      schema: {
        tags,
        summary: '我的积分订单（按状态：0 待发货 1 已发货 2 已完成 3 已取消）',
        querystring: pointsOrdersQuery,
        response: { 200: envelopeOf(pointsOrdersPage) },
      },
    },
    async (request) => ok(await ownOrders(db, request.user.id, request.query)),
  );

  api.get(
    '/api/user/points_orders/:id',
    {
      ...guarded,
      schema: { tags, summary: '积分订单详情（含物流）', params: idParams, response: { 200: envelopeOf(pointsOrder) } },
    },
    async (request) => ok(await ownOrder(db, request.user.id, request.params.id)),
  );

  api.post(
    '/api/user/points_orders/:id/cancel',
    {
      ...guarded,
      schema: {
        tags,
        summary: '取消积分订单（仅待发货）：积分、加价金额与库存退回',
        params: idParams,
        response: { 200: envelopeOf(pointsOrder) },
      },
    },
    async (request) => ok(await cancelOwn(db, request.user.id, request.params.id), '积分订单已取消，积分已退回'),
  );

  api.post(
    '/api/user/points_orders/:id/confirm',
    {
      ...guarded,
      schema: {
        tags,
        summary: '确认收货（已发货的积分订单）',
        params: idParams,
        response: { 200: envelopeOf(pointsOrder) },
      },
    },
    async (request) => ok(await confirmOwn(db, request.user.id, request.params.id), '已确认收货'),
  );
}
