import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { goodsExportQuery, importReport, MAX_IMPORT_ROWS, STAFF_SHEET_LIMITS } from '@store/shared/api/admin-goods';
import { ok } from '../../lib/envelope.ts';
import { readXlsxUpload, staffSheetReader } from '../../lib/xlsx.ts';
import { streamXlsx } from '../../lib/xlsx-stream.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import { goodsExport } from './export.ts';
import { importGoods } from './xlsx.ts';

const tags = ['operator'];

/** 导出 and 导入 of the goods list as .xlsx (exceljs). */
export async function goodsXlsxRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sheets = staffSheetReader();
  app.addHook('onClose', () => sheets.close());

  api.get(
    '/api/admin/goods/export',
    {
      config: { staff: 'goods.view' },
      schema: {
        tags,
        summary: '导出筛选出的商品（.xlsx，列与导入模板相同；边读边写，不限条数，每个工作表至多 100 万行）',
        querystring: goodsExportQuery,
      },
    },
    async (request, reply) => streamXlsx(reply, goodsExport(db, request.query)),
  );

  api.post(
    '/api/admin/goods/import',
    {
      config: { staff: 'goods.edit' },
      schema: {
        tags,
        summary: `导入商品（multipart：file，.xlsx ≤${STAFF_SHEET_LIMITS.bytes / 1024 / 1024}MB，≤${MAX_IMPORT_ROWS} 行数据、${STAFF_SHEET_LIMITS.columns} 列，单元格 ≤${STAFF_SHEET_LIMITS.cellLength} 字；按商品ID或批准文号+规格更新，否则新增，与现有商品相同的行不写入；任一行有误则全部不导入并逐行报告）`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(importReport) },
      },
    },
    async (request) => {
      const report = await importGoods(db, sheets, actorOf(request), await readXlsxUpload(request));
      const msg = report.applied
        ? `导入完成：新增 ${report.created}，更新 ${report.updated}，未变 ${report.unchanged}`
        : `有 ${new Set(report.errors.map((e) => e.row)).size} 行有误，未导入任何商品`;
      return ok(report, msg);
    },
  );
}
