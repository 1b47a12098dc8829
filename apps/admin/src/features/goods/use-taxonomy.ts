import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandRow, CategoryRow, CategoryTree } from '@store/shared/api/admin-taxonomy';
import { api } from '../../api/client.ts';
import { GOODS_KEY } from './use-goods.ts';

const CATEGORIES_KEY = ['admin', 'categories'] as const;
const BRANDS_KEY = ['admin', 'brands'] as const;

export const useCategories = () =>
  useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: () => api.get<CategoryRow[]>('/api/admin/categories'),
    staleTime: 30_000,
  });
export const useBrands = () =>
  useQuery({ queryKey: BRANDS_KEY, queryFn: () => api.get<BrandRow[]>('/api/admin/brands'), staleTime: 30_000 });

export type TreeNode = { value: number; title: string; key: number; count: number; children?: TreeNode[] };

/** A tree's rows as nested nodes in the store's order (rows come sorted by sort, id). */
export function nest(rows: CategoryRow[], tree: CategoryTree): TreeNode[] {
  const of = (parentId: number | null): TreeNode[] =>
    rows
      .filter((row) => row.tree === tree && row.parent_id === parentId)
      .map((row) => {
        const children = of(row.id);
        return {
          value: row.id,
          key: row.id,
          title: row.name,
          count: row.goods_count,
          ...(children.length && { children }),
        };
      });
  return of(null);
}

type Change =
  | { kind: 'category.create'; tree: CategoryTree; parent_id?: number; name: string }
  | { kind: 'category.rename' | 'brand.rename'; id: number; name: string }
  | { kind: 'category.move'; id: number; parent_id: number; index: number }
  | { kind: 'brand.move'; id: number; index: number }
  | { kind: 'category.delete' | 'brand.delete'; id: number }
  | { kind: 'brand.create'; name: string };

/** Every change of the trees; the trees (and goods, whose placement a move changes) are read again after it. */
export function useTaxonomyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      switch (change.kind) {
        case 'category.create':
          return api.post('/api/admin/categories', {
            tree: change.tree,
            parent_id: change.parent_id,
            name: change.name,
          });
        case 'category.rename':
          return api.post(`/api/admin/categories/${change.id}`, { name: change.name });
        case 'category.move':
          return api.post(`/api/admin/categories/${change.id}/move`, {
            parent_id: change.parent_id,
            index: change.index,
          });
        case 'category.delete':
          return api.post(`/api/admin/categories/${change.id}/delete`);
        case 'brand.create':
          return api.post('/api/admin/brands', { name: change.name });
        case 'brand.rename':
          return api.post(`/api/admin/brands/${change.id}`, { name: change.name });
        case 'brand.move':
          return api.post(`/api/admin/brands/${change.id}/move`, { index: change.index });
        case 'brand.delete':
          return api.post(`/api/admin/brands/${change.id}/delete`);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
        queryClient.invalidateQueries({ queryKey: BRANDS_KEY }),
        queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
      ]),
  });
}
