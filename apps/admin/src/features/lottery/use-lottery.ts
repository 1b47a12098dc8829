import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminActivityDetail, AdminActivityRow, AdminWinnerRow } from '@store/shared/api/draw-admin';
import type { AdminMallGoods } from '@store/shared/api/mall';
import type { AdminCouponRow } from '@store/shared/api/coupons';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';

const LOTTERY_KEY = ['admin', 'lottery'] as const;
type Page<T> = { data: T[]; total: number; page: number; page_size: number };

/** GET /api/admin/lottery */
export const useActivities = (keywords: string, page: number) =>
  useServerList<AdminActivityRow>([...LOTTERY_KEY, 'list'], '/api/admin/lottery', { keywords }, page);

/** GET /api/admin/lottery/:id — re-read every 5 s while open: remaining quantities are live. */
export const useActivityDetail = (id: number | null) =>
  useQuery({
    queryKey: [...LOTTERY_KEY, 'detail', id],
    queryFn: () => api.get<AdminActivityDetail>(`/api/admin/lottery/${id}`),
    enabled: id !== null,
    refetchInterval: 5_000,
  });

/** GET /api/admin/lottery/:id/winners */
export const useWinners = (id: number | null, all: boolean, page: number) =>
  useServerList<AdminWinnerRow>(
    [...LOTTERY_KEY, 'winners', id],
    `/api/admin/lottery/${id}/winners`,
    { all: all ? 1 : undefined },
    page,
    { enabled: id !== null },
  );

/** Coupon templates a coupon prize may give. */
export const useCouponChoices = () =>
  useQuery({
    queryKey: ['admin', 'coupons', 'choices'],
    queryFn: () => api.get<Page<AdminCouponRow>>('/api/admin/coupons', { query: { page: 1, page_size: 100 } }),
    staleTime: 30_000,
  });

/** The mall's goods a goods prize may ship (实物, on sale or not): GET /api/admin/mall/goods. */
export const useMallGoodsChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'mall', 'goods', 'choices'],
    queryFn: async () => {
      const page = await api.get<Page<AdminMallGoods>>('/api/admin/mall/goods', { query: { page: 1, page_size: 100 } });
      return { ...page, data: page.data.filter((g) => g.kind === 'goods') };
    },
    enabled,
    staleTime: 30_000,
  });

/** Every change (activity saved or paused, prize saved); lists and details are read again after it. */
export function useLotteryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'activity'; id?: number; body: Record<string, unknown> }
        | { kind: 'status'; id: number; status: 0 | 1 }
        | { kind: 'prize'; activityId: number; id?: number; body: Record<string, unknown> },
    ): Promise<unknown> => {
      if (change.kind === 'status')
        return api.post(`/api/admin/lottery/${change.id}/status`, { status: change.status });
      if (change.kind === 'prize')
        return api.post(
          change.id ? `/api/admin/lottery/prizes/${change.id}` : `/api/admin/lottery/${change.activityId}/prizes`,
          change.body,
        );
      return api.post(change.id ? `/api/admin/lottery/${change.id}` : '/api/admin/lottery', change.body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOTTERY_KEY }),
  });
}
