import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { store, storeBody } from '@store/shared/api/stores';
import { api } from './client.ts';

export type Store = z.infer<typeof store>;
export type StoreBody = z.input<typeof storeBody>;
const STORES_KEY = ['user', 'stores'] as const;

/** GET /api/user/stores: the stores of my company. */
export function useStores() {
  return useQuery({ queryKey: STORES_KEY, queryFn: ({ signal }) => api.get<Store[]>('/api/user/stores', { signal }) });
}

export function useAddStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreBody) => api.post<{ id: number }>('/api/user/stores', body),
    onSuccess: () => client.invalidateQueries({ queryKey: STORES_KEY }),
  });
}

/** Switching store starts a new session; the caller reloads the page so nothing of the old store stays. */
export function useSwitchStore() {
  return useMutation({ mutationFn: (id: number) => api.post<{ token: string }>(`/api/user/stores/${id}/switch`) });
}
