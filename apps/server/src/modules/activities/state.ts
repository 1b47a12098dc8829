import type { ActivityState } from '@store/shared/api/activities';

type Window = { status: number; startsAt: Date; endsAt: Date };

/**
 * What a link to an activity opens: its page while it runs; '活动暂未开始' before it starts; /noActivity once it
 * has ended, was paused by staff (no longer on offer to buyers) or never existed.
 */
export function activityState(row: Window | undefined, now = Date.now()): ActivityState {
  if (!row) return 'missing';
  if (row.status !== 1 || row.endsAt.getTime() <= now) return 'ended';
  if (row.startsAt.getTime() > now) return 'not_started';
  return 'running';
}

/**
 * A link to several activities (a centre): running if one of them runs (that one is named), else not started
 * (the earliest start), else ended, and missing only when none exists.
 */
export function linkState<T extends Window & { id: number }>(
  ids: number[],
  rows: T[],
  now = Date.now(),
): { state: ActivityState; id: number | null; startsAt: Date | null } {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])); // has() checked on the same line
  const running = found.find((r) => activityState(r, now) === 'running');
  if (running) return { state: 'running', id: running.id, startsAt: running.startsAt };
  const upcoming = found
    .filter((r) => activityState(r, now) === 'not_started')
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  if (upcoming) return { state: 'not_started', id: upcoming.id, startsAt: upcoming.startsAt };
  return { state: found.length ? 'ended' : 'missing', id: null, startsAt: null };
}
