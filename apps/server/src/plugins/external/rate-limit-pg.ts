import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Hits = { current: number; ttl: number };
type Done = (error: Error | null, hits?: Hits) => void;

/**
 * @fastify/rate-limit's store in PostgreSQL, for several workers without Redis (issue #39): each address's
 * budget is one row of rate_limit_windows, counted by one statement per request, so every worker and machine
 * draws on the same budget instead of each counting alone. A window older than the time window starts again.
 */
export function pgRateLimitStore(db: Db) {
  return class PgRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      const seconds = timeWindow / 1000;
      db.execute(
        sql`insert into rate_limit_windows as w (key, window_start, hits) values (${key}, now(), 1)
            on conflict (key) do update set
              hits = case when w.window_start <= now() - make_interval(secs => ${seconds}) then 1 else w.hits + 1 end,
              window_start = case when w.window_start <= now() - make_interval(secs => ${seconds})
                                  then now() else w.window_start end
            returning hits,
              greatest(0, ceil(extract(epoch from w.window_start + make_interval(secs => ${seconds}) - now()) * 1000))::int
                as ttl`,
      ).then(
        (result) => {
          const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
          done(null, { current: row!.hits, ttl: row!.ttl });
        },
        (error: Error) => done(error),
      );
    }

    child(): PgRateLimitStore {
      return this;
    }
  };
}

/** Windows nobody has used for an hour: the hourly sweep removes them. */
export const forgetOldWindows = (db: Db) =>
  db.execute(sql`delete from rate_limit_windows where window_start < now() - interval '1 hour'`);
