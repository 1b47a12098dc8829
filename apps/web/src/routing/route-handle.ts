import { useMatches } from 'react-router';

// What every route carries (its handle): name, page title and layout flags. Here, not in the route table,
// so pages and components read their route without importing src/app.
export type LayoutFlags = {
  header: boolean;
  /** The slim header of login and registration pages: logo and a back-to-home link only. */
  loginHeader: boolean;
  footer: boolean;
  /**
   * Spec §3's footer style: `full` (promises, help columns, hot line, links and the legal lines) on store
   * pages; `simple` (the legal lines only: licences, company, ICP) under the slim header of login and
   * registration, as the big stores' login pages do.
   */
  footerStyle: 'full' | 'simple';
  /** Spec §3's brand flag: a page of the brand zone (品牌专区), whose nav entry stays current on all of them. */
  brand: boolean;
  sidebar: boolean;
  /** The category menu is open (home); elsewhere it opens on hover over '全部商品分类'. */
  categoryMenu: boolean;
  nav: boolean;
  search: boolean;
  /** Cart steps 1–4 show a step image; 0 elsewhere. */
  cartStep: 0 | 1 | 2 | 3 | 4;
  /** Header loads GET /api/user/base on entering the page (not on member centre, login, bind WeChat). */
  loadUser: boolean;
};

export type RouteHandle = {
  name: string;
  title: string;
  flags: LayoutFlags;
  /** A catalogue page the server renders (readable without JavaScript, by search engines too). */
  ssr?: boolean;
};

export const DEFAULT_FLAGS: LayoutFlags = {
  header: true,
  loginHeader: false,
  footer: true,
  footerStyle: 'full',
  brand: false,
  sidebar: true,
  categoryMenu: false,
  nav: true,
  search: true,
  cartStep: 0,
  loadUser: true,
};

const isHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'name' in value && 'flags' in value;

/** The deepest matched route with a handle decides title and layout. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isHandle(handle)) return handle;
  }
  return { name: '', title: '', flags: DEFAULT_FLAGS };
}
