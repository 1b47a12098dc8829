import { MessageChannel } from 'node:worker_threads';
// A type only: piscina loads with the first list a buyer uploads, not with every start of the server.
import type { Piscina } from 'piscina';
import { QuickBuyRefusal } from '@store/shared/codes';
import { PURCHASE_LIST_LIMITS, type PurchaseListLimits } from '@store/shared/api/quick-buy';
import { AppError, invalid } from '../../lib/errors.ts';

export type ListKind = 'csv' | 'xlsx';
type TableResult = { table: unknown[][] } | { error: string };

/** Plain JavaScript: a worker starts without a TypeScript loader under tsx, vitest or compiled output alike. */
const WORKER = new URL('./list-worker/worker.mjs', import.meta.url).href;
const TOO_COMPLEX = '文件过大或过于复杂，请拆分后再上传';
/**
 * One thread: on a 2-core machine a core always stays for requests. A file ahead in the queue delays
 * the next by at most its time limit, which starts only when the worker takes the file.
 */
const THREADS = 1;
/** Imports waiting for a thread; past this a buyer is asked to try again instead of queueing for long. */
const QUEUE = 8;
/** Waiting for a thread and starting one (a cold start loads the readers: ~0.2–0.6 s here) before the time limit starts. */
const START_MS = 3_000;
const WORKER_NICE = 10;
/** Heap of one worker: far above what a file within the limits needs, far below what a bomb would take. */
const WORKER_HEAP_MB = 256;

/**
 * Reads uploaded purchase lists (CSV or .xlsx) into tables in worker threads, so a hostile or merely
 * huge file never blocks the event loop: each read has `limits.parseMs` from the moment a worker starts
 * on it (so a cold start or another buyer's file ahead in the queue does not count against it) and a
 * bounded heap; past either the worker is terminated and the buyer is told the file is too big or too
 * complex. Threads exit when idle.
 */
export class ListReader {
  private pool?: Promise<Piscina<unknown, TableResult>>;

  constructor(private readonly limits: PurchaseListLimits = PURCHASE_LIST_LIMITS) {}

  private poolOf(): Promise<Piscina<unknown, TableResult>> {
    this.pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina<unknown, TableResult>({
          filename: WORKER,
          minThreads: 0,
          maxThreads: THREADS,
          maxQueue: QUEUE,
          idleTimeout: 30_000,
          // The parent's flags may load tsx (npm run dev), which costs seconds per worker and is not needed.
          execArgv: [],
          // Below the request thread's priority (Linux, through @napi-rs/nice): on a small machine a busy
          // worker yields the CPU to requests instead of competing with them.
          niceIncrement: WORKER_NICE,
          resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
        }),
    );
    return this.pool;
  }

  /** The cells of the file, or a 422 on the field 文件 naming the limit it breaks. */
  async read(bytes: Buffer, kind: ListKind): Promise<unknown[][]> {
    let result: TableResult;
    const pool = await this.poolOf();
    const stop = new AbortController();
    const { port1: started, port2: startedPort } = new MessageChannel();
    let timer = setTimeout(() => stop.abort(), START_MS + this.limits.parseMs);
    started.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop.abort(), this.limits.parseMs);
    });
    try {
      const task = { bytes: new Uint8Array(bytes), kind, limits: this.limits, started: startedPort };
      result = await pool.run(task, { signal: stop.signal, transferList: [startedPort] });
    } catch (error) {
      if ((error as Error).message === 'Task queue is at limit') throw new AppError(QuickBuyRefusal.IMPORT_BUSY);
      // Stopped at the time limit, or the worker ran out of heap: either way the file asks too much.
      throw invalid({ file: [TOO_COMPLEX] });
    } finally {
      clearTimeout(timer);
      started.close();
    }
    if ('error' in result) throw invalid({ file: [result.error] });
    return result.table;
  }

  async close(): Promise<void> {
    if (this.pool) await (await this.pool).close({ force: true });
  }
}
