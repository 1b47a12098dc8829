import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMallGoods, AdminPointsOrder, PointsOrderBatches } from '@store/shared/api/mall';
import type { AdminCouponRow } from '@store/shared/api/coupons';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';
import { uploadFile } from '../../api/upload.ts';

const GOODS_KEY = ['admin', 'mall', 'goods'] as const;
const ORDERS_KEY = ['admin', 'points_orders'] as const;
type Page<T> = { data: T[]; total: number; page: number; page_size: number };

/** GET /api/admin/mall/goods */
export const useMallGoods = (filters: { keywords?: string; status?: number }, page: number) =>
  useServerList<AdminMallGoods>(GOODS_KEY, '/api/admin/mall/goods', filters, page);

/** Create, edit, pause or resume a mall goods; the list is read again after it. */
export function useMallGoodsChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        { kind: 'save'; id?: number; body: Record<string, unknown> } | { kind: 'status'; id: number; status: 0 | 1 },
    ): Promise<AdminMallGoods> =>
      change.kind === 'status'
        ? api.post(`/api/admin/mall/goods/${change.id}/status`, { status: change.status })
        : api.post(change.id ? `/api/admin/mall/goods/${change.id}` : '/api/admin/mall/goods', change.body),
    onSettled: () => client.invalidateQueries({ queryKey: GOODS_KEY }),
  });
}

/** POST /api/admin/mall/goods/{id}/image (multipart): the picture replaced at once. */
export function useMallGoodsImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      uploadFile<AdminMallGoods>(`/api/admin/mall/goods/${id}/image`, file),
    onSettled: () => client.invalidateQueries({ queryKey: GOODS_KEY }),
  });
}

/** The coupon templates a mall goods may grant (GET /api/admin/coupons, promotions.manage). */
export const useCouponChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'coupons', 'choices'],
    queryFn: () => api.get<Page<AdminCouponRow>>('/api/admin/coupons', { query: { page: 1, page_size: 100 } }),
    enabled,
    staleTime: 30_000,
  });

/** GET /api/admin/points_orders */
export const usePointsOrders = (filters: { keywords?: string; status?: number }, page: number) =>
  useServerList<AdminPointsOrder>(ORDERS_KEY, '/api/admin/points_orders', filters, page);

/** GET /api/admin/points_orders/:id/batches: the ship dialog's batches, nearest expiry first. */
export const usePointsOrderBatches = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'batches', id],
    queryFn: () => api.get<PointsOrderBatches>(`/api/admin/points_orders/${id}/batches`),
    enabled,
    staleTime: 0,
  });

/** Ship or cancel a points order; the list is read again after it. */
export function usePointsOrderChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'ship' | 'cancel'; id: number; body: Record<string, unknown> }) =>
      api.post(`/api/admin/points_orders/${change.id}/${change.kind}`, change.body),
    onSettled: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
