import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityGoodsOption,
  AdminActivityDetail,
  AdminActivityRow,
  TapReport,
} from '@store/shared/api/activities-admin';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';
import { uploadFile } from '../../api/upload.ts';

const KEY = ['admin', 'activities'] as const;

/** GET /api/admin/activities */
export const useActivities = (keywords: string, page: number) =>
  useServerList<AdminActivityRow>([...KEY, 'list'], '/api/admin/activities', { keywords }, page);

/** GET /api/admin/activities/:id — the form's goods with their activity prices. */
export const useActivityDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => api.get<AdminActivityDetail>(`/api/admin/activities/${id}`),
    enabled: id !== undefined,
  });

/** GET /api/admin/activities/goods-options — the goods picker's answers for what was typed. */
export const useGoodsOptions = (keywords: string) =>
  useQuery({
    queryKey: [...KEY, 'goods-options', keywords],
    queryFn: () => api.get<ActivityGoodsOption[]>('/api/admin/activities/goods-options', { query: { keywords } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /api/admin/activities/taps */
export const useTapReport = (from: string | undefined, to: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'taps', from, to],
    queryFn: () => api.get<TapReport>('/api/admin/activities/taps', { query: { from, to } }),
    placeholderData: keepPreviousData,
  });

/** Every change (saved, paused or resumed, banner uploaded); lists and details are read again after it. */
export function useActivityChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'save'; id?: number; body: Record<string, unknown> }
        | { kind: 'status'; id: number; status: 0 | 1 }
        | { kind: 'banner'; id: number; file: File },
    ): Promise<AdminActivityRow> => {
      if (change.kind === 'status')
        return api.post(`/api/admin/activities/${change.id}/status`, { status: change.status });
      if (change.kind === 'banner') return uploadFile(`/api/admin/activities/${change.id}/banner`, change.file);
      return api.post(change.id ? `/api/admin/activities/${change.id}` : '/api/admin/activities', change.body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
