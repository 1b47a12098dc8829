import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Claims this period's run of a scheduled job for this process, across every process and machine on the
 * database (issue #39): true for exactly one of the processes whose timers fire in a period, false for the rest.
 * One statement: the job's row is taken only when its last start is older than 90% of the period, so timers a
 * little early still run once a period, and a process that started the job and died does not stop the next.
 */
export async function claimRun(db: Db, job: string, periodMs: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    insert into housekeeping_runs as r (name, started_at) values (${job}, now())
    on conflict (name) do update set started_at = now()
      where r.started_at <= now() - make_interval(secs => ${(periodMs * 0.9) / 1000})
    returning 1 as claimed`)) as unknown as { rows: unknown[] };
  return rows.length === 1;
}
