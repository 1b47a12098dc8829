import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FastBuyPage, FastBuyQuery, ImportResult } from '@store/shared/api/quick-buy';
import { api } from '../../api/client.ts';
import { FAST_BUY_KEY } from '../../api/use-arrival-notice.ts';

/** GET /api/user/fast_buy ?page,order — goods bought before. */
export function useFastBuy(page: number, order: FastBuyQuery['order']) {
  return useQuery({
    queryKey: [...FAST_BUY_KEY, order, page],
    queryFn: ({ signal }) => api.get<FastBuyPage>('/api/user/fast_buy', { query: { page, order }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/cart/import (multipart `file`): the rows matched to goods; nothing is added to the cart. */
export function useImportPurchaseList() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.postMultipart<ImportResult>('/api/cart/import', form);
    },
  });
}

/** Where the CSV template downloads from (same origin as the API). */
export const TEMPLATE_URL = '/api/cart/import/template';
