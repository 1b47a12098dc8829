import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuyerDetail,
  BuyerList,
  BuyerListQuery,
  BuyerRow,
  ManagerOption,
  ScopeBody,
} from '@store/shared/api/buyers';
import type { BalanceAdjustBody } from '@store/shared/api/wallet';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';

const BUYERS_KEY = ['admin', 'buyers'] as const;
export type BuyerFilters = Partial<Omit<BuyerListQuery, 'page' | 'page_size'>>;

/** GET /api/admin/buyers, one page; the last page stays shown while the next loads. */
export const useBuyerList = (filters: BuyerFilters, page: number, pageSize: number) =>
  useServerList<BuyerRow, BuyerList>([...BUYERS_KEY, 'list'], '/api/admin/buyers', filters, page, { pageSize });

/** GET /api/admin/buyers/:id: the buyer's whole file. */
export const useBuyer = (id: number) =>
  useQuery({ queryKey: [...BUYERS_KEY, 'file', id], queryFn: () => api.get<BuyerDetail>(`/api/admin/buyers/${id}`) });

/** GET /api/admin/managers: customer-service staff, who manage buyers. */
export const useManagers = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['admin', 'managers'],
    queryFn: () => api.get<ManagerOption[]>('/api/admin/managers'),
    staleTime: 60_000,
  });

/** The changes staff make on a buyer; the list and the file are read again afterwards. */
export function useBuyerChange(id: number) {
  const queryClient = useQueryClient();
  const settle = { onSettled: () => queryClient.invalidateQueries({ queryKey: BUYERS_KEY }) };
  return {
    assignManager: useMutation({
      mutationFn: (staffId: number) => api.post<null>(`/api/admin/users/${id}/manager`, { staff_id: staffId }),
      ...settle,
    }),
    setScope: useMutation({
      mutationFn: (body: ScopeBody) => api.post<null>(`/api/admin/users/${id}/scope`, body),
      ...settle,
    }),
    adjustBalance: useMutation({
      mutationFn: (body: BalanceAdjustBody) =>
        api.post<{ balance: number }>(`/api/admin/users/${id}/balance`, body, { quiet: true }),
      ...settle,
    }),
    setDisabled: useMutation({
      mutationFn: (disabled: boolean) => api.post<null>(`/api/admin/users/${id}/${disabled ? 'disable' : 'enable'}`),
      ...settle,
    }),
  };
}
