import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppLayout, RouteError, ShellFallback } from './layout.tsx';
import { pageRoutes } from './routes.tsx';
import { paths } from '../routing/paths.ts';

/** The whole tree: the layout with every page under it (the server renders the same tree). */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    Component: AppLayout,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteError,
    children: pageRoutes,
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * A data router, so ScrollRestoration restores the scroll position per route. Created on first use,
 * after the site configuration is loaded: creating it starts the first navigation, whose loaders
 * (eleven_index) read the configuration.
 */
export function getRouter() {
  router ??= createBrowserRouter(appRoutes);
  return router;
}

/**
 * Loads the code of the routes this address matches, before the router exists: hydrating a page
 * the server rendered must not show the fallback while its lazy page downloads.
 */
export async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}
