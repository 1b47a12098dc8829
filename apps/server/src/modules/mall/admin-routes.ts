import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  adminMallGoods,
  adminMallGoodsPage,
  adminMallGoodsQuery,
  adminPointsOrdersPage,
  adminPointsOrdersQuery,
  mallGoodsBody,
  mallGoodsStatusBody,
  pointsOrder,
  pointsOrderBatches,
  pointsOrderCancelBody,
  pointsOrderShipBody,
} from '@store/shared/api/mall';
import { MAX_GOODS_IMAGE_BYTES } from '@store/shared/api/admin-goods';
import { ok } from '../../lib/envelope.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  cancelPointsOrder,
  createMallGoods,
  listMallGoods,
  listPointsOrders,
  setMallGoodsStatus,
  updateMallGoods,
} from './admin.ts';
import { pointsOrderBatches as batchesOf, shipPointsOrder } from './ship.ts';
import { setMallGoodsImage } from './image.ts';

/** 营销 → 积分商城 (promotions.manage) and the warehouse's 积分订单 (orders.ship), issue #15. */
export async function mallAdminRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const marketing = { staff: 'promotions.manage' } as const;
  const warehouse = { staff: 'orders.ship' } as const;

  api.get(
    '/api/admin/mall/goods',
    {
      config: marketing,
      schema: {
        tags,
        summary: '积分商品列表',
        querystring: adminMallGoodsQuery,
        response: { 200: envelopeOf(adminMallGoodsPage) },
      },
    },
    async (request) => ok(await listMallGoods(db, request.query)),
  );

  api.post(
    '/api/admin/mall/goods',
    {
      config: marketing,
      schema: { tags, summary: '新建积分商品', body: mallGoodsBody, response: { 200: envelopeOf(adminMallGoods) } },
    },
    async (request) => ok(await createMallGoods(db, actorOf(request), request.body), '积分商品已创建'),
  );

  api.post(
    '/api/admin/mall/goods/:id',
    {
      config: marketing,
      schema: {
        tags,
        summary: '修改积分商品（已有兑换后不能改兑换类型和内容）',
        params: idParams,
        body: mallGoodsBody,
        response: { 200: envelopeOf(adminMallGoods) },
      },
    },
    async (request) =>
      ok(await updateMallGoods(db, actorOf(request), request.params.id, request.body), '积分商品已保存'),
  );

  api.post(
    '/api/admin/mall/goods/:id/status',
    {
      config: marketing,
      schema: {
        tags,
        summary: '上架或暂停积分商品',
        params: idParams,
        body: mallGoodsStatusBody,
        response: { 200: envelopeOf(adminMallGoods) },
      },
    },
    async (request) => {
      const row = await setMallGoodsStatus(db, actorOf(request), request.params.id, request.body.status);
      return ok(row, request.body.status === 1 ? '已上架' : '已暂停兑换');
    },
  );

  api.post(
    '/api/admin/mall/goods/:id/image',
    {
      config: marketing,
      schema: {
        tags,
        summary: '上传积分商品图片（multipart：file，JPG/PNG/WebP，2MB 以内），替换原图',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelopeOf(adminMallGoods) },
      },
    },
    async (request) => {
      const { files } = await readUpload(request, oneFile(MAX_GOODS_IMAGE_BYTES));
      return ok(await setMallGoodsImage(db, storage, actorOf(request), request.params.id, files), '图片已上传');
    },
  );

  api.get(
    '/api/admin/points_orders',
    {
      config: warehouse,
      schema: {
        tags,
        summary: '积分订单（仓库发货）',
        querystring: adminPointsOrdersQuery,
        response: { 200: envelopeOf(adminPointsOrdersPage) },
      },
    },
    async (request) => ok(await listPointsOrders(db, request.query)),
  );

  api.get(
    '/api/admin/points_orders/:id/batches',
    {
      config: warehouse,
      schema: {
        tags,
        summary: '积分订单可出库的批次（近效期先出）',
        params: idParams,
        response: { 200: envelopeOf(pointsOrderBatches) },
      },
    },
    async (request) => ok(await batchesOf(db, request.params.id)),
  );

  api.post(
    '/api/admin/points_orders/:id/ship',
    {
      config: warehouse,
      schema: {
        tags,
        summary: '积分订单发货（物流公司、单号；目录商品从库存批次出库，未按批次管理的药品手填批号与有效期）',
        params: idParams,
        body: pointsOrderShipBody,
        response: { 200: envelopeOf(pointsOrder) },
      },
    },
    async (request) => ok(await shipPointsOrder(db, actorOf(request), request.params.id, request.body), '已发货'),
  );

  api.post(
    '/api/admin/points_orders/:id/cancel',
    {
      config: warehouse,
      schema: {
        tags,
        summary: '取消待发货的积分订单（积分、加价金额与库存退回）',
        params: idParams,
        body: pointsOrderCancelBody,
        response: { 200: envelopeOf(pointsOrder) },
      },
    },
    async (request) =>
      ok(await cancelPointsOrder(db, actorOf(request), request.params.id, request.body.reason), '积分订单已取消'),
  );
}
