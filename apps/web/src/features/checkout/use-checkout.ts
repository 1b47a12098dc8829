/**
 * Checkout and payment calls (packages/shared/src/api/checkout.ts): the confirm page's preview, placing
 * the order with its idempotency key, and the pay page's info and payment.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutPreview, CreatedOrder, PayBody, PayInfo, PayResult } from '@store/shared/api/checkout';
import { OrderStatus } from '@store/shared/orders';
import { api } from '../../api/client.ts';
import { markSidebarCartStale } from '../../api/cart-refresh.ts';
import { CART_KEY } from '../../api/use-cart-total.ts';

const PREVIEW_KEY = ['checkout', 'preview'] as const;
const payInfoKey = (orderId: number) => ['order', orderId, 'pay'] as const;

/**
 * POST /api/cart/checkout {ids, user_coupon_id?}: the server prices the selected lines (and, unless told, picks the best coupon). A POST, but it
 * stores nothing, so it is cached like a read; choosing another coupon is another key. It is not
 * refetched on focus: every answer carries a new token and the page would flicker for nothing.
 */
export function useCheckoutPreview(ids: number[], couponId: number | undefined, useCashCoupon: 0 | 1 = 0) {
  return useQuery({
    queryKey: [...PREVIEW_KEY, ids.join(','), couponId, useCashCoupon],
    queryFn: ({ signal }) =>
      api.post<CheckoutPreview>(
        '/api/cart/checkout',
        { ids, user_coupon_id: couponId, use_cash_coupon: useCashCoupon },
        { signal },
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 60_000,
    // Dropped when the page closes: the lines are gone once ordered, and a kept preview would be re-asked
    // (and refused) by a page still mounted while it navigates to the pay step.
    gcTime: 0,
  });
}

/** POST /api/order with `Idempotency-Key: <preview token>`: a retried or double submit answers the same order. */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, token }: { body: Record<string, unknown>; token: string }) =>
      api.post<CreatedOrder>('/api/order', body, { headers: { 'Idempotency-Key': token } }),
    onSuccess: () => {
      // The ordered lines left the cart.
      markSidebarCartStale();
      void client.invalidateQueries({ queryKey: CART_KEY });
    },
  });
}

/** GET /api/order/{id}/pay. `pollWhileUnpaid` re-asks every 2 s while unpaid (an online payment's callback may come later). */
export function usePayInfo(orderId: number, { pollWhileUnpaid = false } = {}) {
  return useQuery({
    queryKey: payInfoKey(orderId),
    queryFn: ({ signal }) => api.get<PayInfo>(`/api/order/${orderId}/pay`, { signal }),
    enabled: orderId > 0,
    retry: false,
    refetchInterval: (query) =>
      pollWhileUnpaid && query.state.data?.status === OrderStatus.PENDING_PAYMENT ? 2_000 : false,
  });
}

/** POST /api/order/{id}/pay {method, gateway?}. */
export function usePayOrder(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayBody) =>
      api.post<PayResult>(`/api/order/${orderId}/pay`, body.gateway ? body : { method: body.method }),
    onSettled: () => client.invalidateQueries({ queryKey: payInfoKey(orderId) }),
  });
}
