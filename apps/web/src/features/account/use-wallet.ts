import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** GET /api/user/user_money — the wallet balance in yuan. */
export function useUserMoney() {
  return useQuery({
    queryKey: ['user', 'user_money'],
    queryFn: ({ signal }) => api.get<{ balance: number }>('/api/user/user_money', { signal }),
  });
}

/** GET api/user/couponNum — unused coupons. */
export function useCouponNum() {
  return useQuery({
    queryKey: ['user', 'couponNum'],
    queryFn: ({ signal }) => api.get<{ total: number }>('/api/user/couponNum', { signal }),
  });
}
