import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminCashCoupon,
  AdminRechargeOffer,
  RechargeOfferBody,
  voucherGrantAnswer,
  VoucherGrantBody,
} from '@store/shared/api/vouchers';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';

const OFFERS_KEY = ['admin', 'recharge-offers'] as const;
const VOUCHERS_KEY = ['admin', 'cash-coupons'] as const;

/** GET /api/admin/recharge-offers */
export const useRechargeOffers = (page: number) =>
  useServerList<AdminRechargeOffer>(OFFERS_KEY, '/api/admin/recharge-offers', {}, page);

/** The form's values as the API takes them: amounts as typed (yuan), times in seconds. */
export type OfferInput = Omit<RechargeOfferBody, 'threshold' | 'bonus'> & { threshold: number; bonus: number };

/** POST /api/admin/recharge-offers (id undefined) or /api/admin/recharge-offers/:id */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: OfferInput }) =>
      api.post<AdminRechargeOffer>(id ? `/api/admin/recharge-offers/${id}` : '/api/admin/recharge-offers', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}

export type VoucherFilters = { keywords?: string; source?: string };

/** GET /api/admin/cash-coupons: vouchers of every buyer, newest first. */
export const useCashCoupons = (filters: VoucherFilters, page: number) =>
  useServerList<AdminCashCoupon>(VOUCHERS_KEY, '/api/admin/cash-coupons', filters, page);

/** POST /api/admin/cash-coupons: grant a buyer a voucher (the form's request id makes a double submit grant once). */
export function useGrantVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<VoucherGrantBody, 'amount'> & { amount: number }) =>
      api.post<z.infer<typeof voucherGrantAnswer>>('/api/admin/cash-coupons', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VOUCHERS_KEY }),
  });
}
