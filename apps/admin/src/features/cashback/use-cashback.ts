import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminCashbackActivity, adminCashbackAwardPage } from '@store/shared/api/cashback';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';

const KEY = ['admin', 'cashback'] as const;
export type AwardPage = z.infer<typeof adminCashbackAwardPage>;

/** GET /api/admin/cashback: every activity, with buyers awarded and what they keep. */
export const useCashbackActivities = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => api.get<{ data: AdminCashbackActivity[] }>('/api/admin/cashback'),
  });

/** POST /api/admin/cashback or PUT /api/admin/cashback/{id}. */
export function useSaveActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      api.post<{ id: number }>(id ? `/api/admin/cashback/${id}` : '/api/admin/cashback', body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/cashback/{id}/active: pause or resume. */
export function useSetActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.post<{ id: number; active: boolean }>(`/api/admin/cashback/${id}/active`, { active }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET /api/admin/cashback/{id}/awards ?page,period. */
export const useAwards = (id: number | undefined, page: number, period: string | undefined) =>
  useServerList<AwardPage['data'][number], AwardPage>(
    [...KEY, id, 'awards'],
    `/api/admin/cashback/${id}/awards`,
    { period },
    page,
    { enabled: id !== undefined },
  );
