import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyChangeToReview } from '@store/shared/api/company-change';
import { api } from '../../api/client.ts';
import type { ReviewAction } from './use-review.ts';

const QUEUE_KEY = ['admin', 'company-changes'] as const;

/** GET /api/admin/company_changes: 资质变更 waiting for review, oldest first. */
export const useCompanyChangeQueue = () =>
  useQuery({
    queryKey: QUEUE_KEY,
    queryFn: () => api.get<CompanyChangeToReview[]>('/api/admin/company_changes'),
  });

/** POST /api/admin/company_changes/:id/review; the queue is read again afterwards (another reviewer may have decided). */
export function useReviewCompanyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: ReviewAction) =>
      api.post<{ is_passed: 0 | 1 }>(`/api/admin/company_changes/${id}/review`, { action, reason: reason ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
