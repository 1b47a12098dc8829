import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@store/shared/api/envelope';
import { afterSalesReviewBody, logisticsBody, shipBody } from '@store/shared/api/orders';
import { shipResult } from '@store/shared/api/admin-orders';
import { ORDER_EXPORT_MAX_DAYS, orderExportQuery } from '@store/shared/api/admin-order-export';
import { CONSOLE_TAGS, consoleRoutes } from '../../lib/console-routes.ts';
import type { ModuleDeps } from '../deps.ts';
import { readRequestPhotoForOperator, reviewAfterSales } from './after-sales.ts';
import { photoParams } from './after-sales-routes.ts';
import { invoiceFileForOperator, issueInvoice, MAX_INVOICE_FILE_BYTES } from './invoices.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import { addLogistics, shipOrder } from './shipping.ts';
import { streamXlsx } from '../../lib/xlsx-stream.ts';
import { orderLinesExport } from './export.ts';

/** Staff side of orders: shipping, after-sales review, invoices (permissions per route, ADR 010). */
export async function orderAdminRoutes(app: FastifyInstance, { db, storage, gateways }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const warehouse = consoleRoutes(app, 'orders.ship');
  const afterSales = consoleRoutes(app, 'aftersales.review');
  const invoices = consoleRoutes(app, 'invoices.issue');

  warehouse.post(
    '/api/admin/order/:id/ship',
    {
      summary:
        '发货：物流公司、运单号；按批次管理的商品从库存批次出库（picks 为仓库所选批次，未选则近效期先出），其余商品手填批号',
      params: idParams,
      body: shipBody,
      response: shipResult,
      done: '已发货',
    },
    ({ actor, params, body }) => shipOrder(db, actor, params.id, body),
  );
  warehouse.post(
    '/api/admin/order/:id/logistics',
    { summary: '添加物流信息', params: idParams, body: logisticsBody, response: z.null(), done: '已添加' },
    ({ actor, params, body }) => addLogistics(db, actor, params.id, body.text),
  );

  afterSales.post(
    '/api/admin/after_sales/:id/review',
    {
      summary: '审核退货/售后：通过（退款至余额或原支付方式）或驳回',
      params: idParams,
      body: afterSalesReviewBody,
      response: z.object({ status: z.string(), refund_amount: z.number() }),
      done: '审核完成',
    },
    ({ actor, params, body }) => reviewAfterSales(db, gateways, actor, params.id, body),
  );
  // Files, not envelopes: these two answer with the bytes themselves.
  api.get(
    '/api/admin/after_sales/:id/photo/:index',
    {
      config: { staff: 'aftersales.review' },
      schema: { tags: CONSOLE_TAGS, summary: '售后申请的照片', params: photoParams },
    },
    async (request, reply) => {
      const photo = await readRequestPhotoForOperator(db, storage, request.params.id, request.params.index);
      return reply.type(photo.mime).header('cache-control', 'private, no-store').send(photo.bytes);
    },
  );
  api.get(
    '/api/admin/invoice/:id/file',
    {
      config: { staff: 'invoices.issue' },
      schema: { tags: CONSOLE_TAGS, summary: '已开具的电子发票文件', params: idParams },
    },
    async (request, reply) => {
      const file = await invoiceFileForOperator(db, storage, request.params.id);
      return reply
        .type(file.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );

  // A file, not an envelope; orders.view, as the list: the lines hold nothing the order detail does not show.
  api.get(
    '/api/admin/orders/export',
    {
      config: { staff: 'orders.view' },
      schema: {
        tags: CONSOLE_TAGS,
        summary: `导出订单明细（.xlsx，每个订单行一行，含批号与效期）：下单日期范围必填、最长 ${ORDER_EXPORT_MAX_DAYS} 天，可按订单状态、采购商（ID 或公司、账号、联系人、手机号的一部分）筛选；订单金额列只在每单第一行；边读边写，每个工作表至多 100 万行`,
        querystring: orderExportQuery,
      },
    },
    async (request, reply) => streamXlsx(reply, orderLinesExport(db, request.query)),
  );

  invoices.post(
    '/api/admin/invoice/:id/issue',
    {
      summary: '开具电子发票（multipart：invoice_no, file：PDF/JPG/PNG）',
      params: idParams,
      consumes: ['multipart/form-data'],
      done: '发票已开具',
    },
    async ({ actor, params, request }) => {
      const { files, fields } = await readUpload(request, oneFile(MAX_INVOICE_FILE_BYTES));
      return issueInvoice(db, storage, actor, params.id, (fields.invoice_no ?? '').trim(), files[0]);
    },
  );
}
