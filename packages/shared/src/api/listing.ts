// The goods listing's zones and sorts, apart from the goods schemas (goods.ts): the store's listing pages read
// them on every catalogue page, and importing them from goods.ts brought zod and the schemas into the first
// script of every page.

export const ZONES = ['yx', 'kxzq', 'qxzq', 'zyyp', 'jxqzc', 'jmzq', 'ppzq', 'mrtj', 'welfare'] as const;
export type Zone = (typeof ZONES)[number];
export const SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
