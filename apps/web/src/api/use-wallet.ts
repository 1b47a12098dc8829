import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { moneyLogPage, moneyLogQuery, userMoney } from '@store/shared/api/orders';
import type { RechargeAnswer, rechargePage, RechargeRow, RechargeTfAnswer } from '@store/shared/api/wallet';
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

/**
 * GET /api/user/recharges ?pending=1&method=transfer — transfers still waiting for finance to see them arrive;
 * the answer also names the store's account and the gateways a top-up can be paid through.
 */
export function usePendingRecharges() {
  return useQuery({
    queryKey: [...RECHARGES_KEY, 'pending'],
    queryFn: ({ signal }) =>
      api.get<RechargePage>('/api/user/recharges', {
        query: { pending: '1', method: 'transfer', page_size: 20 },
        signal,
      }),
  });
}

/**
 * GET /api/user/recharges/{id} — one top-up, asked every 2 s while it waits for the gateway's notification
 * (the page the gateway sends the buyer back to, or the QR code being scanned); once it has arrived, the
 * balance and its ledger are read again.
 */
export function useRechargeArrival(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...RECHARGES_KEY, 'one', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const row = await api.get<RechargeRow>(`/api/user/recharges/${id}`, { signal });
      if (row.status === 'paid') {
        void client.invalidateQueries({ queryKey: MONEY_KEY });
        void client.invalidateQueries({ queryKey: MONEY_LOG_KEY });
      }
      return row;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
}

/**
 * POST api/cash_coupon/userRecharge — a top-up paid online: answers the gateway's cashier page or the code
 * to scan. A 422 goes under the dialog's fields.
 */
export function useOnlineRecharge(showErrors: (errors: FieldErrors) => void) {
  return useMutation({
    mutationFn: (body: { amount: string; gateway: string }) =>
      api.post<RechargeAnswer>('/api/cash_coupon/userRecharge', body, {
        fieldErrors: { fields: ['amount', 'gateway'], show: showErrors },
      }),
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
