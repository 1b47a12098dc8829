import type { AuditRow } from '@store/shared/api/staff';
import { useServerList } from '../../api/use-server-list.ts';

export type AuditFilters = { staff_id?: number; object_type?: string; object_id?: string; action?: string };

/** GET /api/admin/audit, one page of it, newest first; the last page stays shown while the next loads. */
export const useAuditLog = (filters: AuditFilters, page: number, pageSize: number) =>
  useServerList<AuditRow>(['admin', 'audit'], '/api/admin/audit', filters, page, { pageSize });
