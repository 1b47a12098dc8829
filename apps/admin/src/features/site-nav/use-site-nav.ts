import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHotWord, AdminNavItem } from '@store/shared/api/site-nav';
import { api } from '../../api/client.ts';

const NAV_KEY = ['admin', 'nav_items'] as const;
const WORDS_KEY = ['admin', 'hot_words'] as const;

/** GET /api/admin/nav_items: every item, flat, in the store's order. */
export const useNavItems = () =>
  useQuery({ queryKey: NAV_KEY, queryFn: () => api.get<AdminNavItem[]>('/api/admin/nav_items') });

/** GET /api/admin/hot_words */
export const useHotWords = () =>
  useQuery({ queryKey: WORDS_KEY, queryFn: () => api.get<AdminHotWord[]>('/api/admin/hot_words') });

type Change = { kind: 'save'; id?: number; body: Record<string, unknown> } | { kind: 'delete'; id: number };

/** Save or delete a nav item (`what` = 'nav_items') or a hot word ('hot_words'); the list is read again after it. */
export function useSiteNavChange(what: 'nav_items' | 'hot_words') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'delete'
        ? api.post(`/api/admin/${what}/${change.id}/delete`, {})
        : api.post(change.id ? `/api/admin/${what}/${change.id}` : `/api/admin/${what}`, change.body),
    onSettled: () => client.invalidateQueries({ queryKey: what === 'nav_items' ? NAV_KEY : WORDS_KEY }),
  });
}
