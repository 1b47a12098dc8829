import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ActivityTapBody } from '@store/shared/api/activities';
import { api } from './client.ts';

/**
 * POST /api/activity/tap: a visit or click on an activity or an ad, for marketing's report. Never cancelled
 * by a repeated call (spec §7) and silent: counting a tap never troubles the buyer.
 */
export function useActivityTap() {
  return useMutation({
    mutationFn: (tap: ActivityTapBody) =>
      api.post<{ recorded: 0 | 1 }>('/api/activity/tap', tap as Record<string, unknown>, { silent: true }),
  });
}

/** Counts a visit of an activity page once per activity shown (the server counts a repeat once a minute). */
export function useActivityVisit(activityId: number | undefined, position: string) {
  const { mutate } = useActivityTap();
  useEffect(() => {
    if (activityId) mutate({ activity_id: activityId, position });
  }, [activityId, position, mutate]);
}
