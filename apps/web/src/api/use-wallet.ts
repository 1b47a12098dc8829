import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { moneyLogPage, moneyLogQuery, userMoney } from '@store/shared/api/orders';
import type { rechargePage, RechargeTfAnswer } from '@store/shared/api/wallet';
import type { FieldErrors } from '@store/shared/api/envelope';
import { api } from './client.ts';

export type MoneyLogPage = z.infer<typeof moneyLogPage>;
export type MoneyLogFilters = Partial<z.input<typeof moneyLogQuery>>;
export type RechargePage = z.infer<typeof rechargePage>;

const MONEY_KEY = ['user', 'user_money'] as const;
const MONEY_LOG_KEY = ['user', 'user_money_log'] as const;
const RECHARGES_KEY = ['user', 'recharges'] as const;

/** GET /api/user/user_money — the wallet balance in yuan. */
export function useUserMoney() {
  return useQuery({
    queryKey: MONEY_KEY,
    queryFn: ({ signal }) => api.get<z.infer<typeof userMoney>>('/api/user/user_money', { signal }),
  });
}

/** GET api/user/couponNum — unused coupons. */
export function useCouponNum() {
  return useQuery({
    queryKey: ['user', 'couponNum'],
    queryFn: ({ signal }) => api.get<{ total: number }>('/api/user/couponNum', { signal }),
  });
}

/** GET /api/user/user_money_log — the balance ledger, newest first; the last page stays shown while the next loads. */
export function useMoneyLog(filters: MoneyLogFilters) {
  return useQuery({
    queryKey: [...MONEY_LOG_KEY, filters],
    queryFn: ({ signal }) => api.get<MoneyLogPage>('/api/user/user_money_log', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/recharges ?pending=1 — top-ups still waiting for finance to see the transfer arrive. */
export function usePendingRecharges() {
  return useQuery({
    queryKey: [...RECHARGES_KEY, 'pending'],
    queryFn: ({ signal }) =>
      api.get<RechargePage>('/api/user/recharges', { query: { pending: '1', page_size: 20 }, signal }),
  });
}

/**
 * POST api/cash_coupon/userRechargeTf — asks for a bank-transfer top-up. A 422 on the amount goes to
 * `showAmountErrors` (under the dialog's field); the pending list reloads with the new request.
 */
export function useTransferRecharge(showAmountErrors: (errors: FieldErrors) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) =>
      api.post<RechargeTfAnswer>(
        '/api/cash_coupon/userRechargeTf',
        { amount },
        { fieldErrors: { fields: ['amount'], show: showAmountErrors } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: RECHARGES_KEY }),
  });
}
