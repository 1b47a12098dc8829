import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody, Permission } from '@store/shared/api/staff';
import { api } from '../../api/client.ts';
import { STAFF_LIST_KEY } from '../../api/use-staff-list.ts';

/** A row of GET /api/admin/roles (the contract's roleRow). */
export type RoleRow = { id: number; code: string; name: string; permissions: Permission[] };

/** GET /api/admin/roles: each role and the permissions it bundles. */
export const useRoles = () =>
  useQuery({ queryKey: ['admin', 'roles'], queryFn: () => api.get<RoleRow[]>('/api/admin/roles') });

/** POST /api/admin/staff; a 422 is the form's to show on its fields (quiet), the list is read again on success. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffBody) => api.post<{ id: number }>('/api/admin/staff', body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }),
  });
}

/** POST /api/admin/staff/:id/disable | enable (disabling ends the account's sessions at once). */
export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      api.post<null>(`/api/admin/staff/${id}/${disabled ? 'disable' : 'enable'}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }),
  });
}
