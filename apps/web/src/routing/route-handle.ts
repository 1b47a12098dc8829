import { useMatches } from 'react-router';

// What every route carries (its handle): name, page title and layout flags. Here, not in the route table,
// so pages and components read their route without importing src/app.
export type LayoutFlags = {
  header: boolean;
  /** The slim header of login and registration pages: logo and a back-to-home link only. */
  loginHeader: boolean;
  footer: boolean;
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
