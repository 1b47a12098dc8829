import { useQuery } from '@tanstack/react-query';
import type { HelpCategories, Link } from '@store/shared/api/content';
import { api } from '../../api/client.ts';

/** Footer help categories: rarely change, so one fetch per page load. */
export function useHelpCategories() {
  return useQuery({
    queryKey: ['article', 'help_category'],
    queryFn: ({ signal }) => api.get<HelpCategories>('/api/article/help_category', { silent: true, signal }),
    staleTime: Infinity,
  });
}

export function useFriendlyLinks() {
  return useQuery({
    queryKey: ['global', 'links'],
    queryFn: ({ signal }) => api.get<Link[]>('/api/global/links', { silent: true, signal }),
    staleTime: Infinity,
  });
}
