import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditRow } from '@store/shared/api/staff';
import { api } from '../../api/client.ts';

export type AuditFilters = { staff_id?: number; object_type?: string; object_id?: string; action?: string };
export type AuditPage = { data: AuditRow[]; total: number; page: number; page_size: number };

/** GET /api/admin/audit, one page of it, newest first; the last page stays shown while the next loads. */
export const useAuditLog = (filters: AuditFilters, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['admin', 'audit', filters, page, pageSize],
    queryFn: () => api.get<AuditPage>('/api/admin/audit', { query: { ...filters, page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
