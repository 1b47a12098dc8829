import { z } from 'zod';
import { id } from './fields.ts';

/** GET /api/global/links — links each with url. */
export const link = z.object({ id: z.number(), name: z.string(), url: z.string() });
export type Link = z.infer<typeof link>;

/** GET /api/article/category?category_id= — one article category and its articles. */
export const articleCategoryQuery = z.strictObject({ category_id: id });
export const articleSummary = z.object({ id: z.number(), name: z.string() });
export const articleCategory = z.object({ id: z.number(), name: z.string(), children: z.array(articleSummary) });
export type ArticleCategory = z.infer<typeof articleCategory>;

/** GET /api/article/help_category — footer help categories: list with name and children (id, name). */
export const helpCategories = z.array(articleCategory);
export type HelpCategories = z.infer<typeof helpCategories>;
