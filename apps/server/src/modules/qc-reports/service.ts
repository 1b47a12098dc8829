import { qcReportFileUrl, type QcReport, type QcReportPage, type QcReportQuery } from '@store/shared/api/qc-reports';
import { QcReportRefusal } from '@store/shared/codes';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { attachmentHeader, reportPdf } from './pdf.ts';
import * as repo from './repo.ts';

const present = (row: repo.QcReportRow): QcReport => ({
  id: row.id,
  goods_id: row.goodsId,
  goods_name: row.goodsName,
  sccj: row.sccj,
  ypgg: row.ypgg,
  approval_number: row.approvalNumber,
  batch_number: row.batchNumber,
  report_no: row.reportNo,
  inspector: row.inspector,
  inspected_on: row.inspectedOn,
  conclusion: row.conclusion,
  file_url: qcReportFileUrl(row.id),
});

export async function searchReports(db: Db, query: QcReportQuery): Promise<QcReportPage> {
  const { rows, total } = await repo.searchReports(db, query.keywords, query.page, query.limit);
  return { data: rows.map(present), total, page: query.page, page_size: query.limit };
}

export async function reportsOfGoods(db: Db, goodsId: number): Promise<QcReport[]> {
  // Same answer as the goods' detail page gives for a goods that is gone.
  if (!(await repo.isListedGoods(db, goodsId))) throw notFound('商品不存在或已下架');
  return (await repo.reportsOfGoods(db, goodsId)).map(present);
}

export async function reportFile(
  db: Db,
  id: number,
  siteTitle: string,
): Promise<{ bytes: Buffer; disposition: string }> {
  const row = await repo.findReport(db, id);
  if (!row) throw new AppError(QcReportRefusal.REPORT_NOT_FOUND);
  return { bytes: await reportPdf(row, siteTitle), disposition: attachmentHeader(row) };
}
