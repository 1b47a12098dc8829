import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  cancelOrderBody,
  orderCounts as orderCountsSchema,
  orderDetail as orderDetailSchema,
  orderListQuery,
  orderPage,
  rebuyResult,
} from '@store/shared/api/orders';
import { RECEIVING_EXPORT_MAX_DAYS, receivingExportQuery } from '@store/shared/api/receiving';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';
import { deliveryNotePdf, sendDeliveryNote } from './delivery-note.ts';
import { receivingExportOfOrder, receivingExportOfRange } from './receiving-export.ts';
import { streamXlsx } from '../../lib/xlsx-stream.ts';

/** Order centre of the buyer: list, counts, detail, cancel, confirm receipt, buy again. */
export async function orderRoutes(app: FastifyInstance, { db, gateways, config }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/order',
    {
      ...guarded,
      schema: {
        tags,
        summary: '我的订单：按状态/售后、订单号或商品名、下单时间筛选',
        querystring: orderListQuery,
        response: { 200: envelopeOf(orderPage) },
      },
    },
    async (request) => ok(await service.listOrders(db, request.user.id, request.query)),
  );

  api.get(
    '/api/order/counts',
    {
      ...guarded,
      schema: { tags, summary: '各状态订单数与售后订单数', response: { 200: envelopeOf(orderCountsSchema) } },
    },
    async (request) => ok(await service.orderCounts(db, request.user.id)),
  );

  api.get(
    '/api/order/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: '订单详情：商品（批号、效期）、金额、支付、发票、物流、售后',
        params: idParams,
        response: { 200: envelopeOf(orderDetailSchema) },
      },
    },
    async (request) => ok(await service.orderDetail(db, request.user.id, request.params.id)),
  );

  // 入库验收单: the buyer's shipped orders as the sheet a pharmacy receives its goods against, one row per batch.
  api.get(
    '/api/order/receiving_export',
    {
      ...guarded,
      schema: {
        tags,
        summary: `导出入库验收单（.xlsx，每批次一行：品名、批准文号、剂型、规格、厂家、批号、效期、数量、单价、金额）：本人已发货与已完成订单，下单日期范围必填、最长 ${RECEIVING_EXPORT_MAX_DAYS} 天`,
        querystring: receivingExportQuery,
      },
    },
    async (request, reply) => streamXlsx(reply, receivingExportOfRange(db, request.user.id, request.query)),
  );

  api.get(
    '/api/order/:id/receiving_export',
    {
      ...guarded,
      schema: {
        tags,
        summary: '导出本订单的入库验收单（.xlsx，每批次一行）：已发货或已完成的本人订单',
        params: idParams,
      },
    },
    async (request, reply) => streamXlsx(reply, await receivingExportOfOrder(db, request.user.id, request.params.id)),
  );

  // The buyer's own copy of the note that travelled with its goods (GSP receiving): the same document the
  // warehouse prints, for a shipped or completed order of its own.
  api.get(
    '/api/order/:id/delivery_note',
    {
      ...guarded,
      schema: { tags, summary: '随货同行单（PDF）：本人已发货订单的各批次商品行', params: idParams },
    },
    async (request, reply) =>
      sendDeliveryNote(reply, await deliveryNotePdf(db, config, request.params.id, { buyerId: request.user.id })),
  );

  api.post(
    '/api/order/:id/cancel',
    {
      ...guarded,
      schema: {
        tags,
        summary: '取消订单（发货前；已付款退回余额）',
        params: idParams,
        body: cancelOrderBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.cancelOrder(db, gateways, request.user.id, request.params.id, request.body.reason);
      return ok(null, '订单已取消');
    },
  );

  api.post(
    '/api/order/:id/confirm',
    { ...guarded, schema: { tags, summary: '确认收货', params: idParams, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await service.confirmReceipt(db, request.user.id, request.params.id, config.POINTS_PER_YUAN);
      return ok(null, '已确认收货');
    },
  );

  api.post(
    '/api/order/:id/rebuy',
    {
      ...guarded,
      schema: {
        tags,
        summary: '再次购买：订单商品重新校验后加入购物车',
        params: idParams,
        response: { 200: envelopeOf(rebuyResult) },
      },
    },
    async (request) => {
      const result = await service.rebuy(db, await request.buyer(), request.params.id);
      return ok(
        result,
        result.failed.length
          ? `${result.added.length} 件商品已加入购物车，${result.failed.length} 件未能加入`
          : '已加入购物车',
      );
    },
  );
}
