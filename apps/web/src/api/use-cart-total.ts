import { useQuery } from '@tanstack/react-query';
import type { CartTotal } from '@store/shared/api/cart';
import { api } from './client.ts';

export const CART_KEY = ['cart'] as const;

/** Number of lines in the cart for the header badge; only asked for a logged-in buyer. */
export function useCartTotal(loggedIn: boolean) {
  return useQuery({
    queryKey: [...CART_KEY, 'total'],
    queryFn: ({ signal }) => api.get<CartTotal>('api/cart/total', { silent: true, signal }),
    enabled: loggedIn,
    select: (data) => data.total,
  });
}
