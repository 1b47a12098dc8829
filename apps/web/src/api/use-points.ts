import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PointsLogPage, pointsLogQuery } from '@store/shared/api/points';
import { api } from './client.ts';

export type PointsLogFilters = Partial<z.input<typeof pointsLogQuery>>;

export const POINTS_KEY = ['user', 'points_log'] as const;

/**
 * GET /api/user/points_log — the points, what expires at the coming year-end, and one page of the ledger,
 * newest first; the last page stays shown while the next loads.
 */
export function usePointsLog(filters: PointsLogFilters) {
  return useQuery({
    queryKey: [...POINTS_KEY, filters],
    queryFn: ({ signal }) => api.get<PointsLogPage>('/api/user/points_log', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
