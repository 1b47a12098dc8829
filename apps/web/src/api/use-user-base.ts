import { useMutation, useQuery } from '@tanstack/react-query';
import type { UserBase } from '@store/shared/api/user';
import { api } from './client.ts';
import { removeLoginFlag } from '../lib/session-flags.ts';

export const USER_BASE_KEY = ['user', 'base'] as const;

/**
 * The buyer's base info, or null. Any failure — 10001 for an anonymous visitor included — yields null
 * without a redirect (spec §4: the user is set as shown with no data; anonymous browsing is allowed).
 */
export function useUserBase(enabled = true) {
  return useQuery({
    queryKey: USER_BASE_KEY,
    queryFn: ({ signal }) => api.get<UserBase>('/api/user/base', { silent: true, signal }).catch(() => null),
    enabled,
    staleTime: 30_000,
  });
}

/** Spec §1: a user with a company name present counts as logged in. */
export const isLoggedIn = (user: UserBase | null | undefined): user is UserBase => Boolean(user?.company);

/**
 * DELETE /api/user/logout: whatever the server answers, the login flag goes and the page reloads as
 * anonymous (spec §4), so nothing of the account stays on screen.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => api.delete('/api/user/logout', { silent: true }),
    onSettled: () => {
      removeLoginFlag();
      window.location.reload();
    },
  });
}
