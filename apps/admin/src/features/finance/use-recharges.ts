import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRechargeQuery, AdminRechargeRow, RechargeRow } from '@store/shared/api/wallet';
import { api } from '../../api/client.ts';

const RECHARGES_KEY = ['admin', 'recharges'] as const;
export type RechargeFilters = Partial<Pick<AdminRechargeQuery, 'status' | 'keywords' | 'amount'>>;
type RechargePage = { data: AdminRechargeRow[]; total: number; page: number; page_size: number };

/** GET /api/admin/recharges: transfer top-ups, found by reference, buyer or amount. */
export const useRecharges = (filters: RechargeFilters, page: number) =>
  useQuery({
    queryKey: [...RECHARGES_KEY, filters, page],
    queryFn: () => api.get<RechargePage>('/api/admin/recharges', { query: { ...filters, page, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/recharges/:id/confirm: the money arrived; the list is read again whatever the answer. */
export function useConfirmRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RechargeRow & { balance: number }>(`/api/admin/recharges/${id}/confirm`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECHARGES_KEY }),
  });
}
