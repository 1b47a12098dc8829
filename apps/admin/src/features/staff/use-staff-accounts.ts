import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody, Permission } from '@store/shared/api/staff';
import { api } from '../../api/client.ts';
import { STAFF_LIST_KEY } from '../../api/use-staff-list.ts';
import { STAFF_ME_KEY } from '../../api/use-staff.ts';

/** A row of GET /api/admin/roles (the contract's roleRow). */
export type RoleRow = { id: number; code: string; name: string; permissions: Permission[] };

const ROLES_KEY = ['admin', 'roles'] as const;

/** GET /api/admin/roles: each role and the permissions it bundles. */
export const useRoles = () => useQuery({ queryKey: ROLES_KEY, queryFn: () => api.get<RoleRow[]>('/api/admin/roles') });

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

/** POST /api/admin/roles (new) or /api/admin/roles/:id (edit); a 422 is the dialog's to show under its fields. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id?: number; code?: string; name: string; permissions: Permission[] }) =>
      id
        ? api.post<null>(`/api/admin/roles/${id}`, { name: body.name, permissions: body.permissions }, { quiet: true })
        : api.post<{ id: number }>('/api/admin/roles', body, { quiet: true }),
    // The staff list names each member's role, and the editor's own menu follows their own role's permissions.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
        queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
      ]),
  });
}

/** POST /api/admin/roles/:id/delete (refused while any staff member has the role). */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/api/admin/roles/${id}/delete`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}

/** POST /api/admin/staff/:id/role. */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roleId }: { id: number; roleId: number }) =>
      api.post<null>(`/api/admin/staff/${id}/role`, { role_id: roleId }, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }),
  });
}

/** POST /api/admin/staff/:id/password: the staff member's sessions end with it. */
export const useResetStaffPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.post<null>(`/api/admin/staff/${id}/password`, { password }, { quiet: true }),
  });
