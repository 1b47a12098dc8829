import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { purchaseRequest } from '@store/shared/api/messages';
import { api } from './client.ts';

export type PurchaseRequest = z.infer<typeof purchaseRequest>;
export type PurchaseRequestPage = { data: PurchaseRequest[]; total: number; page: number; page_size: number };
export type PurchaseRequestForm = {
  name: string;
  sccj?: string;
  ypgg?: string;
  number?: number | string;
  remarks?: string;
};
const BUY_KEY = ['user', 'buy'] as const;

/** GET /api/user/buy?page */
export function usePurchaseRequests(page: number) {
  return useQuery({
    queryKey: [...BUY_KEY, page],
    queryFn: ({ signal }) => api.get<PurchaseRequestPage>('/api/user/buy', { query: { page }, signal }),
  });
}

/** GET /api/user/buy/{id}: one of my requests (a direct link works without the list page). */
export function usePurchaseRequest(id: number) {
  return useQuery({
    queryKey: [...BUY_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<PurchaseRequest>(`/api/user/buy/${id}`, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

/** POST /api/user/buy; resolves with the server's data.message, shown to the buyer. */
export function usePostPurchaseRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: PurchaseRequestForm) =>
      api.post<{ message: string }>('/api/user/buy', { ...form, number: form.number ?? '' }),
    onSuccess: () => client.invalidateQueries({ queryKey: BUY_KEY }),
  });
}
