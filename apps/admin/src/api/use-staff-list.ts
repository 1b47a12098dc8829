import { useQuery } from '@tanstack/react-query';
import type { StaffRow } from '@store/shared/api/staff';
import { api } from './client.ts';

export const STAFF_LIST_KEY = ['admin', 'staff'] as const;

/**
 * GET /api/admin/staff (staff.manage): the 员工与角色 table and the 操作日志 staff filter both read it, so it
 * lives here rather than in either feature. `enabled: false` for a viewer without the permission.
 */
export const useStaffList = (enabled = true) =>
  useQuery({ queryKey: STAFF_LIST_KEY, queryFn: () => api.get<StaffRow[]>('/api/admin/staff'), enabled });
