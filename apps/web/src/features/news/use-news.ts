/** News calls (packages/shared/src/api/articles.ts): a page of a kind, and one item with its neighbours. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsDetail, NewsKind, NewsPage } from '@store/shared/api/articles';
import { api } from '../../api/client.ts';

export const NEWS_PAGE_SIZE = 10;

export function useNewsPage(kind: NewsKind, page: number) {
  return useQuery({
    queryKey: ['article', 'news', kind, page],
    queryFn: ({ signal }) =>
      api.get<NewsPage>('/api/article/news', { query: { kind, page, page_size: NEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsDetail(id: number) {
  return useQuery({
    queryKey: ['article', 'news', id],
    queryFn: ({ signal }) => api.get<NewsDetail>(`/api/article/news/${id}`, { signal, silent: true }),
    enabled: id > 0,
    retry: false,
  });
}
