import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityGoodsOption } from '@store/shared/api/activities-admin';
import type { AdminGoodsRow } from '@store/shared/api/admin-goods';
import { api } from '../api/client.ts';

/** A goods as the console's pickers offer it, whichever list it was found in. */
export type GoodsOption = {
  id: number;
  name: string;
  ypgg: string;
  sccj: string;
  base_price: number;
  is_listed: 0 | 1;
};

/**
 * Where a picker looks. `catalogue`: every goods, listed or not (GET /api/admin/goods, the goods list's own
 * search), only once something is typed. `activities`: listed goods only, by name, maker or pinyin initials
 * (GET /api/admin/activities/goods-options, which marketing staff may read without the goods permission),
 * and the first of them before anything is typed.
 */
export type GoodsSource = 'catalogue' | 'activities';

const catalogueLookup = (keywords: string) => ({
  queryKey: ['admin', 'goods', 'picker', keywords],
  queryFn: async (): Promise<GoodsOption[]> => {
    const page = await api.get<{ data: AdminGoodsRow[]; total: number }>('/api/admin/goods', {
      query: { keywords, page: 1, page_size: 20 },
    });
    return page.data.map((g) => ({
      id: g.id,
      name: g.name,
      ypgg: g.ypgg,
      sccj: g.sccj,
      base_price: g.base_price,
      is_listed: g.is_listed,
    }));
  },
  enabled: !waitsForKeywords(keywords, 'catalogue'),
  placeholderData: keepPreviousData,
});

// Under the activities' key, so that saving an activity reads the options again as before.
const activitiesLookup = (keywords: string) => ({
  queryKey: ['admin', 'activities', 'goods-options', keywords],
  queryFn: async (): Promise<GoodsOption[]> => {
    const options = await api.get<ActivityGoodsOption[]>('/api/admin/activities/goods-options', {
      query: { keywords },
    });
    return options.map(({ goods_id, ...g }) => ({ id: goods_id, ...g, is_listed: 1 as const }));
  },
  enabled: true,
  placeholderData: keepPreviousData,
  staleTime: 30_000,
});

/** The goods found for what the operator typed into a picker. */
export const useGoodsLookup = (keywords: string, source: GoodsSource = 'catalogue') =>
  useQuery(source === 'activities' ? activitiesLookup(keywords) : catalogueLookup(keywords));

/** Whether the lookup waits for keywords (the picker then says 请输入关键词 rather than 暂无数据). */
export const waitsForKeywords = (keywords: string, source: GoodsSource = 'catalogue') =>
  source === 'catalogue' && keywords.trim().length === 0;
