/**
 * Coupon calls (packages/shared/src/api/coupons.ts): my coupons by status and type, the coupon centre, and
 * claiming one, which refreshes the centre, my coupons and the member centre's count.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CentreRow, ReceiveAnswer, UserCouponPage } from '@store/shared/api/coupons';
import { api } from '../../api/client.ts';

const MY_KEY = ['user', 'coupon'] as const;
const CENTRE_KEY = ['coupon', 'center'] as const;
const COUNT_KEY = ['user', 'couponNum'] as const;
export const PAGE_SIZE = 12;

export type CentrePage = { data: CentreRow[]; total: number; page: number; page_size: number };

/** GET /api/user/coupon ?page,type,status — with the count of each status for the tabs. */
export function useMyCoupons(filters: { status: number; type?: number; page: number }) {
  return useQuery({
    queryKey: [...MY_KEY, filters],
    queryFn: ({ signal }) =>
      api.get<UserCouponPage>('/api/user/coupon', { query: { ...filters, page_size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/coupon/center ?page */
export function useCouponCentre(page: number) {
  return useQuery({
    queryKey: [...CENTRE_KEY, page],
    queryFn: ({ signal }) =>
      api.get<CentrePage>('/api/coupon/center', { query: { page, page_size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/coupon/receive {id}: a refusal (已抢光, 已领取) is alerted by the client; the centre is read again either way. */
export function useReceiveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ReceiveAnswer>('/api/coupon/receive', { id }),
    onSettled: () =>
      Promise.all([CENTRE_KEY, MY_KEY, COUNT_KEY].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
