import { useQuery } from '@tanstack/react-query';
import type { UserBase } from '@store/shared/api/user';
import { api } from './client.ts';

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
