import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { invoiceListQuery, invoicePage } from '@store/shared/api/orders';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import * as invoices from './invoices.ts';

/** The buyer's electronic invoices (电子发票): the list and the issued file. */
export async function invoiceRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const guarded = { onRequest: app.requireUser };

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
      const file = await invoices.ownInvoiceFile(db, storage, request.user.id, request.params.id);
      return reply
        .type(file.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );
}
