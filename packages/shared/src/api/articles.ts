import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { formBoolean, id, MAX_INT4, page } from './fields.ts';

/**
 * The help centre and news (issue #16). Bodies are HTML the server has sanitised (a safe subset of tags,
 * no scripts, no event attributes, no javascript: links), so the store renders them as they are.
 * Times are seconds at the store's edge and 'YYYY-MM-DD HH:mm' (Beijing) in the console.
 */

/** The help routes of spec §2 and the article each answers (its `route_key`). */
export const HELP_ROUTES = {
  hyzc: '/help/xrzn/hyzc',
  gwzn: '/help/xrzn/gwzn',
  aqgy: '/help/xrzn/aqgy',
  ddzf: '/help/zfps/ddzf',
  hwps: '/help/zfps/hwps',
  ypth: '/help/zfps/ypth',
  wzzz: '/help/fwbz/wzzz',
  yhxy: '/help/fwbz/yhxy',
  zskf: '/help/fwbz/zskf',
  tsjy: '/help/us/tsjy',
  link: '/help/us/link',
} as const;
export type HelpRouteKey = keyof typeof HELP_ROUTES;
/** Articles linked by key from other pages without a route of their own (the registration page's 隐私政策). */
export const PRIVACY_KEY = 'yszc';

export const NEWS_KINDS = { hy: '行业资讯', company: '公司新闻' } as const;
export type NewsKind = keyof typeof NEWS_KINDS;
export const newsKind = z.enum(['hy', 'company'], { error: '资讯类型应为 hy 或 company' });

const routeKey = z.string().regex(/^[a-z]{2,16}$/, '路由标识为 2–16 个小写字母');

// ── store ───────────────────────────────────────────────────────────────────────────────────────

/** GET /api/article/help_menu — help categories with their published articles and versions (for the local copy). */
export const helpMenuArticle = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string().nullable(),
  version: z.number().int(),
});
export const helpMenu = z.array(
  z.object({ id: z.number().int(), name: z.string(), children: z.array(helpMenuArticle) }),
);
export type HelpMenu = z.infer<typeof helpMenu>;

/** GET /api/article/help/:id and /api/article/help_key/:key — one published help article. */
export const helpArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  key: z.string().nullable(),
  version: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  updated_at: z.number().int(),
});
export type HelpArticle = z.infer<typeof helpArticle>;
export const helpKeyParams = z.strictObject({ key: routeKey });

/** GET /api/article/qualifications — the store's licences (configuration) with their scan images. */
export const licence = z.object({
  name: z.string(),
  number: z.string(),
  scope: z.string(),
  valid_until: z.string(),
  image: z.string(),
});
export const qualifications = z.object({
  company_name: z.string(),
  registration: z.string(),
  address: z.string(),
  licences: z.array(licence),
});
export type Qualifications = z.infer<typeof qualifications>;

/** GET /api/article/contact — 联系方式. */
export const contact = z.object({
  company_name: z.string(),
  hot_line: z.string(),
  qq: z.array(z.string()),
  address: z.string(),
  service_hours: z.string(),
  map_image: z.string(),
});
export type Contact = z.infer<typeof contact>;

/** GET /api/article/news?kind=&page= — a page of published news, newest first. */
export const newsQuery = z.strictObject({
  kind: newsKind,
  page,
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  type: newsKind,
  published_at: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsPage = pageOf(newsItem);
export type NewsPage = z.infer<typeof newsPage>;

const neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();
/** GET /api/article/news/:id — one published news item with the previous (newer) and next (older) of its kind. */
export const newsDetail = newsItem.extend({
  content: z.string(),
  category: z.string(),
  prev: neighbour,
  next: neighbour,
});
export type NewsDetail = z.infer<typeof newsDetail>;

// ── console (内容, permission content.manage) ───────────────────────────────────────────────────

export const contentKind = z.enum(['help', 'news'], { error: '分类类型应为 help 或 news' });
export type ContentKind = z.infer<typeof contentKind>;

export const adminArticleCategory = z.object({
  id: z.number().int(),
  kind: contentKind,
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  articles: z.number().int(),
});
export type AdminArticleCategory = z.infer<typeof adminArticleCategory>;

const sort = z.coerce
  .number({ error: '排序须为整数' })
  .int('排序须为整数')
  .min(0, '排序不能小于0')
  .max(9999, '排序最大 9999')
  .default(0);

/** New help groups only: the two news kinds are fixed (their codes are store addresses). */
export const categoryBody = z.strictObject({
  name: z.string().trim().min(1, '请填写分类名称').max(20, '分类名称最多 20 个字符'),
  sort,
});
export type CategoryBody = z.infer<typeof categoryBody>;

export const adminArticleQuery = pageQuery.extend({
  kind: contentKind.default('help'),
  category_id: z.preprocess((v) => (v === '' ? undefined : v), id.optional()),
  keyword: z.string().trim().max(40).optional(),
  state: z.enum(['published', 'draft']).optional(),
});
export type AdminArticleQuery = z.infer<typeof adminArticleQuery>;

export const adminArticleRow = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  kind: contentKind,
  title: z.string(),
  route_key: z.string().nullable(),
  cover: z.string(),
  is_published: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  sort: z.number().int(),
});
export const adminArticle = adminArticleRow.extend({ summary: z.string(), content: z.string() });
export type AdminArticle = z.infer<typeof adminArticle>;
export type AdminArticleRow = z.infer<typeof adminArticleRow>;
export const adminArticlePage = pageOf(adminArticleRow);

/** A picture already served by the store (an upload or a drawn cover) or an https address. */
const cover = z
  .string()
  .trim()
  .max(300, '封面地址最多 300 个字符')
  .refine((v) => v === '' || /^\/images\/[a-z0-9/._-]+$/i.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), {
    message: '封面须为站内图片或 https:// 地址',
  });

export const MAX_ARTICLE_HTML = 100_000;
export const articleBody = z.strictObject({
  category_id: z.coerce.number({ error: '请选择分类' }).int().min(1, '请选择分类').max(MAX_INT4, '请选择分类'),
  title: z.string().trim().min(1, '请填写标题').max(60, '标题最多 60 个字符'),
  summary: z.string().trim().max(200, '摘要最多 200 个字符').default(''),
  content: z.string().max(MAX_ARTICLE_HTML, '正文过长').default(''),
  cover: cover.default(''),
  route_key: z.preprocess((v) => (v === '' || v === null ? undefined : v), routeKey.optional()),
  sort,
  published_at: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '发布时间格式应为 YYYY-MM-DD HH:mm')
      .optional(),
  ),
  /** New articles are drafts unless it says true; an edit without it keeps the state. */
  is_published: formBoolean('发布状态应为 true 或 false').optional(),
});
export type ArticleBody = z.infer<typeof articleBody>;

export const publishBody = z.strictObject({ is_published: formBoolean('发布状态应为 true 或 false') });
export const previewBody = z.strictObject({ content: z.string().max(MAX_ARTICLE_HTML, '正文过长') });
export const previewResult = z.object({ content: z.string() });
