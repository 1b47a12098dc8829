import { createBrowserRouter } from 'react-router';
import { AppLayout, RouteError, ShellFallback } from './layout.tsx';
import { pageRoutes } from './routes.tsx';
import { paths } from '../routing/paths.ts';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * A data router, so ScrollRestoration restores the scroll position per route. Created on first use,
 * after the site configuration is loaded: creating it starts the first navigation, whose loaders
 * (eleven_index) read the configuration.
 */
export function getRouter() {
  router ??= createBrowserRouter([
    {
      path: paths.home,
      Component: AppLayout,
      HydrateFallback: ShellFallback,
      ErrorBoundary: RouteError,
      children: pageRoutes,
    },
  ]);
  return router;
}
