import { matchRoutes, type RouteObject } from 'react-router';

/** Routes an activity link may not land on: itself (a loop) and the catch-all. */
const NOT_ACTIVITIES = new Set(['loading_activity', 'loading', '404']);

/**
 * `/activity/{url}/{url1}/{url2}` arrives at /loading/activity as `?url=…&url1=…&url2=…`. The segments name
 * the activity's page (`/activity/yjh/3` → `/yjh/3`) when `routes` has one; an unknown activity shows /noActivity.
 */
export function activityTarget(search: string, routes: RouteObject[]): string {
  const params = new URLSearchParams(search);
  const segments = ['url', 'url1', 'url2'].map((key) => params.get(key)).filter((s): s is string => Boolean(s));
  if (!segments.length) return '/noActivity';
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  const root: RouteObject[] = [{ path: '/', children: routes }];
  const matched = matchRoutes(root, path) ?? [];
  const leaf = matched.at(-1)?.route.handle as { name?: string } | undefined;
  return leaf?.name && !NOT_ACTIVITIES.has(leaf.name) ? path : '/noActivity';
}
