import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AfterSalesSummary,
  OrderCounts,
  OrderDetail,
  OrderPage,
  RebuyResult,
  invoicePage,
} from '@store/shared/api/orders';
import { api } from './client.ts';
import { markSidebarCartStale } from './cart-refresh.ts';
import { CART_KEY } from './use-cart-total.ts';
import { USER_BASE_KEY } from './use-user-base.ts';
import { POINTS_KEY } from './use-points.ts';

export const ORDERS_KEY = ['order'] as const;
const INVOICE_KEY = ['invoice'] as const;

export type OrderFilters = {
  status?: number | 'after_sales';
  keywords?: string;
  start_time?: number;
  end_time?: number;
  page: number;
  page_size?: number;
};

/** GET /api/order — one tab/search/page of the order centre. */
export function useOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) => api.get<OrderPage>('/api/order', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/order/counts — tab badges and the member centre. */
export function useOrderCounts() {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'counts'],
    queryFn: ({ signal }) => api.get<OrderCounts>('/api/order/counts', { signal }),
  });
}

/** GET /api/order/{id} */
export function useOrder(id: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<OrderDetail>(`/api/order/${id}`, { signal }),
    enabled: id > 0,
  });
}

export type OrderAction =
  { kind: 'cancel'; id: number; reason?: string } | { kind: 'confirm'; id: number } | { kind: 'rebuy'; id: number };

/** Cancel, confirm receipt, buy again; every order view refreshes after it. */
export function useOrderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) =>
      action.kind === 'cancel'
        ? api.post<null>(`/api/order/${action.id}/cancel`, { reason: action.reason ?? '' })
        : action.kind === 'confirm'
          ? api.post<null>(`/api/order/${action.id}/confirm`)
          : api.post<RebuyResult>(`/api/order/${action.id}/rebuy`),
    onSuccess: (_, action) => {
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
      // A completed order earns points: the sidebar, the member centre and /jfgl show the new balance.
      if (action.kind === 'confirm') {
        void client.invalidateQueries({ queryKey: USER_BASE_KEY });
        void client.invalidateQueries({ queryKey: POINTS_KEY });
      }
      if (action.kind === 'rebuy') {
        markSidebarCartStale();
        void client.invalidateQueries({ queryKey: CART_KEY });
      }
    },
  });
}

/** POST /api/upload/after_sales (one photo) → its stored path and a preview address. */
export function uploadAfterSalesPhoto(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.postMultipart<{ path: string; url: string }>('/api/upload/after_sales', form);
}

export type AfterSalesForm = {
  kind: 'return' | 'after_sales';
  reason: string;
  description: string;
  items: { order_item_id: number; number: number }[];
  photos: string[];
};

/** POST /api/order/{id}/after_sales */
export function useRequestAfterSales(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: AfterSalesForm) => api.post<AfterSalesSummary>(`/api/order/${orderId}/after_sales`, form),
    onSuccess: () => void client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

export type InvoicePage = z.infer<typeof invoicePage>;

/** GET /api/invoice ?page */
export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...INVOICE_KEY, page],
    queryFn: ({ signal }) => api.get<InvoicePage>('/api/invoice', { query: { page }, signal }),
  });
}
