import { z } from 'zod';
import { MAX_INT4 } from './fields.ts';

/**
 * 分类与品牌 in the console (issue #13): the category trees (general, and the 包邮/中药/器械 menus' own
 * trees) and the brands, kept in the order the store shows them. A category or brand is removed only
 * when no goods and no child category is under it.
 */
export const CATEGORY_TREES = ['general', 'yx', 'zy', 'qx'] as const;
export type CategoryTree = (typeof CATEGORY_TREES)[number];
export const CATEGORY_TREE_NAMES: Record<CategoryTree, string> = {
  general: '全部商品分类',
  yx: '包邮专区分类',
  zy: '中药专区分类',
  qx: '器械专区分类',
};
/** The store's menus show three levels (大类 › 中类 › 小类). */
export const MAX_CATEGORY_DEPTH = 3;

const name = z.string().trim().min(1).max(20);

export const categoryRow = z.object({
  id: z.number().int(),
  tree: z.enum(CATEGORY_TREES),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
  /** Goods placed in it or under it. */
  goods_count: z.number().int(),
});
export type CategoryRow = z.infer<typeof categoryRow>;

export const createCategoryBody = z.strictObject({
  tree: z.enum(CATEGORY_TREES),
  parent_id: z.preprocess(
    (v) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v),
    z.coerce.number().int().min(1).max(MAX_INT4).optional(),
  ),
  name,
});
export const renameBody = z.strictObject({ name });

/** Move a category under `parent_id` (0: the tree's top level) at position `index` among its siblings. */
export const moveCategoryBody = z.strictObject({
  parent_id: z.coerce.number().int().min(0).max(MAX_INT4),
  index: z.coerce.number().int().min(0).max(10_000),
});
export const moveBrandBody = z.strictObject({ index: z.coerce.number().int().min(0).max(10_000) });

export const brandRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  goods_count: z.number().int(),
});
export type BrandRow = z.infer<typeof brandRow>;
export const createBrandBody = z.strictObject({ name });
