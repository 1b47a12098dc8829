import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@store/shared/api/dashboard';
import { api } from '../../api/client.ts';

/** GET /api/admin/dashboard; read again every minute while the page is open (the queues move all day). */
export const useDashboard = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.get<Dashboard>('/api/admin/dashboard'),
    enabled,
    refetchInterval: 60_000,
  });
