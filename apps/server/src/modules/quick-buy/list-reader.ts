import { Piscina } from 'piscina';
import { Code } from '@store/shared/codes';
import { PURCHASE_LIST_LIMITS, type PurchaseListLimits } from '@store/shared/api/quick-buy';
import { AppError, invalid } from '../../lib/errors.ts';

export type ListKind = 'csv' | 'xlsx';
type TableResult = { table: unknown[][] } | { error: string };

/** Plain JavaScript: a worker starts without a TypeScript loader under tsx, vitest or compiled output alike. */
const WORKER = new URL('./list-worker/worker.mjs', import.meta.url).href;
const TOO_COMPLEX = '文件过大或过于复杂，请拆分后再上传';
/** Two threads: one buyer's slow file does not hold up another's, and a core stays for requests. */
const THREADS = 2;
/** Imports waiting for a thread; past this a buyer is asked to try again instead of queueing for long. */
const QUEUE = 8;
/** Heap of one worker: far above what a file within the limits needs, far below what a bomb would take. */
const WORKER_HEAP_MB = 256;

/**
 * Reads uploaded purchase lists (CSV or .xlsx) into tables in worker threads, so a hostile or merely
 * huge file never blocks the event loop: each read has `limits.parseMs` from the moment it is handed
 * over (waiting for a thread included) and a bounded heap; past either the worker is terminated and
 * the buyer is told the file is too big or too complex. Threads exit when idle.
 */
export class ListReader {
  private readonly pool: Piscina<unknown, TableResult>;

  constructor(private readonly limits: PurchaseListLimits = PURCHASE_LIST_LIMITS) {
    this.pool = new Piscina({
      filename: WORKER,
      minThreads: 0,
      maxThreads: THREADS,
      maxQueue: QUEUE,
      idleTimeout: 30_000,
      // The parent's flags may load tsx (npm run dev), which costs seconds per worker and is not needed.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
  }

  /** The cells of the file, or a 422 on the field 文件 naming the limit it breaks. */
  async read(bytes: Buffer, kind: ListKind): Promise<unknown[][]> {
    let result: TableResult;
    try {
      const task = { bytes: new Uint8Array(bytes), kind, limits: this.limits };
      result = await this.pool.run(task, { signal: AbortSignal.timeout(this.limits.parseMs) });
    } catch (error) {
      if ((error as Error).message === 'Task queue is at limit') throw new AppError(Code.RATE_LIMITED, '导入采购单的人较多，请稍后再试', 429);
      // Aborted at the time limit, or the worker ran out of heap: either way the file asks too much.
      throw invalid({ file: [TOO_COMPLEX] });
    }
    if ('error' in result) throw invalid({ file: [result.error] });
    return result.table;
  }

  close(): Promise<void> {
    return this.pool.close({ force: true });
  }
}
