import { useQuery } from '@tanstack/react-query';
import type { WelfareInfo } from '@store/shared/api/promo';
import { api } from './client.ts';

/** GET /api/welfare: the welfare zone's rate as the order charges it (the console may change it). */
export function useWelfare(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['welfare'],
    queryFn: ({ signal }) => api.get<WelfareInfo>('/api/welfare', { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
