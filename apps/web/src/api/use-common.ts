import { useQuery } from '@tanstack/react-query';
import type { CommonData } from '@store/shared/api/focus';
import { api } from './client.ts';

/** Spec §7: common-data failures are silently ignored; the shell renders without menus then. */
export function useCommon() {
  return useQuery({
    queryKey: ['focus', 'common'],
    queryFn: ({ signal }) => api.get<CommonData>('/api/focus/common', { silent: true, signal }),
    staleTime: 5 * 60_000,
    // Fetched once when the page loads; its timestamp drives the header clock.
    refetchOnWindowFocus: false,
  });
}
