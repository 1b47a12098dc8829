import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { afterSalesReviewBody, logisticsBody, shipBody } from '@store/shared/api/orders';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { reviewAfterSales } from './after-sales.ts';
import { issueInvoice, MAX_INVOICE_FILE_BYTES } from './invoices.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import { addLogistics, shipOrder } from './shipping.ts';

/** Operator side of orders (screens come with the operator console). Every route requires the operator role. */
export async function orderAdminRoutes(app: FastifyInstance, { db, storage, gateways }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  // The buyer API's operator guard until these move under staff permissions (issue #13, next slice).
  const guarded = { onRequest: app.requireOperator, config: { staff: 'legacy-operator' as const } };

  api.post(
    '/api/admin/order/:id/ship',
    {
      ...guarded,
      schema: {
        tags,
        summary: '发货：物流公司、运单号、各行批号',
        params: idParams,
        body: shipBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await shipOrder(db, request.params.id, request.body);
      return ok(null, '已发货');
    },
  );

  api.post(
    '/api/admin/order/:id/logistics',
    {
      ...guarded,
      schema: {
        tags,
        summary: '添加物流信息',
        params: idParams,
        body: logisticsBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await addLogistics(db, request.params.id, request.body.text);
      return ok(null, '已添加');
    },
  );

  api.post(
    '/api/admin/after_sales/:id/review',
    {
      ...guarded,
      schema: {
        tags,
        summary: '审核退货/售后：通过（退款至余额或原支付方式）或驳回',
        params: idParams,
        body: afterSalesReviewBody,
        response: { 200: envelopeOf(z.object({ status: z.string(), refund_amount: z.number() })) },
      },
    },
    async (request) => ok(await reviewAfterSales(db, gateways, request.params.id, request.body), '审核完成'),
  );

  api.post(
    '/api/admin/invoice/:id/issue',
    {
      ...guarded,
      schema: {
        tags,
        summary: '开具电子发票（multipart：invoice_no, file：PDF/JPG/PNG）',
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { files, fields } = await readUpload(request, oneFile(MAX_INVOICE_FILE_BYTES));
      return ok(
        await issueInvoice(db, storage, request.params.id, (fields.invoice_no ?? '').trim(), files[0]),
        '发票已开具',
      );
    },
  );
}
