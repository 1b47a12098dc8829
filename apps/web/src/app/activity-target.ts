import { matchRoutes, type RouteObject } from 'react-router';
import type { ActivityLink } from '@store/shared/api/activities';
import { api } from '../api/client.ts';
import { paths } from '../routing/paths.ts';
import type { ActivityLinkOutcome } from '../routing/activity-link.ts';

/** Routes an activity link may not land on: itself (a loop) and the catch-all. */
const NOT_ACTIVITIES = new Set(['loading_activity', 'loading', '404']);

const segmentsOf = (search: string) => {
  const params = new URLSearchParams(search);
  return ['url', 'url1', 'url2'].map((key) => params.get(key)).filter((s): s is string => Boolean(s));
};

/**
 * `/activity/{url}/{url1}/{url2}` arrives at /loading/activity as `?url=…&url1=…&url2=…`. The segments name
 * the activity's page (`/activity/mrtj` → `/mrtj`) when `routes` has one; an unknown activity shows /noActivity.
 */
export function activityTarget(search: string, routes: RouteObject[]): string {
  const segments = segmentsOf(search);
  if (!segments.length) return paths.noActivity;
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  const root: RouteObject[] = [{ path: '/', children: routes }];
  const matched = matchRoutes(root, path) ?? [];
  const leaf = matched.at(-1)?.route.handle as { name?: string } | undefined;
  return leaf?.name && !NOT_ACTIVITIES.has(leaf.name) ? path : paths.noActivity;
}

const idList = (text: string | undefined | null) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 20);

/**
 * A link to an activity of ours — `yjh/{id}`, `Hdzx/{ids}/{id}` or `?id={id}` — is asked of the server
 * (GET /api/activity/link): running → its page (a centre opens on the tab asked, else the first that runs);
 * not started → stay and say so; ended or missing → /noActivity. Any other link goes by the route table.
 */
export async function resolveActivityLink(search: string, routes: RouteObject[]): Promise<ActivityLinkOutcome> {
  const [kind, first, second] = segmentsOf(search);
  const byId = new URLSearchParams(search).get('id');
  const zone = kind?.toLowerCase();
  if (zone !== 'yjh' && zone !== 'hdzx' && !(byId && !kind)) return { kind: 'go', to: activityTarget(search, routes) };
  const ids = zone === 'hdzx' ? idList(first) : idList(zone === 'yjh' ? first : byId);
  if (!ids.length) return { kind: 'go', to: paths.noActivity };
  const asked = zone === 'hdzx' ? idList(second) : [];
  try {
    const link = await api.get<ActivityLink>('/api/activity/link', {
      query: { ids: [...new Set([...asked, ...ids])].join(',') },
      silent: true,
    });
    if (link.state === 'not_started') return { kind: 'not_started', starts_at: link.starts_at };
    if (link.state !== 'running' || !link.id) return { kind: 'go', to: paths.noActivity };
    return { kind: 'go', to: zone === 'hdzx' ? paths.activityCentre(ids, link.id) : paths.activity(link.id) };
  } catch {
    return { kind: 'go', to: paths.noActivity };
  }
}
