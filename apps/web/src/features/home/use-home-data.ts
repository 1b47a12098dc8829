import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoreFloor } from '@store/shared/api/floors';
import type { GoodsPage } from '@store/shared/api/goods';
import type { Ad, post, spike } from '@store/shared/api/promotions';
import { toMillis } from '@store/shared/rules/time';
import { api } from '../../api/client.ts';

export type Spike = z.infer<typeof spike>;
export type Post = z.infer<typeof post>;

export const HOME_BANNER_KEY = ['focus', 'banner'] as const;

/** GET /api/focus: the home carousel's ads. Decoration: a failure shows the fallback banner. */
export function useHomeBanner() {
  return useQuery({
    queryKey: HOME_BANNER_KEY,
    queryFn: ({ signal }) => api.get<Ad[]>('/api/focus', { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /api/index/spike: the running (or next) flash sale; times are 10-digit seconds, `now` is the server's.
 * `offsetMs` is server time minus client time when the answer arrived, so the sale ends on the server's clock.
 */
export function useSpike() {
  return useQuery({
    queryKey: ['index', 'spike'],
    queryFn: async ({ signal }) => {
      const answer = await api.get<Spike>('/api/index/spike', { signal, silent: true });
      return { ...answer, offsetMs: toMillis(answer.now) - Date.now() };
    },
  });
}

/** GET /api/index_wntj/{page}: 为你推荐, one page more at each 'load more'. */
export function useRecommendations() {
  return useInfiniteQuery({
    queryKey: ['index', 'wntj'],
    queryFn: ({ pageParam, signal }) => api.get<GoodsPage>(`/api/index_wntj/${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}

/** GET /api/focus/postList?limit=8: the latest industry and company news. */
export function useNews() {
  return useQuery({
    queryKey: ['focus', 'postList', 8],
    queryFn: ({ signal }) => api.get<Post[]>('/api/focus/postList', { query: { limit: 8 }, signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/index/floors: the floors staff keep (首页楼层), each with its goods priced for this viewer. */
export function useHomeFloors() {
  return useQuery({
    queryKey: ['index', 'floors'],
    queryFn: ({ signal }) => api.get<StoreFloor[]>('/api/index/floors', { signal, silent: true }),
  });
}
