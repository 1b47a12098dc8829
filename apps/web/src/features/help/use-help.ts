/** Help centre calls (packages/shared/src/api/articles.ts): the menu, one article (kept locally by version), licences, contact. */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Contact, HelpArticle, HelpMenu, Qualifications } from '@store/shared/api/articles';
import { api } from '../../api/client.ts';
import { cachedArticle, keepArticle } from './help-cache.ts';

/** The menu is small and carries every article's version: read once per page load. */
export function useHelpMenu() {
  return useQuery({
    queryKey: ['article', 'help_menu'],
    queryFn: ({ signal }) => api.get<HelpMenu>('/api/article/help_menu', { signal }),
    staleTime: Infinity,
  });
}

/**
 * One article: the local copy when the menu lists its version, otherwise fetched and kept. An article
 * the menu does not list (unpublished, or a key no article has) is asked for all the same, and the
 * server's 不存在 answers it.
 */
export function useHelpArticle(target: { id: number; version?: number } | { key: string } | null) {
  const query = useQuery({
    queryKey: ['article', 'help', target],
    enabled: target !== null,
    queryFn: async ({ signal }) => {
      if (target && 'id' in target && target.version !== undefined) {
        const kept = cachedArticle(target.id, target.version);
        if (kept) return kept;
      }
      const path =
        target && 'key' in target ? `/api/article/help_key/${target.key}` : `/api/article/help/${target?.id}`;
      return api.get<HelpArticle>(path, { signal, silent: true });
    },
    staleTime: Infinity,
    retry: false,
  });
  // Kept in the browser whether fetched here or rendered by the server (its answer arrives with the page).
  const shown = query.data;
  useEffect(() => {
    if (shown) keepArticle(shown);
  }, [shown]);
  return query;
}

export function useQualifications(enabled: boolean) {
  return useQuery({
    queryKey: ['article', 'qualifications'],
    queryFn: ({ signal }) => api.get<Qualifications>('/api/article/qualifications', { signal }),
    enabled,
    staleTime: Infinity,
  });
}

export function useContact(enabled: boolean) {
  return useQuery({
    queryKey: ['article', 'contact'],
    queryFn: ({ signal }) => api.get<Contact>('/api/article/contact', { signal }),
    enabled,
    staleTime: Infinity,
  });
}
