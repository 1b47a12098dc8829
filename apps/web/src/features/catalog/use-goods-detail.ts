import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoodsDetail } from '@store/shared/api/goods';
import { api } from '../../api/client.ts';

const detailKey = (id: number) => ['goods', 'detail', id] as const;

/** GET /api/goods/detail/{id}. */
export function useGoodsDetail(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api.get<GoodsDetail>(`/api/goods/detail/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Asks for the goods again (a flash sale started or ended on its countdown). */
export function useRefreshGoodsDetail(id: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: detailKey(id) });
}

/**
 * POST /api/favorite {goods_ids} or /api/favorite/cancel {goods_ids}. The detail's is_favorite flips
 * on success, so the button shows the new state without reloading the goods.
 */
export function useToggleFavorite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) =>
      api.post<unknown>(add ? '/api/favorite' : '/api/favorite/cancel', { goods_ids: [id] }),
    onSuccess: (_, add) => {
      queryClient.setQueryData<GoodsDetail>(detailKey(id), (old) => (old ? { ...old, is_favorite: add ? 1 : 0 } : old));
      void queryClient.invalidateQueries({ queryKey: ['favorite'] });
    },
  });
}
