import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '@store/shared/api/address';
import { api } from './client.ts';

const ADDRESS_KEY = ['user', 'address'] as const;

/** GET /api/user/address */
export function useAddresses() {
  return useQuery({
    queryKey: ADDRESS_KEY,
    queryFn: ({ signal }) => api.get<Address[]>('/api/user/address', { signal }),
  });
}

type AddressAction = { kind: 'save'; id?: number; body: AddressBody } | { kind: 'default' | 'delete'; id: number };

/** Add, edit, set default or delete one address; the list reloads after each. */
export function useAddressAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: AddressAction) => {
      if (action.kind === 'save') {
        return action.id
          ? api.post<Address>(`/api/user/address/${action.id}/edit`, action.body)
          : api.post<Address>('/api/user/address', action.body);
      }
      return api.post<Address | null>(`/api/user/address/${action.id}/${action.kind}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ADDRESS_KEY }),
  });
}
