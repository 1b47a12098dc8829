import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRechargeQuery, AdminRechargeRow, RechargeRow } from '@store/shared/api/wallet';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';

const RECHARGES_KEY = ['admin', 'recharges'] as const;
export type RechargeFilters = Partial<Pick<AdminRechargeQuery, 'status' | 'keywords' | 'amount'>>;

/** GET /api/admin/recharges: transfer top-ups, found by reference, buyer or amount. */
export const useRecharges = (filters: RechargeFilters, page: number) =>
  useServerList<AdminRechargeRow>(RECHARGES_KEY, '/api/admin/recharges', filters, page);

/** POST /api/admin/recharges/:id/confirm: the money arrived; the list is read again whatever the answer. */
export function useConfirmRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RechargeRow & { balance: number }>(`/api/admin/recharges/${id}/confirm`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECHARGES_KEY }),
  });
}
