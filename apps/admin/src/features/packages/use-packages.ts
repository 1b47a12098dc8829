import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCombo, AdminComboPage, AdminWelfare } from '@store/shared/api/promo';
import { api } from '../../api/client.ts';
import { useServerList } from '../../api/use-server-list.ts';

const PACKAGES_KEY = ['admin', 'combinations'] as const;
const WELFARE_KEY = ['admin', 'welfare'] as const;

/** GET /api/admin/combinations */
export const usePackages = (keywords: string, page: number) =>
  useServerList<AdminCombo, AdminComboPage>(PACKAGES_KEY, '/api/admin/combinations', { keywords }, page);

/** Create, edit, 上架 or 下架 a package; the list is read again after it. */
export function usePackageChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        { kind: 'save'; id?: number; body: Record<string, unknown> } | { kind: 'status'; id: number; isOn: boolean },
    ): Promise<AdminCombo> =>
      change.kind === 'status'
        ? api.post(`/api/admin/combinations/${change.id}/status`, { is_on: change.isOn })
        : api.post(change.id ? `/api/admin/combinations/${change.id}` : '/api/admin/combinations', change.body),
    onSettled: () => client.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}

/** GET /api/admin/welfare: the rate and a page of the zone's goods. */
export const useWelfare = (keywords: string, page: number) =>
  useServerList<AdminWelfare['data'][number], AdminWelfare>(WELFARE_KEY, '/api/admin/welfare', { keywords }, page);

/** The rate, or goods in / out of the zone; the page is read again after it. */
export function useWelfareChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'percent'; percent: number } | { kind: 'add' | 'remove'; ids: number[] }) =>
      change.kind === 'percent'
        ? api.post('/api/admin/welfare/percent', { percent: change.percent })
        : api.post(`/api/admin/welfare/goods/${change.kind}`, { goods_ids: change.ids }),
    onSettled: () => client.invalidateQueries({ queryKey: WELFARE_KEY }),
  });
}
