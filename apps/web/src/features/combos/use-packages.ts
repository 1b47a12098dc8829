import { useQuery } from '@tanstack/react-query';
import type { ComboCard } from '@store/shared/api/promo';
import { api } from '../../api/client.ts';

/** GET /api/zhzq/packages: the packages on sale now, as this viewer may see their prices. */
export function usePackages() {
  return useQuery({
    queryKey: ['zhzq', 'packages'],
    queryFn: ({ signal }) => api.get<ComboCard[]>('/api/zhzq/packages', { signal }),
  });
}
