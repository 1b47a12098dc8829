/** 内容 calls (packages/shared/src/api/articles.ts): categories, articles, publish, cover, preview. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminArticle, AdminArticleCategory, AdminArticleRow, ContentKind } from '@store/shared/api/articles';
import { api } from '../../api/client.ts';
import { uploadFile } from '../../api/upload.ts';

const KEY = ['admin', 'content'] as const;
type ArticlePage = { data: AdminArticleRow[]; total: number; page: number; page_size: number };
export type ArticleFilters = {
  kind: ContentKind;
  category_id?: number;
  keyword?: string;
  state?: 'published' | 'draft';
  page: number;
};

export const useCategories = () =>
  useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: () => api.get<AdminArticleCategory[]>('/api/admin/content/categories'),
  });

export const useArticles = (filters: ArticleFilters) =>
  useQuery({
    queryKey: [...KEY, 'articles', filters],
    queryFn: () => api.get<ArticlePage>('/api/admin/content/articles', { query: { ...filters, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });

export const useArticle = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'article', id],
    queryFn: () => api.get<AdminArticle>(`/api/admin/content/articles/${id}`),
    enabled: id !== undefined,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

/** POST /api/admin/content/articles, or /{id} to edit. */
export function useSaveArticle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      api.post<AdminArticle>(id ? `/api/admin/content/articles/${id}` : '/api/admin/content/articles', body),
    onSettled: refresh,
  });
}

export function usePublish() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      api.post<AdminArticle>(`/api/admin/content/articles/${id}/publish`, { is_published: published }),
    onSettled: refresh,
  });
}

export function useCover() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      uploadFile<AdminArticle>(`/api/admin/content/articles/${id}/cover`, file),
    onSettled: refresh,
  });
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: { name: string; sort: number } }) =>
      api.post<AdminArticleCategory>(
        id ? `/api/admin/content/categories/${id}` : '/api/admin/content/categories',
        body,
      ),
    onSettled: refresh,
  });
}

/** POST /api/admin/content/preview: the body as the server will store it (sanitised), for the preview. */
export const usePreview = () =>
  useMutation({
    mutationFn: (content: string) =>
      api.post<{ content: string }>('/api/admin/content/preview', { content }).then((r) => r.content),
  });
