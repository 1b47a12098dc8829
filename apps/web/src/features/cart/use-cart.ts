import { useMutation, useQuery } from '@tanstack/react-query';
import type { CartCopyResult, CartList } from '@store/shared/api/cart';
import { Limits } from '@store/shared/codes';
import { api } from '../../api/client.ts';
import { CART_PAGE_KEY } from '../../api/use-cart-change.ts';

/** The whole cart as the server prices it (lines, activities, totals, hint). */
export function useCartPage(loggedIn: boolean) {
  return useQuery({
    queryKey: CART_PAGE_KEY,
    enabled: loggedIn,
    queryFn: ({ signal }) =>
      api.get<CartList>('/api/cart/list', {
        query: { page: 1, page_size: Limits.CART_LIST_DEFAULT_PAGE_SIZE },
        signal,
      }),
  });
}

/** POST /api/cart/copy: the ticked lines into other stores' carts (each store checked by the server; all or nothing). */
export function useCopyToStores() {
  return useMutation({
    mutationFn: (body: { ids: number[]; other_user_ids: number[] }) => api.post<CartCopyResult>('/api/cart/copy', body),
  });
}
