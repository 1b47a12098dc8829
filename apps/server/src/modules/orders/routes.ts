import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { id } from '@store/shared/api/fields';
import {
  afterSalesBody,
  afterSalesSummary,
  cancelOrderBody,
  invoiceListQuery,
  invoicePage,
  MAX_AFTER_SALES_PHOTO_BYTES,
  orderCounts as orderCountsSchema,
  orderDetail as orderDetailSchema,
  orderListQuery,
  orderPage,
  rebuyResult,
  uploadedPhoto,
} from '@store/shared/api/orders';
import { ok } from '../../lib/envelope.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';
import * as afterSales from './after-sales.ts';
import * as invoices from './invoices.ts';

const photoParams = z.strictObject({ id, index: z.coerce.number().int().min(0).max(20) });

/** Order centre of the buyer: list, counts, detail, cancel, confirm receipt, buy again, after-sales, invoices. */
export async function orderRoutes(app: FastifyInstance, { db, storage, gateways }: ModuleDeps): Promise<void> {
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
      await service.confirmReceipt(db, request.user.id, request.params.id);
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

  api.post(
    '/api/upload/after_sales',
    {
      ...guarded,
      schema: {
        tags,
        summary: '上传售后照片（multipart：file；JPG/PNG/WebP，≤5MB）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedPhoto) },
      },
    },
    async (request) => {
      const [file] = (await readUpload(request, oneFile(MAX_AFTER_SALES_PHOTO_BYTES))).files;
      return ok(
        await afterSales.uploadPhoto(storage, request.user.id, file ?? { bytes: Buffer.alloc(0), filename: '' }),
        '上传成功',
      );
    },
  );

  api.get(
    '/api/upload/after_sales/:name',
    {
      ...guarded,
      schema: { tags, summary: '本人上传的售后照片', params: z.strictObject({ name: z.string().max(40) }) },
    },
    async (request, reply) => {
      const photo = await afterSales.readOwnPhoto(storage, request.user.id, request.params.name);
      return reply.type(photo.mime).header('cache-control', 'private, no-store').send(photo.bytes);
    },
  );

  api.post(
    '/api/order/:id/after_sales',
    {
      ...guarded,
      schema: {
        tags,
        summary: '申请退货/售后（已发货或已完成的订单）',
        params: idParams,
        body: afterSalesBody,
        response: { 200: envelopeOf(afterSalesSummary) },
      },
    },
    async (request) =>
      ok(
        await afterSales.requestAfterSales(db, request.user.id, request.params.id, request.body),
        '申请已提交，请等待审核',
      ),
  );

  api.get(
    '/api/after_sales/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: '退货/售后申请详情与状态记录',
        params: idParams,
        response: { 200: envelopeOf(afterSalesSummary) },
      },
    },
    async (request) => ok(await afterSales.afterSalesDetail(db, request.user.id, request.params.id)),
  );

  api.get(
    '/api/after_sales/:id/photo/:index',
    { ...guarded, schema: { tags, summary: '售后申请的照片（本人或运营）', params: photoParams } },
    async (request, reply) => {
      const { id, index } = request.params;
      const photo =
        request.user.role === 'operator'
          ? await afterSales.readRequestPhotoForOperator(db, storage, id, index)
          : await afterSales.readOwnRequestPhoto(db, storage, request.user.id, id, index);
      return reply.type(photo.mime).header('cache-control', 'private, no-store').send(photo.bytes);
    },
  );

  api.get(
    '/api/invoice',
    {
      ...guarded,
      schema: {
        tags,
        summary: '我的电子发票',
        querystring: invoiceListQuery,
        response: { 200: envelopeOf(invoicePage) },
      },
    },
    async (request) =>
      ok(await invoices.listInvoices(db, request.user.id, request.query.page, request.query.page_size)),
  );

  api.get(
    '/api/invoice/:id/file',
    { ...guarded, schema: { tags, summary: '下载已开具的电子发票', params: idParams } },
    async (request, reply) => {
      const file =
        request.user.role === 'operator'
          ? await invoices.invoiceFileForOperator(db, storage, request.params.id)
          : await invoices.ownInvoiceFile(db, storage, request.user.id, request.params.id);
      return reply
        .type(file.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );
}
