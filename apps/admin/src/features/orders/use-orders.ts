import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAfterSalesQuery,
  AdminAfterSalesRow,
  AdminInvoiceQuery,
  AdminInvoiceRow,
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderQuery,
  BulkShipReport,
  ShipResult,
} from '@store/shared/api/admin-orders';
import type { AfterSalesReviewBody, ShipBody } from '@store/shared/api/orders';
import type { PayResult } from '@store/shared/api/checkout';
import type { PickSuggestion, ShipmentPick } from '@store/shared/api/stock';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';
import { uploadFile } from '../../api/upload.ts';

const ORDERS_KEY = ['admin', 'orders'] as const;

export type OrderFilters = Pick<AdminOrderQuery, 'queue' | 'keywords' | 'start_date' | 'end_date'> & {
  amount?: string;
};

/** GET /api/admin/orders: one queue's page, and every queue's count under the same search. */
export const useOrderList = (filters: OrderFilters, page: number, pageSize: number) =>
  useServerList<AdminOrderPage['data'][number], AdminOrderPage>(
    [...ORDERS_KEY, 'list'],
    '/api/admin/orders',
    filters,
    page,
    { pageSize },
  );

/** GET /api/admin/order/:id */
export const useOrderDetail = (id: number) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: () => api.get<AdminOrderDetail>(`/api/admin/order/${id}`),
  });

/** GET /api/admin/order/:id/picks/suggest: first-expiry-first-out per line, and the batches to pick instead. */
export const usePickSuggestion = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'picks', id],
    queryFn: () => api.get<PickSuggestion[]>(`/api/admin/order/${id}/picks/suggest`),
    enabled,
    staleTime: 0,
  });

/** Every change of an order refreshes the lists and details (counts move between queues). */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}

export type ShipForm = Pick<ShipBody, 'carrier' | 'tracking_no'> & {
  picks: ShipmentPick[];
  batches: { order_item_id: number; batch_number: string; expiry_date?: string }[];
};
/** POST /api/admin/order/:id/ship; a 422 is the form's to show (quiet). */
export function useShipOrder(id: number) {
  const onSuccess = useRefreshOrders();
  return useMutation({
    mutationFn: (body: ShipForm) => api.post<ShipResult>(`/api/admin/order/${id}/ship`, body, { quiet: true }),
    onSuccess,
  });
}

/** POST /api/admin/order/:id/cancel */
export function useCancelOrder(id: number) {
  const onSuccess = useRefreshOrders();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<{ status: number; refund_amount: number; refund_to: string }>(
        `/api/admin/order/${id}/cancel`,
        { reason },
        { quiet: true },
      ),
    onSuccess,
  });
}

/** POST /api/admin/order/:id/confirm_transfer (its refusal is shown as a toast). */
export function useConfirmTransfer() {
  const onSuccess = useRefreshOrders();
  return useMutation({
    mutationFn: (id: number) => api.post<PayResult>(`/api/admin/order/${id}/confirm_transfer`),
    onSuccess,
  });
}

/** POST /api/admin/orders/ship_csv */
export function useBulkShip() {
  const onSuccess = useRefreshOrders();
  return useMutation({
    mutationFn: (file: File) => uploadFile<BulkShipReport>('/api/admin/orders/ship_csv', file),
    onSuccess,
  });
}

/** GET /api/admin/after_sales */
export const useAfterSalesList = (query: Pick<AdminAfterSalesQuery, 'status' | 'keywords'>, page: number) =>
  useServerList<AdminAfterSalesRow>([...ORDERS_KEY, 'after-sales'], '/api/admin/after_sales', query, page);

/** POST /api/admin/after_sales/:id/review */
export function useReviewAfterSales() {
  const onSuccess = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, ...body }: AfterSalesReviewBody & { id: number }) =>
      api.post<{ status: string; refund_amount: number }>(`/api/admin/after_sales/${id}/review`, body, {
        quiet: true,
      }),
    onSuccess,
  });
}

/** GET /api/admin/invoices */
export const useInvoiceList = (query: Pick<AdminInvoiceQuery, 'status' | 'keywords'>, page: number) =>
  useServerList<AdminInvoiceRow>([...ORDERS_KEY, 'invoices'], '/api/admin/invoices', query, page);

/** POST /api/admin/invoice/:id/issue (multipart: invoice_no, file) */
export function useIssueInvoice() {
  const onSuccess = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, invoiceNo, file }: { id: number; invoiceNo: string; file: File }) =>
      uploadFile<{ status: string }>(`/api/admin/invoice/${id}/issue`, file, { invoice_no: invoiceNo }),
    onSuccess,
  });
}
