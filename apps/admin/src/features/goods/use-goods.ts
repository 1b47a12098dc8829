import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGoodsDetail,
  AdminGoodsPage,
  AdminGoodsRow,
  GoodsBodyInput,
  ImportReport,
  PriceChangeRow,
} from '@store/shared/api/admin-goods';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';
import { uploadFile } from '../../api/upload.ts';

export type GoodsFilters = {
  keywords?: string;
  category_id?: number;
  brand_id?: number;
  zone?: string;
  drug_class?: string;
  listed?: 0 | 1;
  in_stock?: 0 | 1;
};

export const GOODS_KEY = ['admin', 'goods'] as const;

/** GET /api/admin/goods: one page of the list under the filters (the last page stays shown while the next loads). */
export const useGoodsList = (filters: GoodsFilters, page: number, pageSize: number) =>
  useServerList<AdminGoodsRow, AdminGoodsPage>([...GOODS_KEY, 'list'], '/api/admin/goods', filters, page, { pageSize });

export const useGoods = (id: number | undefined) =>
  useQuery({
    queryKey: [...GOODS_KEY, 'detail', id],
    queryFn: () => api.get<AdminGoodsDetail>(`/api/admin/goods/${id}`),
    enabled: id !== undefined,
  });

export const usePriceChanges = (id: number) =>
  useQuery({
    queryKey: [...GOODS_KEY, 'price-changes', id],
    queryFn: () => api.get<PriceChangeRow[]>(`/api/admin/goods/${id}/price_changes`),
  });

type Saved = { id: number; outcome: 'created' | 'updated' | 'unchanged' };

/** POST /api/admin/goods[/:id]: a 422 is the form's to show under its fields (quiet). */
export function useSaveGoods(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoodsBodyInput) =>
      api.post<Saved>(id === undefined ? '/api/admin/goods' : `/api/admin/goods/${id}`, body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
}

export function useSetListed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, listed }: { id: number; listed: boolean }) =>
      api.post<{ id: number; is_listed: 0 | 1 }>(`/api/admin/goods/${id}/listed`, { is_listed: listed ? 1 : 0 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
}

/** Image order and removal; the detail is read again after either. */
export function useImageChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { images: string[] } | { image: string }) =>
      'images' in change
        ? api.post<{ images: string[] }>(`/api/admin/goods/${id}/images/order`, change)
        : api.post<{ images: string[] }>(`/api/admin/goods/${id}/images/remove`, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
}

/** POST /api/admin/goods/:id/images (multipart): one picture, added last. */
export function useUploadImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<{ images: string[] }>(`/api/admin/goods/${id}/images`, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
}

/**
 * How long the console waits for an import's report. The server reads, checks and writes 50,000 rows (its
 * limit) in 20–40 s on PostgreSQL and 40–90 s on PGlite on a 2-core machine (bench/import.ts); the usual
 * minute would give up on an import that still lands, and the operator would send it again.
 */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** POST /api/admin/goods/import (multipart): the report, whether it applied or not; the list is read again. */
export function useImportGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<ImportReport>('/api/admin/goods/import', file, {}, { timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: (report) => (report.applied ? queryClient.invalidateQueries({ queryKey: GOODS_KEY }) : undefined),
  });
}
