/**
 * Route names whose pages belong to later issues. They render the real layout, the route title and
 * '页面建设中'. An issue that builds a page removes its names here and gives the route a `page`
 * in routes.tsx — this list is what is left to build.
 */
export const UNDER_CONSTRUCTION: ReadonlySet<string> = new Set([
  // help and news
  'help_hyzc',
  'help_gwzn',
  'help_aqgy',
  'help_ddzf',
  'help_hwps',
  'help_ypth',
  'help_wzzz',
  'help_yhxy',
  'help_zskf',
  'help_link',
  'news_hy',
  'news_company',
  'news_info',
]);
