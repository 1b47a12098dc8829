import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QcReport, QcReportPage } from '@store/shared/api/qc-reports';
import { api } from './client.ts';

/** Page size of the 质检报告查询 table. */
export const QC_REPORT_PAGE_SIZE = 20;

/**
 * GET /api/qc_report ?keywords&page&limit — the /zjbg search. An empty search lists the newest reports,
 * so the page shows what it offers before anything is typed. Shared by the goods detail and /zjbg.
 */
export function useQcReportSearch(keywords: string, page: number) {
  return useQuery({
    queryKey: ['qc-report', 'search', keywords, page] as const,
    queryFn: ({ signal }) =>
      api.get<QcReportPage>('/api/qc_report', { query: { keywords, page, limit: QC_REPORT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/qc_report/goods/{id} — the reports of one goods' batches (its detail page's 质检报告 tab). */
export function useGoodsQcReports(goodsId: number, enabled = true) {
  return useQuery({
    queryKey: ['qc-report', 'goods', goodsId] as const,
    queryFn: ({ signal }) => api.get<QcReport[]>(`/api/qc_report/goods/${goodsId}`, { signal }),
    enabled,
  });
}
