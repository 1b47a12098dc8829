import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Hits = { current: number; ttl: number };
type Done = (error: Error | null, hits?: Hits) => void;
/** One address's window as this process knows it. */
type Window = {
  /** Every process's hits as the database last answered (this process's flushed ones among them). */
  shared: number;
  /** This process's hits not yet sent. */
  local: number;
  /** When the window ends (ms since the epoch). */
  endsAt: number;
};

/** How often a process sends its hits and learns everyone's. */
export const FLUSH_MS = 200;

/**
 * @fastify/rate-limit's store in PostgreSQL, for a store on PostgreSQL without Redis (issue #39): every worker
 * and machine draws on one budget per address instead of each counting alone. A statement per request would make
 * every API request a write, and the requests of one address (a proxy, a school's NAT, a benchmark) all
 * writes of one row: measured, the flash-sale rush and the goods list slowed to a crawl. So each process counts
 * in memory and, every FLUSH_MS while it has news, adds its hits to rate_limit_windows in one statement whose
 * answer is every process's total. A request is judged on that total plus this process's unsent hits: the
 * budget is shared to within FLUSH_MS of the other processes' hits.
 */
export function pgRateLimitStore(db: Db, flushMs = FLUSH_MS) {
  const windows = new Map<string, Window>();
  let windowMs = 60_000;
  let flushing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const flush = async (): Promise<void> => {
    timer = undefined;
    const now = Date.now();
    const sent = [...windows].filter(([, w]) => w.local > 0);
    for (const [key, w] of windows) if (w.local === 0 && w.endsAt <= now) windows.delete(key);
    if (sent.length === 0) return;
    const counts = sent.map(([, w]) => w.local);
    const seconds = windowMs / 1000;
    const { rows } = (await db.execute(
      sql`insert into rate_limit_windows as w (key, window_start, hits)
          select k, now(), n
            from jsonb_to_recordset(${JSON.stringify(sent.map(([k], i) => ({ k, n: counts[i] })))}::jsonb) as t(k text, n int)
          on conflict (key) do update set
            hits = case when w.window_start <= now() - make_interval(secs => ${seconds})
                        then excluded.hits else w.hits + excluded.hits end,
            window_start = case when w.window_start <= now() - make_interval(secs => ${seconds})
                                then now() else w.window_start end
          returning key, hits,
            (extract(epoch from w.window_start + make_interval(secs => ${seconds})) * 1000)::float8 as ends_at`,
    )) as unknown as { rows: { key: string; hits: number; ends_at: number }[] };
    const answered = new Map(rows.map((row) => [row.key, row]));
    sent.forEach(([key, w], i) => {
      const row = answered.get(key);
      if (!row) return;
      // Hits that arrived while the statement ran stay local for the next flush.
      w.local -= counts[i]!;
      w.shared = row.hits;
      w.endsAt = row.ends_at;
    });
  };

  const schedule = () => {
    if (timer || flushing) return;
    timer = setTimeout(() => {
      flushing = flush()
        .catch(() => undefined) // the hits stay local and go with the next flush
        .finally(() => {
          flushing = undefined;
          if ([...windows.values()].some((w) => w.local > 0)) schedule();
        });
    }, flushMs);
    timer.unref();
  };

  return class PgRateLimitStore {
    /** Sends the unsent hits now (tests; a process that stops). */
    static flush = async () => {
      if (timer) clearTimeout(timer);
      await flushing;
      await flush();
    };

    incr(key: string, done: Done, timeWindow: number): void {
      windowMs = timeWindow;
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.endsAt <= now) windows.set(key, (w = { shared: 0, local: 0, endsAt: now + timeWindow }));
      w.local += 1;
      schedule();
      done(null, { current: w.shared + w.local, ttl: w.endsAt - now });
    }

    child(): PgRateLimitStore {
      return this;
    }
  };
}

/** Windows nobody has used for an hour: the hourly sweep removes them. */
export const forgetOldWindows = (db: Db) =>
  db.execute(sql`delete from rate_limit_windows where window_start < now() - interval '1 hour'`);
