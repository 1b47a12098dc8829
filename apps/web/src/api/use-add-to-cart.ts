import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartTotal } from '@store/shared/api/cart';
import { api } from './client.ts';
import { addToCartDelay, markSidebarCartStale } from './cart-refresh.ts';
import { CART_KEY } from './use-cart-total.ts';
import { useFeedback } from '../lib/feedback/feedback.tsx';

/** An ordinary line, a flash-sale line (type 1, ck_id = the sale) or a package (type 3, ck_id = the package, number = packages). */
export type CartLine = { goods_id: number; price: number; number: number; type?: 0 | 1 | 3; ck_id?: number };

/**
 * POST /api/cart {params: [{goods_id, price, number, ck_id, type}]}. The server prices the line itself and
 * answers the number of lines in the cart. A refusal (≥ 600, e.g. stock short) goes to `onRefused` when the
 * caller shows it beside the goods, else the client alerts it. The badge and the flyout follow the new cart
 * after the spec's add-to-cart delay (§9, 200 ms).
 */
export function useAddToCart({ onRefused }: { onRefused?: (message: string) => void } = {}) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  return useMutation({
    mutationFn: (line: CartLine) =>
      api.post<CartTotal>(
        '/api/cart',
        { params: [{ ck_id: 0, ...line }] },
        onRefused ? { onBusinessError: (envelope) => onRefused(envelope.msg) } : {},
      ),
    onSuccess: async (data) => {
      await addToCartDelay();
      queryClient.setQueryData([...CART_KEY, 'total'], data);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      markSidebarCartStale();
      void message.success('加入购物车成功');
    },
  });
}
