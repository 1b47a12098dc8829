import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { page } from './fields.ts';

/**
 * Quality-inspection reports (质检报告 / 药品检验报告书) of the goods' batches. Anyone may look them up;
 * the PDF itself (GET /api/qc_report/{id}/file) is for logged-in buyers.
 */

/** GET /api/qc_report ?keywords (goods name, its pinyin or initials, or a batch number), page, limit */
export const qcReportQuery = z.strictObject({
  keywords: z.string().trim().max(50).default(''),
  page,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type QcReportQuery = z.infer<typeof qcReportQuery>;

export const qcReport = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  approval_number: z.string(),
  batch_number: z.string(),
  report_no: z.string(),
  inspector: z.string(),
  /** YYYY-MM-DD */
  inspected_on: z.string(),
  conclusion: z.string(),
  /** Where the PDF downloads (logged-in buyers only). */
  file_url: z.string(),
});
export type QcReport = z.infer<typeof qcReport>;

export const qcReportPage = pageOf(qcReport);
export type QcReportPage = z.infer<typeof qcReportPage>;

/** The download address of a report's PDF, for links in the store. */
export const qcReportFileUrl = (id: number) => `/api/qc_report/${id}/file`;
