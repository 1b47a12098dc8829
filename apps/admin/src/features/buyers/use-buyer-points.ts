import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointsAdjustBody, PointsLogRow } from '@store/shared/api/points';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';

/** GET /api/admin/users/:id/points_log: one page of the buyer's points ledger (under the buyers' key, so their changes refresh it). */
export const useBuyerPointsLog = (buyerId: number, page: number, pageSize: number) =>
  useServerList<PointsLogRow>(
    ['admin', 'buyers', 'points', buyerId],
    `/api/admin/users/${buyerId}/points_log`,
    {},
    page,
    { pageSize },
  );

/** POST /api/admin/users/:id/points: the file and its ledger are read again afterwards. */
export function useAdjustPoints(buyerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAdjustBody) =>
      api.post<{ points: number }>(`/api/admin/users/${buyerId}/points`, body, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'buyers'] }),
  });
}
