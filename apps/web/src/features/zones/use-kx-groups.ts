import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { kxGroup } from '@store/shared/api/promotions';
import { api } from '../../api/client.ts';

export type KxGroup = z.infer<typeof kxGroup>;
const KX_KEY = ['kx', 'groups'] as const;

/** GET /api/kx/getList: the controlled-sales groups and this buyer's standing in each. */
export function useKxGroups() {
  return useQuery({
    queryKey: KX_KEY,
    queryFn: ({ signal }) => api.get<KxGroup[]>('/api/kx/getList', { signal }),
  });
}

/** POST /api/goods/join_apply {ywy_group_id, type: 1}; answers {status, message}. */
export function useJoinKxGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      api.post<{ status: string; message: string }>('/api/goods/join_apply', { ywy_group_id: groupId, type: 1 }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KX_KEY });
      // An approval shows prices the listing hid.
      void queryClient.invalidateQueries({ queryKey: ['goods'] });
    },
  });
}
