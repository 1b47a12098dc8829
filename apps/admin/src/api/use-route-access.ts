import { useQuery } from '@tanstack/react-query';
import type { AdminRouteAccess } from '@store/shared/api/console-screens';
import { api } from './client.ts';

/**
 * GET /api/admin/auth/access: the permission each /api/admin route declares. It changes only with a new
 * server, so it is read once a session; a 10001 is the shell's guard to handle (quiet).
 */
export function useRouteAccess() {
  return useQuery({
    queryKey: ['staff-route-access'],
    queryFn: () => api.get<AdminRouteAccess>('/api/admin/auth/access', { quiet: true }),
    staleTime: Infinity,
  });
}
