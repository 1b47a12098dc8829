import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Permission, StaffLoginBody, StaffMe } from '@store/shared/api/staff';
import { api } from './client.ts';

export const STAFF_ME_KEY = ['staff-me'] as const;

/** GET /api/admin/auth/me: who is working and what they may do. A 10001 is the guard's to handle. */
export function useStaffMe() {
  return useQuery({
    queryKey: STAFF_ME_KEY,
    queryFn: () => api.get<StaffMe>('/api/admin/auth/me', { quiet: true }),
    staleTime: 60_000,
  });
}

/** POST /api/admin/auth/login; the refusal (wrong password, captcha asked) is the login page's to show. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginBody) => api.post<StaffMe>('/api/admin/auth/login', body, { quiet: true }),
    onSuccess: (me) => queryClient.setQueryData(STAFF_ME_KEY, me),
  });
}

/** POST /api/admin/auth/logout; whatever the answer, nothing of this staff member stays in the cache. */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/api/admin/auth/logout', {}, { quiet: true }).catch(() => null),
    onSettled: () => queryClient.clear(),
  });
}

/** Whether the staff member working may do this (the server checks again on every call). */
export function useCan(permission: Permission): boolean {
  return useStaffMe().data?.permissions.includes(permission) ?? false;
}
