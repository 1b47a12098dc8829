import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartList } from '@store/shared/api/cart';
import { api } from './client.ts';
import { markSidebarCartStale } from './cart-refresh.ts';
import { CART_KEY } from './use-cart-total.ts';

/** The cart page's query: the whole cart as the server prices it. */
export const CART_PAGE_KEY = [...CART_KEY, 'list', 'page'];

export type CartChange =
  | { kind: 'edit'; id: number; number: number }
  | { kind: 'select'; ids: number[]; selected: boolean }
  | { kind: 'delete'; ids: number[] };

/**
 * Every cart change: edit and select answer the re-priced cart, which replaces the page's data; the
 * header badge refetches and the sidebar flyout is marked to reload when it next opens.
 */
export function useCartChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CartChange): Promise<CartList | null> => {
      if (change.kind === 'edit')
        return api.post<CartList>(`api/cart/${change.id}/edit`, { params: { number: change.number } });
      if (change.kind === 'select')
        return api.post<CartList>('/api/cart/batch_select', { ids: change.ids, is_selected: change.selected ? 1 : 0 });
      await api.post('api/cart/batch_delete', { ids: change.ids });
      return null;
    },
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(CART_PAGE_KEY, cart);
      markSidebarCartStale();
      void queryClient.invalidateQueries({ queryKey: CART_KEY, predicate: (q) => !cart || q.queryKey[2] !== 'page' });
    },
    // A refused change (stock short, step) leaves the page showing the server's last answer.
    onError: () => void queryClient.invalidateQueries({ queryKey: CART_PAGE_KEY }),
  });
}
