import type { FastifyInstance } from 'fastify';
import { idParams } from '@store/shared/api/envelope';
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
import { consoleRoutes } from '../../lib/console-routes.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
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
  const marketing = consoleRoutes(app, 'promotions.manage');
  const warehouse = consoleRoutes(app, 'orders.ship');

  marketing.get(
    '/api/admin/mall/goods',
    { summary: '积分商品列表', querystring: adminMallGoodsQuery, response: adminMallGoodsPage },
    ({ query }) => listMallGoods(db, query),
  );
  marketing.post(
    '/api/admin/mall/goods',
    { summary: '新建积分商品', body: mallGoodsBody, response: adminMallGoods, done: '积分商品已创建' },
    ({ actor, body }) => createMallGoods(db, actor, body),
  );
  marketing.post(
    '/api/admin/mall/goods/:id',
    {
      summary: '修改积分商品（已有兑换后不能改兑换类型和内容）',
      params: idParams,
      body: mallGoodsBody,
      response: adminMallGoods,
      done: '积分商品已保存',
    },
    ({ actor, params, body }) => updateMallGoods(db, actor, params.id, body),
  );
  marketing.post(
    '/api/admin/mall/goods/:id/status',
    {
      summary: '上架或暂停积分商品',
      params: idParams,
      body: mallGoodsStatusBody,
      response: adminMallGoods,
      done: (_, { body }) => (body.status === 1 ? '已上架' : '已暂停兑换'),
    },
    ({ actor, params, body }) => setMallGoodsStatus(db, actor, params.id, body.status),
  );
  marketing.post(
    '/api/admin/mall/goods/:id/image',
    {
      summary: '上传积分商品图片（multipart：file，JPG/PNG/WebP，2MB 以内），替换原图',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: adminMallGoods,
      done: '图片已上传',
    },
    async ({ actor, params, request }) => {
      const { files } = await readUpload(request, oneFile(MAX_GOODS_IMAGE_BYTES));
      return setMallGoodsImage(db, storage, actor, params.id, files);
    },
  );

  warehouse.get(
    '/api/admin/points_orders',
    { summary: '积分订单（仓库发货）', querystring: adminPointsOrdersQuery, response: adminPointsOrdersPage },
    ({ query }) => listPointsOrders(db, query),
  );
  warehouse.get(
    '/api/admin/points_orders/:id/batches',
    { summary: '积分订单可出库的批次（近效期先出）', params: idParams, response: pointsOrderBatches },
    ({ params }) => batchesOf(db, params.id),
  );
  warehouse.post(
    '/api/admin/points_orders/:id/ship',
    {
      summary: '积分订单发货（物流公司、单号；目录商品从库存批次出库，未按批次管理的药品手填批号与有效期）',
      params: idParams,
      body: pointsOrderShipBody,
      response: pointsOrder,
      done: '已发货',
    },
    ({ actor, params, body }) => shipPointsOrder(db, actor, params.id, body),
  );
  warehouse.post(
    '/api/admin/points_orders/:id/cancel',
    {
      summary: '取消待发货的积分订单（积分、加价金额与库存退回）',
      params: idParams,
      body: pointsOrderCancelBody,
      response: pointsOrder,
      done: '积分订单已取消',
    },
    ({ actor, params, body }) => cancelPointsOrder(db, actor, params.id, body.reason),
  );
}
