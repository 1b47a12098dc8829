import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  adjustBatchBody,
  batchList,
  batchListQuery,
  batchRow,
  goodsBatches,
  receiveBatchBody,
} from '@store/shared/api/stock';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import { adjustBatch, goodsBatches as batchesOfGoods, listBatches, receiveBatch } from './batches.ts';
import { batchesExport, importBatches } from './xlsx.ts';
import { importReport, MAX_IMPORT_ROWS, STAFF_SHEET_LIMITS } from '@store/shared/api/admin-goods';
import { readXlsxUpload, staffSheetReader } from '../../lib/xlsx.ts';
import { streamXlsx } from '../../lib/xlsx-stream.ts';

/** Stock by batch: receive, count and write off batches (an order's suggested picks: orders/admin-order-routes.ts). */
export async function stockAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const sheets = staffSheetReader();
  app.addHook('onClose', () => sheets.close());

  api.get(
    '/api/admin/stock_batches',
    {
      config: { staff: 'goods.view' },
      schema: {
        tags,
        summary: '批次库存列表（效期预警）：按有效期从近到远，可筛近效期、已过期',
        querystring: batchListQuery,
        response: { 200: envelopeOf(batchList) },
      },
    },
    async (request) => ok(await listBatches(db, request.query)),
  );

  api.get(
    '/api/admin/stock_batches/export',
    {
      config: { staff: 'goods.view' },
      schema: {
        tags,
        summary: '导出批次库存（.xlsx，按当前筛选，按入库登记顺序；边读边写，不限条数，每个工作表至多 100 万行）',
        querystring: batchListQuery.pick({ state: true, keywords: true }),
      },
    },
    async (request, reply) => streamXlsx(reply, batchesExport(db, request.query)),
  );

  api.post(
    '/api/admin/stock_batches/import',
    {
      config: { staff: 'stock.manage' },
      schema: {
        tags,
        summary: `导入入库单（multipart：file，.xlsx ≤${STAFF_SHEET_LIMITS.bytes / 1024 / 1024}MB，≤${MAX_IMPORT_ROWS} 行数据；列：商品ID、批号、生产日期、有效期至、入库数量、仓库；任一行有误则全部不入库并逐行报告）`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(importReport) },
      },
    },
    async (request) => {
      const report = await importBatches(db, sheets, actorOf(request), await readXlsxUpload(request));
      const msg = report.applied
        ? `入库完成：新批次 ${report.created}，追加 ${report.updated}`
        : `有 ${new Set(report.errors.map((e) => e.row)).size} 行有误，未入库任何批次`;
      return ok(report, msg);
    },
  );

  api.get(
    '/api/admin/goods/:id/batches',
    {
      config: { staff: 'goods.view' },
      schema: {
        tags,
        summary: '商品的批次库存与可售库存',
        params: idParams,
        response: { 200: envelopeOf(goodsBatches) },
      },
    },
    async (request) => ok(await batchesOfGoods(db, request.params.id)),
  );

  api.post(
    '/api/admin/goods/:id/batches',
    {
      config: { staff: 'stock.manage' },
      schema: {
        tags,
        summary: '入库：新增批次或在同批号上追加（可售库存随之更新，从 0 补货时通知到货提醒）',
        params: idParams,
        body: receiveBatchBody,
        response: {
          200: envelopeOf(z.object({ batch: batchRow, stock: z.number().int(), notified: z.number().int() })),
        },
      },
    },
    async (request) => ok(await receiveBatch(db, actorOf(request), request.params.id, request.body), '已入库'),
  );

  api.post(
    '/api/admin/stock_batches/:id/adjust',
    {
      config: { staff: 'stock.manage' },
      schema: {
        tags,
        summary: '批次盘点或报损：设置批次数量并写明原因',
        params: idParams,
        body: adjustBatchBody,
        response: { 200: envelopeOf(z.object({ batch: batchRow, stock: z.number().int() })) },
      },
    },
    async (request) => ok(await adjustBatch(db, actorOf(request), request.params.id, request.body), '批次已调整'),
  );
}
