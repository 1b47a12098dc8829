import { useEffect } from 'react';
import { Spin } from 'antd';
import { matchRoutes, useLocation, useNavigate, type RouteObject } from 'react-router';
import { pageRoutes } from '../../app/routes.tsx';

/** Routes an activity link may not land on: itself (a loop) and the catch-all. */
const NOT_ACTIVITIES = new Set(['loading_activity', 'loading', '404']);

/**
 * `/activity/{url}/{url1}/{url2}` arrives here as `?url=…&url1=…&url2=…`. The segments name the
 * activity's page (`/activity/yjh/3` → `/yjh/3`); an unknown activity shows /noActivity.
 */
export function activityTarget(search: string): string {
  const params = new URLSearchParams(search);
  const segments = ['url', 'url1', 'url2'].map((key) => params.get(key)).filter((s): s is string => Boolean(s));
  if (!segments.length) return '/noActivity';
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  const root: RouteObject[] = [{ path: '/', children: pageRoutes }];
  const matched = matchRoutes(root, path) ?? [];
  const leaf = matched[matched.length - 1]?.route.handle as { name?: string } | undefined;
  return leaf?.name && !NOT_ACTIVITIES.has(leaf.name) ? path : '/noActivity';
}

export function LoadingActivityPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(activityTarget(search), { replace: true });
  }, [search, navigate]);
  return (
    <div className="container page-loading">
      <Spin size="large" />
      <p>活动加载中，请稍候...</p>
    </div>
  );
}
