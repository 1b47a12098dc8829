import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustBatchBody,
  BatchList,
  BatchListQuery,
  BatchListRow,
  BatchRow,
  GoodsBatches,
  ReceiveBatchBody,
} from '@store/shared/api/stock';
import type { ImportReport } from '@store/shared/api/admin-goods';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';
import { uploadFile } from '../../api/upload.ts';

const STOCK_KEY = ['admin', 'stock'] as const;
export type BatchListFilters = Pick<BatchListQuery, 'state' | 'keywords'>;

/** GET /api/admin/stock_batches: batches across goods, soonest expiry first. */
export const useBatchList = (filters: BatchListFilters, page: number, pageSize: number) =>
  useServerList<BatchListRow, BatchList>([...STOCK_KEY, 'list'], '/api/admin/stock_batches', filters, page, {
    pageSize,
  });

/** GET /api/admin/goods/:id/batches: one goods' batches and its sellable stock. */
export const useGoodsBatches = (goodsId: number) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'goods', goodsId],
    queryFn: () => api.get<GoodsBatches>(`/api/admin/goods/${goodsId}/batches`),
  });

/** POST /api/admin/goods/:id/batches (入库); a 422 is the form's to show (quiet). */
export function useReceiveBatch(goodsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ReceiveBatchBody>) =>
      api.post<{ batch: BatchRow; stock: number; notified: number }>(`/api/admin/goods/${goodsId}/batches`, body, {
        quiet: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
  });
}

/** POST /api/admin/stock_batches/:id/adjust (盘点/报损). */
export function useAdjustBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdjustBatchBody & { id: number }) =>
      api.post<{ batch: BatchRow; stock: number }>(`/api/admin/stock_batches/${id}/adjust`, body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
  });
}

/** POST /api/admin/stock_batches/import: a delivery note as .xlsx, booked in all or nothing. */
export function useImportBatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<ImportReport>('/api/admin/stock_batches/import', file),
    onSuccess: (report) => (report.applied ? queryClient.invalidateQueries({ queryKey: STOCK_KEY }) : undefined),
  });
}
