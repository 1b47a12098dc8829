import { useQuery } from '@tanstack/react-query';
import type { Region } from '@store/shared/api/address';
import { api } from './client.ts';

/** The province → city → district tree; it never changes while the page is open. */
export function useRegions() {
  return useQuery({
    queryKey: ['region'],
    queryFn: ({ signal }) => api.get<Region[]>('/api/region', { signal }),
    staleTime: Infinity,
  });
}
