import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFloor } from '@store/shared/api/floors';
import { api } from '../../api/client.ts';

const KEY = ['admin', 'floors'] as const;

/** GET /api/admin/floors: every floor, in the home page's order. */
export const useFloors = () => useQuery({ queryKey: KEY, queryFn: () => api.get<AdminFloor[]>('/api/admin/floors') });

/** Create, edit, 显示 or 隐藏 a floor; the list is read again after it. */
export function useFloorChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        { kind: 'save'; id?: number; body: Record<string, unknown> } | { kind: 'status'; id: number; isOn: boolean },
    ): Promise<AdminFloor> =>
      change.kind === 'status'
        ? api.post(`/api/admin/floors/${change.id}/status`, { is_on: change.isOn })
        : api.post(change.id ? `/api/admin/floors/${change.id}` : '/api/admin/floors', change.body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
