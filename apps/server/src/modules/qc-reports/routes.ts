import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { qcReport, qcReportPage, qcReportQuery } from '@store/shared/api/qc-reports';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

/** 质检报告查询: anyone finds a batch's report; its PDF is for logged-in buyers (a supplier's document). */
export async function qcReportRoutes(app: FastifyInstance, { db, config }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['qc-report'];

  api.get(
    '/api/qc_report',
    {
      schema: {
        tags,
        summary: '质检报告查询：按商品名称（汉字、拼音首字母、全拼）或批号',
        querystring: qcReportQuery,
        response: { 200: envelopeOf(qcReportPage) },
      },
    },
    async (request) => ok(await service.searchReports(db, request.query)),
  );

  api.get(
    '/api/qc_report/goods/:id',
    {
      schema: {
        tags,
        summary: '商品各批号的质检报告',
        params: idParams,
        response: { 200: envelopeOf(z.array(qcReport)) },
      },
    },
    async (request) => ok(await service.reportsOfGoods(db, request.params.id)),
  );

  api.get(
    '/api/qc_report/:id/file',
    { onRequest: app.requireUser, schema: { tags, summary: '下载质检报告（PDF）', params: idParams } },
    async (request, reply) => {
      const file = await service.reportFile(db, request.params.id, config.SITE_TITLE);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', file.disposition)
        .send(file.bytes);
    },
  );
}
