import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminAd, adminAdPage } from '@store/shared/api/ads-admin';
import type { AdPosition } from '@store/shared/api/promotions';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';
import { uploadFile } from '../../api/upload.ts';

const KEY = ['admin', 'ads'] as const;
type AdPage = z.infer<typeof adminAdPage>;

/** GET /api/admin/ads ?position,page */
export const useAds = (position: AdPosition | undefined, page: number) =>
  useServerList<AdminAd, AdPage>(KEY, '/api/admin/ads', { position }, page);

/** POST /api/admin/ads, or /api/admin/ads/{id} to edit. */
export function useSaveAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      api.post<AdminAd>(id ? `/api/admin/ads/${id}` : '/api/admin/ads', body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>(`/api/admin/ads/${id}/delete`),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/ads/{id}/image (multipart). */
export function useAdImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadFile<AdminAd>(`/api/admin/ads/${id}/image`, file),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
