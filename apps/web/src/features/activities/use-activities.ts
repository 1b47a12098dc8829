import { useQuery } from '@tanstack/react-query';
import type { ActivityCentre, ActivityPage } from '@store/shared/api/activities';
import { api, ApiError } from '../../api/client.ts';

/**
 * GET /api/activity/{id}: the activity page with its goods priced for this viewer. Silent: a missing or
 * paused activity (404) sends the buyer to /noActivity instead of an alert.
 */
export function useActivity(id: number | undefined) {
  return useQuery({
    queryKey: ['activity', id],
    queryFn: ({ signal }) => api.get<ActivityPage>(`/api/activity/${id}`, { signal, silent: true }),
    enabled: Boolean(id),
    staleTime: 30_000,
    retry: (count, error) => !(error instanceof ApiError && error.kind === 'business') && count < 2,
  });
}

/** GET /api/activity/centre?ids=…: the centre's activities on offer now or to come, in the link's order. */
export function useActivityCentre(ids: number[]) {
  return useQuery({
    queryKey: ['activity', 'centre', ids.join(',')],
    queryFn: ({ signal }) =>
      api.get<ActivityCentre>('/api/activity/centre', { query: { ids: ids.join(',') }, signal, silent: true }),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
}

/** `1,2,x,3` → [1, 2, 3]: the ids of a centre link, at most 20 as the server takes. */
export const idsOf = (text: string | undefined): number[] =>
  [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((s) => Number(s))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].slice(0, 20);
