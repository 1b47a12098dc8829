import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  adminAfterSalesPage,
  adminAfterSalesQuery,
  adminCancelBody,
  adminCancelResult,
  adminInvoicePage,
  adminInvoiceQuery,
  adminOrderDetail,
  adminOrderPage,
  adminOrderQuery,
  bulkShipReport,
  MAX_BULK_SHIP_BYTES,
} from '@store/shared/api/admin-orders';
import { pickSuggestion } from '@store/shared/api/stock';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { invalid } from '../../lib/errors.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import { cancelOrder, listAfterSales, listInvoices, listOrders, orderDetail } from './admin-orders.ts';
import { deliveryNotePdf, sendDeliveryNote } from './delivery-note.ts';
import { suggestForOrder } from './pick-suggestion.ts';

/** 订单管理 in the console: queues, detail, cancel, the delivery note, bulk shipping, after-sales and invoice queues. */
export async function orderConsoleRoutes(app: FastifyInstance, { db, config, gateways }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  api.get(
    '/api/admin/orders',
    {
      config: { staff: 'orders.view' },
      schema: {
        tags,
        summary:
          '订单列表：按队列（含待确认转账）分页，搜索订单号、采购商、手机号、汇款附言、金额、下单日期；附各队列数量',
        querystring: adminOrderQuery,
        response: { 200: envelopeOf(adminOrderPage) },
      },
    },
    async (request) => ok(await listOrders(db, request.query)),
  );

  api.get(
    '/api/admin/order/:id',
    {
      config: { staff: 'orders.view' },
      schema: {
        tags,
        summary: '订单详情：采购商、收货地址、商品行（批准文号、批号、效期）、支付、时间线、出库批次、售后与发票',
        params: idParams,
        response: { 200: envelopeOf(adminOrderDetail) },
      },
    },
    async (request) => ok(await orderDetail(db, request.params.id)),
  );

  // The batches each line would ship from (first expiry first out), for the ship dialog.
  api.get(
    '/api/admin/order/:id/picks/suggest',
    {
      config: { staff: 'orders.ship' },
      schema: {
        tags,
        summary: '发货建议：每行按近效期先出（FEFO）应取的批次，以及可改选的批次',
        params: idParams,
        response: { 200: envelopeOf(z.array(pickSuggestion)) },
      },
    },
    async (request) => ok(await suggestForOrder(db, request.params.id)),
  );

  // orders.view, not orders.ship: the note holds nothing the order detail does not show, and customer service
  // and finance reprint it when a pharmacy asks for its copy (GSP records); only a shipped order has one.
  api.get(
    '/api/admin/order/:id/delivery_note',
    {
      config: { staff: 'orders.view' },
      schema: {
        tags,
        summary: '随货同行单（PDF）：已发货订单的收货单位、各批次商品行与本企业许可证号',
        params: idParams,
      },
    },
    async (request, reply) =>
      sendDeliveryNote(reply, await deliveryNotePdf(db, config, request.params.id, { operator: true })),
  );

  api.post(
    '/api/admin/order/:id/cancel',
    {
      config: { staff: 'orders.cancel' },
      schema: {
        tags,
        summary: '取消订单（待付款、待发货）：原因写入时间线并通知采购商；库存返还，已付款项退回余额或原路退回',
        params: idParams,
        body: adminCancelBody,
        response: { 200: envelopeOf(adminCancelResult) },
      },
    },
    async (request) =>
      ok(await cancelOrder(db, gateways, actorOf(request), request.params.id, request.body.reason), '订单已取消'),
  );

  api.post(
    '/api/admin/orders/ship_csv',
    {
      config: { staff: 'orders.ship' },
      schema: {
        tags,
        summary: '批量发货（multipart：file，CSV 三列 订单号、物流公司、运单号）：逐单按近效期先出发货，逐行返回结果',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(bulkShipReport) },
      },
    },
    async (request) => {
      const { files } = await readUpload(request, { ...oneFile(MAX_BULK_SHIP_BYTES), what: 'CSV 文件' });
      const file = files[0];
      if (!file || file.bytes.length === 0) throw invalid({ file: ['请选择 CSV 文件'] });
      // The CSV reader and GB18030 decoder (~0.6 MB of code) load with the first file, not with every start.
      const { bulkShip } = await import('./bulk-ship.ts');
      const report = await bulkShip(db, actorOf(request), file.bytes);
      return ok(report, `已发货 ${report.shipped} 单，未发货 ${report.failed} 单`);
    },
  );

  api.get(
    '/api/admin/after_sales',
    {
      config: { staff: 'aftersales.review' },
      schema: {
        tags,
        summary: '售后申请列表（默认待审核），附采购商、照片与可退金额',
        querystring: adminAfterSalesQuery,
        response: { 200: envelopeOf(adminAfterSalesPage) },
      },
    },
    async (request) => ok(await listAfterSales(db, request.query)),
  );

  api.get(
    '/api/admin/invoices',
    {
      config: { staff: 'invoices.issue' },
      schema: {
        tags,
        summary: '发票申请列表（默认待开具，最早申请在前），附开票信息',
        querystring: adminInvoiceQuery,
        response: { 200: envelopeOf(adminInvoicePage) },
      },
    },
    async (request) => ok(await listInvoices(db, request.query)),
  );
}
