import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GoodsPage, facets } from '@store/shared/api/goods';
import { api } from './client.ts';

export type Facets = z.infer<typeof facets>;
type Query = Record<string, string | number>;

/** GET /api/goods/list: one page of goods for a listing's filters. The previous page stays shown while the next loads. */
export function useGoodsList(query: Query, enabled = true) {
  return useQuery({
    queryKey: ['goods', 'list', query],
    queryFn: ({ signal }) => api.get<GoodsPage>('/api/goods/list', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/goods/facets: manufacturers and specs among the matching goods. Optional: failures hide the chips. */
export function useGoodsFacets(query: Query, enabled = true) {
  return useQuery({
    queryKey: ['goods', 'facets', query],
    queryFn: ({ signal }) => api.get<Facets>('/api/goods/facets', { query, signal, silent: true }),
    staleTime: 60_000,
    enabled,
  });
}
