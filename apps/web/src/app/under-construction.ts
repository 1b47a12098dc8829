/**
 * Route names whose pages belong to later issues. They render the real layout, the route title and
 * '页面建设中'. An issue that builds a page removes its names here and gives the route a `page`
 * in routes.tsx — this list is what is left to build.
 */
export const UNDER_CONSTRUCTION: ReadonlySet<string> = new Set([]);
