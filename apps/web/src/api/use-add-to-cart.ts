import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { CartTotal } from '@store/shared/api/cart';
import { api } from './client.ts';
import { markSidebarCartStale } from './cart-refresh.ts';
import { CART_KEY } from './use-cart-total.ts';

/** An ordinary line, or (type 1, ck_id = the flash sale's id) a flash-sale line at the sale's price. */
export type CartLine = { goods_id: number; price: number; number: number; type?: 0 | 1; ck_id?: number };

/**
 * POST /api/cart {params: [{goods_id, price, number, ck_id, type}]}. The server prices the line itself and
 * answers the number of lines in the cart; a refusal (≥ 600, e.g. stock short) is alerted by the client.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (line: CartLine) => api.post<CartTotal>('/api/cart', { params: [{ ck_id: 0, ...line }] }),
    onSuccess: (data) => {
      queryClient.setQueryData([...CART_KEY, 'total'], data);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      markSidebarCartStale();
      void message.success('加入购物车成功');
    },
  });
}
