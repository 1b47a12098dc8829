import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LicenceToReview } from '@store/shared/api/qualification';
import { api } from '../../api/client.ts';

const QUEUE_KEY = ['admin', 'licences-to-review'] as const;

/** GET /api/admin/qualifications: licences waiting for review, oldest first. */
export const useReviewQueue = () =>
  useQuery({ queryKey: QUEUE_KEY, queryFn: () => api.get<LicenceToReview[]>('/api/admin/qualifications') });

export type ReviewAction = { id: number; action: 'approve' | 'reject'; reason?: string };

/** POST /api/admin/qualifications/:id/review; the queue is read again afterwards (another reviewer may have moved it). */
export function useReviewLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: ReviewAction) =>
      api.post<{ is_passed: 0 | 1 }>(`/api/admin/qualifications/${id}/review`, { action, reason: reason ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
