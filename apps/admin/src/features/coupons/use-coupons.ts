import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCouponQuery, AdminCouponRow, CouponGrantAnswer, CouponReport } from '@store/shared/api/coupons';
import type { BrandRow, CategoryRow } from '@store/shared/api/admin-taxonomy';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';

const COUPONS_KEY = ['admin', 'coupons'] as const;
export type CouponFilters = Partial<Pick<AdminCouponQuery, 'keywords' | 'status' | 'type'>>;

/** GET /api/admin/coupons */
export const useCouponTemplates = (filters: CouponFilters, page: number) =>
  useServerList<AdminCouponRow>(COUPONS_KEY, '/api/admin/coupons', filters, page);

/** GET /api/admin/coupons/:id/report */
export const useCouponReport = (id: number | null) =>
  useQuery({
    queryKey: [...COUPONS_KEY, id, 'report'],
    queryFn: () => api.get<CouponReport>(`/api/admin/coupons/${id}/report`),
    enabled: id !== null,
  });

/** Every change of a template (create, edit, pause/resume, grant); the list is read again after it. */
export function useCouponChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'save'; id?: number; body: Record<string, unknown> }
        | { kind: 'status'; id: number; status: 0 | 1 }
        | { kind: 'grant'; id: number; body: Record<string, unknown> },
    ): Promise<AdminCouponRow | CouponGrantAnswer> => {
      if (change.kind === 'status')
        return api.post(`/api/admin/coupons/${change.id}/status`, { status: change.status });
      if (change.kind === 'grant') return api.post(`/api/admin/coupons/${change.id}/grant`, change.body);
      return api.post(change.id ? `/api/admin/coupons/${change.id}` : '/api/admin/coupons', change.body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}

// What a scope is chosen from (goods.view, which marketing holds).
export const useScopeCategories = () =>
  useQuery({
    queryKey: ['admin', 'categories'],
    queryFn: () => api.get<CategoryRow[]>('/api/admin/categories'),
    staleTime: 30_000,
  });
export const useScopeBrands = () =>
  useQuery({
    queryKey: ['admin', 'brands'],
    queryFn: () => api.get<BrandRow[]>('/api/admin/brands'),
    staleTime: 30_000,
  });
