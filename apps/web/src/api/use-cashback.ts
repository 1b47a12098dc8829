import { useQuery } from '@tanstack/react-query';
import type { CashbackPage } from '@store/shared/api/cashback';
import { api } from './client.ts';

/** GET /api/user/cashback — running 满额返 activities with this month's progress, and past awards. */
export function useCashback() {
  return useQuery({
    queryKey: ['user', 'cashback'],
    queryFn: ({ signal }) => api.get<CashbackPage>('/api/user/cashback', { signal }),
  });
}
