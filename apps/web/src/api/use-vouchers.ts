import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CashCouponPage, RechargeOffer } from '@store/shared/api/vouchers';
import type { z } from 'zod';
import type { cashCouponLogPage } from '@store/shared/api/vouchers';
import { api } from './client.ts';

export type CashCouponLogPage = z.infer<typeof cashCouponLogPage>;

/** Every query of the buyer's vouchers: an order or a cancel changes them all. */
export const VOUCHERS_KEY = ['user', 'cash_coupon'] as const;

/** GET /api/user/cash_coupon ?status,page — one tab of 我的现金券, with the counts of all tabs and the usable total. */
export function useCashCoupons(status: number, page: number) {
  return useQuery({
    queryKey: [...VOUCHERS_KEY, 'list', status, page],
    queryFn: ({ signal }) => api.get<CashCouponPage>('/api/user/cash_coupon', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/cash_coupon_log ?page — the voucher ledger, newest first. */
export function useCashCouponLog(page: number) {
  return useQuery({
    queryKey: [...VOUCHERS_KEY, 'log', page],
    queryFn: ({ signal }) => api.get<CashCouponLogPage>('/api/user/cash_coupon_log', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/cash_coupon/offers — recharge offers running now (充5000送100). */
export function useRechargeOffers() {
  return useQuery({
    queryKey: ['cash_coupon', 'offers'],
    queryFn: ({ signal }) => api.get<RechargeOffer[]>('/api/cash_coupon/offers', { signal }),
    staleTime: 60_000,
  });
}
