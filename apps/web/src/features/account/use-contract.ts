import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { currentContract } from '@store/shared/api/contract';
import { api } from '../../api/client.ts';

export type Contract = z.infer<typeof currentContract>;
const CONTRACT_KEY = ['contract', 'current'] as const;

/** GET /api/contract/current */
export function useContract() {
  return useQuery({
    queryKey: CONTRACT_KEY,
    queryFn: ({ signal }) => api.get<Contract>('/api/contract/current', { signal }),
  });
}

export function useSignContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, signerName }: { id: number; signerName: string }) =>
      api.post(`/api/contract/${id}/sign`, { signer_name: signerName, agree: 1 }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTRACT_KEY }),
  });
}
