/**
 * The route table of spec §2: every path, alias, redirect and named route, with its title and layout
 * flags, composed from the areas in routes/ (catalogue, cart, account, points, content) around the
 * general pages below. Each page is lazy-loaded, so a page downloads only its own code.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getSiteConfig } from '../api/use-site-config.ts';
import { DEFAULT_FLAGS, type RouteHandle } from '../routing/route-handle.ts';
import { resolveActivityLink } from './activity-target.ts';
import { antdRoute } from '../lib/antd-scope/lazy-antd.ts';
import { LOGIN_STYLE, to, type Lazy, type RouteDef } from './routes/route-def.ts';
import { CATALOGUE_ROUTES } from './routes/catalogue.tsx';
import { CART_ROUTES } from './routes/cart.tsx';
import { ACCOUNT_ROUTES } from './routes/account.tsx';
import { POINTS_ROUTES } from './routes/points.tsx';
import { CONTENT_ROUTES } from './routes/content.tsx';

export type { RouteDef } from './routes/route-def.ts';

const pages = {
  home: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  login: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  notFound: () => import('../features/system/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  appInstall: () =>
    import('../features/app-install/app-install-page.tsx').then((m) => ({ Component: m.AppInstallPage })),
  qcReports: () => import('../features/qc-reports/qc-reports-page.tsx').then((m) => ({ Component: m.QcReportsPage })),
  noActivity: () => import('../features/system/no-activity-page.tsx').then((m) => ({ Component: m.NoActivityPage })),
  loading: () => import('../features/system/loading-page.tsx').then((m) => ({ Component: m.LoadingPage })),
  loadingActivity: () =>
    import('../features/system/loading-activity-page.tsx').then((m) => ({ Component: m.LoadingActivityPage })),
} satisfies Record<string, Lazy>;

export const ROUTES: RouteDef[] = [
  // General
  {
    index: true,
    name: 'index',
    title: '首页',
    page: pages.home,
    flags: { categoryMenu: true },
    ssr: true,
    antd: false,
  },
  { path: '/404', name: '404', title: '页面不存在', page: pages.notFound },
  { path: '/app', name: 'app', title: '手机APP', page: pages.appInstall },
  { path: '/zjbg', name: 'zjbg', title: '质检报告查询', page: pages.qcReports },
  { path: '/noActivity', name: 'noActivity', title: '活动不存在', page: pages.noActivity },
  { path: '/login', name: 'login', title: '用户登录', page: pages.login, flags: { ...LOGIN_STYLE, loadUser: false } },
  { path: '/loading', name: 'loading', title: '页面跳转中', page: pages.loading },
  {
    path: '/loading/activity',
    name: 'loading_activity',
    title: '活动加载中',
    page: pages.loadingActivity,
    // Decided before the page renders: the activity's page while it runs (asked of the server), another
    // page the route table has, or /noActivity; an activity not started yet stays here and says so.
    loader: async ({ request }) => {
      const next = await resolveActivityLink(new URL(request.url).search, pageRoutes);
      return next.kind === 'go' ? redirect(next.to) : next;
    },
  },
  {
    path: '/activity/:url?/:url1?/:url2?',
    redirect: ({ params }) => {
      const query = new URLSearchParams();
      for (const key of ['url', 'url1', 'url2']) if (params[key]) query.set(key, params[key]!);
      return `/loading/activity${query.size ? `?${query}` : ''}`;
    },
  },
  {
    path: '/eleven_index',
    name: 'eleven_index',
    title: '主站',
    page: pages.loading,
    // A full navigation to the main site, which may be another origin.
    loader: () => {
      window.location.assign(getSiteConfig().main_site_url || '/');
      return null;
    },
  },

  ...CATALOGUE_ROUTES,
  ...CART_ROUTES,
  ...ACCOUNT_ROUTES,
  ...POINTS_ROUTES,
  ...CONTENT_ROUTES,

  // Anything else
  { path: '*', redirect: to('/404') },
];

function toRouteObjects(defs: RouteDef[]): RouteObject[] {
  return defs.flatMap((def): RouteObject[] => {
    if ('redirect' in def) {
      const loader = (args: LoaderFunctionArgs) => redirect(def.redirect(args));
      // Never rendered (the loader redirects first); present so the router does not warn about an empty leaf.
      const Component = () => null;
      return [def.index ? { index: true, loader, Component } : { path: def.path, loader, Component }];
    }
    if ('children' in def) return [{ path: def.path, children: toRouteObjects(def.children) }];
    const handle: RouteHandle = {
      name: def.name,
      title: def.title,
      flags: { ...DEFAULT_FLAGS, ...def.flags },
      ...(def.ssr ? { ssr: true } : {}),
    };
    const lazy = def.antd === false ? def.page : antdRoute(def.page);
    const route = { handle, lazy, ...(def.loader ? { loader: def.loader } : {}) };
    if (def.index) return [{ index: true, ...route }];
    return [def.path, ...(def.alias ?? [])].map((path) => ({ path, ...route }));
  });
}

export const pageRoutes: RouteObject[] = toRouteObjects(ROUTES);

/** Every named route, for lookups by name (tests, redirects by name). */
export function routeNames(defs: RouteDef[] = ROUTES): string[] {
  return defs.flatMap((def) => ('children' in def ? routeNames(def.children) : 'name' in def ? [def.name] : []));
}
