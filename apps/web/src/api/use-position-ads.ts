import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Ad, AdPosition, positionAds } from '@store/shared/api/promotions';
import { api } from './client.ts';

type PositionAds = z.infer<typeof positionAds>;

/**
 * GET /api/focus/kxzq_ad?<position>=1… (or ?ids=1,2): the ads of one or more banner positions, in the
 * order asked. One call for all of a page's positions: the client cancels a repeated call to a path.
 * Banners are decoration: failures show none.
 */
export function usePositionAds(positions: AdPosition | AdPosition[] | { ids: string }, enabled = true) {
  const list = typeof positions === 'string' ? [positions] : Array.isArray(positions) ? positions : null;
  const query = list ? Object.fromEntries(list.map((p) => [p, 1])) : (positions as { ids: string });
  return useQuery({
    queryKey: ['focus', 'position-ads', query],
    queryFn: ({ signal }) => api.get<PositionAds>('/api/focus/kxzq_ad', { query, signal, silent: true }),
    select: (data): Ad[] => (list ? list.flatMap((p) => data[p] ?? []) : Object.values(data).flat()),
    staleTime: 5 * 60_000,
    enabled,
  });
}
