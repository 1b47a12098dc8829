import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAddResult, CartTotal } from '@store/shared/api/cart';
import { api } from './client.ts';
import { addToCartDelay, markSidebarCartStale } from './cart-refresh.ts';
import { CART_KEY } from './use-cart-total.ts';
import { useFeedback } from '../lib/feedback/feedback.tsx';

export type CartLineDraft = { goods_id: number; number: number; price?: number | null };

/**
 * Many lines with ONE POST /api/cart {params}: the server adds all or none and prices them itself.
 * A refusal (stock short, not in the business scope …) is shown by the client's error catalogue.
 * The header badge and the sidebar flyout follow the new cart.
 */
export function useAddLinesToCart() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  return useMutation({
    mutationFn: (lines: CartLineDraft[]) =>
      api.post<CartTotal>('/api/cart', {
        params: lines.map((l) => ({ goods_id: l.goods_id, price: l.price ?? 0, number: l.number, ck_id: 0 })),
      }),
    onSuccess: (data, lines) => {
      queryClient.setQueryData([...CART_KEY, 'total'], data);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      markSidebarCartStale();
      void message.success(lines.length > 1 ? `已将 ${lines.length} 种商品加入购物车` : '加入购物车成功');
    },
  });
}

/**
 * The batch add of a list (POST /api/cart {partial: 1, params}): one call, each line added or refused on
 * its own; the caller shows the answer's refusals beside their goods. The badge and the flyout follow the
 * new cart after the spec's add-to-cart delay (§9).
 */
export function useAddEachToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: CartLineDraft[]) =>
      api.post<CartAddResult>('/api/cart', {
        partial: 1,
        params: lines.map((l) => ({ goods_id: l.goods_id, price: l.price ?? 0, number: l.number, ck_id: 0 })),
      }),
    onSuccess: async (data) => {
      await addToCartDelay();
      queryClient.setQueryData([...CART_KEY, 'total'], { total: data.total });
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      markSidebarCartStale();
    },
  });
}
