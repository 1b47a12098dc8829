import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { everydayPrice } from '@store/shared/api/promotions';
import { api } from './client.ts';

export type EverydayPrice = z.infer<typeof everydayPrice>;
export type DailySpecialGoods = EverydayPrice['list'][number];

/** GET /api/activity/everyday_price: today's special prices (home floor and /mrtj). */
export function useDailySpecials() {
  return useQuery({
    queryKey: ['activity', 'everyday_price'],
    queryFn: ({ signal }) => api.get<EverydayPrice>('/api/activity/everyday_price', { signal }),
    staleTime: 60_000,
  });
}
