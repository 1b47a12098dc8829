import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceProfile, InvoiceProfileBody, InvoiceProfileList } from '@store/shared/api/invoice-profile';
import { api } from './client.ts';

const INVOICE_PROFILE_KEY = ['user', 'invoice_profile'] as const;

/** GET /api/user/invoice_profile: the buyer's invoice profiles, and the company pre-fill while there are none. */
export function useInvoiceProfiles() {
  return useQuery({
    queryKey: INVOICE_PROFILE_KEY,
    queryFn: ({ signal }) => api.get<InvoiceProfileList>('/api/user/invoice_profile', { signal }),
  });
}

type InvoiceProfileAction =
  { kind: 'save'; id?: number; body: InvoiceProfileBody } | { kind: 'default' | 'delete'; id: number };

/** Add, edit, set default or delete one invoice profile; the list reloads after each. */
export function useInvoiceProfileAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: InvoiceProfileAction) => {
      if (action.kind === 'save') {
        return action.id
          ? api.post<InvoiceProfile>(`/api/user/invoice_profile/${action.id}/edit`, action.body)
          : api.post<InvoiceProfile>('/api/user/invoice_profile', action.body);
      }
      return api.post<InvoiceProfile | null>(`/api/user/invoice_profile/${action.id}/${action.kind}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: INVOICE_PROFILE_KEY }),
  });
}
