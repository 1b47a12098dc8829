import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoritePage } from '@store/shared/api/goods';
import { api } from './client.ts';

export const FAVORITE_KEY = ['favorite'] as const;

/** GET api/favorite?page — my favourites, newest first, priced as the catalogue shows them (`arrived`: back lately). */
export function useFavorites(page: number) {
  return useQuery({
    queryKey: [...FAVORITE_KEY, page],
    queryFn: ({ signal }) => api.get<FavoritePage>('api/favorite', { query: { page }, signal }),
  });
}

/** POST /api/favorite {goods_ids} (add) or /api/favorite/cancel {goods_ids}; /star reloads after either. */
export function useFavoriteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ add, ids }: { add: boolean; ids: number[] }) =>
      api.post<null>(add ? '/api/favorite' : '/api/favorite/cancel', { goods_ids: ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITE_KEY }),
  });
}
