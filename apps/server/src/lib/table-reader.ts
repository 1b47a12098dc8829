import { readFile } from 'node:fs/promises';
import { MessageChannel } from 'node:worker_threads';
import { setImmediate as nextTurn } from 'node:timers/promises';
// A type only: piscina loads with the first uploaded table, not with every start of the server.
import type { Piscina } from 'piscina';
import { invalid, type AppError } from './errors.ts';

/**
 * What one uploaded table may hold (see docs/decisions/006-uploads-off-the-event-loop.md): lines
 * (blank and title lines count), columns, characters a cell; for an .xlsx its zip's parts and their
 * sizes after unzipping; and the time one read may take once a worker has started on it (its CPU time on Linux).
 */
export type TableLimits = {
  lines: number;
  columns: number;
  cellLength: number;
  unzippedBytes: number;
  unzippedPartBytes: number;
  zipEntries: number;
  compressionRatio: number;
  parseMs: number;
};
export type TableKind = 'csv' | 'xlsx';
/** A row of a table read as text, with its line number in the file (1 is the first). */
export type TextRow = { line: number; cells: string[] };

type TaskResult = { table: unknown[][] } | { lines: Uint8Array; rows: number } | { error: string };

export type ReaderOptions = {
  /** What the messages call the table: 采购单, 表格. */
  noun: string;
  /**
   * Readers of the same pool share its one thread (the console's goods and stock imports); the buyer's
   * lists have a pool of their own, so a long staff sheet never makes a buyer's list wait.
   */
  pool: string;
  /** Heap of a worker: far above what a file within the limits needs, far below what a bomb would take. */
  heapMb: number;
  /** Reads waiting for the thread; past this the uploader is asked to try again (429). */
  queue: number;
  /** The answer when the queue is full. */
  busy: () => AppError;
};

/** Plain JavaScript: a worker starts without a TypeScript loader under tsx, vitest or compiled output alike. */
const WORKER = new URL('./table-worker/worker.mjs', import.meta.url).href;
const TOO_COMPLEX = '文件过大或过于复杂，请拆分后再上传';
/**
 * One thread a pool: on a 2-core machine a core always stays for requests. A file ahead in the queue
 * delays the next by at most its time limit, which starts only when the worker takes the file.
 */
const THREADS = 1;
/** Waiting for the thread and starting it (a cold start loads the readers: ~0.2–0.6 s here) before the time limit starts. */
const START_MS = 3_000;
const WORKER_NICE = 10;
/** Rows decoded on the request thread between two turns of its event loop. */
const ROWS_A_TURN = 250;

/** Linux's clock ticks a second (USER_HZ, 100 on every Linux the store runs on): the unit of /proc's CPU times. */
const TICKS_A_SECOND = 100;
/** How often the worker thread's CPU time is read. */
const CPU_POLL_MS = 50;
/** A read the machine starves of CPU is still stopped after this many times its limit of wall time. */
const WALL_LIMITS = 10;

/** CPU milliseconds the thread `tid` of this process has used (user + system), or undefined once it is gone. */
async function threadCpuMs(tid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_A_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Stops the read once the worker thread `tid` has spent `limitMs` of CPU on it, or after WALL_LIMITS times that
 * of wall time. CPU, not wall time, is what a hostile file costs: a machine busy with other work (a second
 * CPU-bound process beside the store, the worker's lower priority) stretched a plain list's second of wall
 * time past the limit and it was refused as too complex (issue #37). Returns the timer to clear when it ends.
 */
function watchCpu(tid: number, limitMs: number, stop: AbortController): ReturnType<typeof setTimeout> {
  const wallEnd = performance.now() + limitMs * WALL_LIMITS;
  let baseline: number | undefined;
  const timer = setInterval(() => {
    void threadCpuMs(tid).then((used) => {
      if (stop.signal.aborted) return;
      if (used === undefined) return;
      baseline ??= used;
      if (used - baseline >= limitMs || performance.now() >= wallEnd) stop.abort();
    });
  }, CPU_POLL_MS);
  void threadCpuMs(tid).then((used) => (baseline ??= used));
  return timer;
}

type Pool = { piscina: Promise<Piscina<unknown, TaskResult>>; users: number };
/** The process's pools by name, each closed when its last reader closes. */
const pools = new Map<string, Pool>();

/**
 * Reads uploaded tables (CSV, or the first sheet of an .xlsx) in a worker thread, so a hostile or merely
 * huge file never blocks the event loop: each read has `limits.parseMs` from the moment the worker starts
 * on it (so a cold start or another file ahead in the queue does not count against it) and a bounded
 * heap; past either the worker is terminated and the uploader told the file is too big or too complex.
 * Threads exit when idle.
 */
export class TableReader {
  private pool?: Pool;

  constructor(
    private readonly limits: TableLimits,
    private readonly options: ReaderOptions,
  ) {}

  private piscina(): Promise<Piscina<unknown, TaskResult>> {
    if (!this.pool) {
      const { pool: name, heapMb, queue } = this.options;
      const shared = pools.get(name) ?? {
        users: 0,
        piscina: import('piscina').then(
          ({ Piscina }) =>
            new Piscina<unknown, TaskResult>({
              filename: WORKER,
              minThreads: 0,
              maxThreads: THREADS,
              maxQueue: queue,
              idleTimeout: 30_000,
              // The parent's flags may load tsx (npm run dev), which costs seconds per worker and is not needed.
              execArgv: [],
              // Below the request thread's priority (Linux, through @napi-rs/nice): on a small machine a busy
              // worker yields the CPU to requests instead of competing with them.
              niceIncrement: WORKER_NICE,
              resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
            }),
        ),
      };
      shared.users += 1;
      pools.set(name, shared);
      this.pool = shared;
    }
    return this.pool.piscina;
  }

  private async run(bytes: Buffer, kind: TableKind, asText: boolean): Promise<TaskResult> {
    let result: TaskResult;
    const pool = await this.piscina();
    const stop = new AbortController();
    const { port1: started, port2: startedPort } = new MessageChannel();
    let timer = setTimeout(() => stop.abort(), START_MS + this.limits.parseMs);
    started.once('message', ({ tid }: { tid?: number }) => {
      clearTimeout(timer);
      timer = tid ? watchCpu(tid, this.limits.parseMs, stop) : setTimeout(() => stop.abort(), this.limits.parseMs);
    });
    try {
      const limits = { ...this.limits, noun: this.options.noun };
      const task = { bytes: new Uint8Array(bytes), kind, limits, asText, started: startedPort };
      result = await pool.run(task, { signal: stop.signal, transferList: [startedPort] });
    } catch (error) {
      if ((error as Error).message === 'Task queue is at limit') throw this.options.busy();
      // Stopped at the time limit, or the worker ran out of heap: either way the file asks too much.
      throw invalid({ file: [TOO_COMPLEX] });
    } finally {
      clearTimeout(timer);
      started.close();
    }
    if ('error' in result) throw invalid({ file: [result.error] });
    return result;
  }

  /** The cells of the file as the reader typed them (numbers, dates, text), or a 422 on 文件 naming the limit it breaks. */
  async read(bytes: Buffer, kind: TableKind): Promise<unknown[][]> {
    const result = await this.run(bytes, kind, false);
    if (!('table' in result)) throw new Error('the table worker answered text to a read of cells');
    return result.table;
  }

  /**
   * The rows of the file as text (a date as YYYY-MM-DD, an empty cell as ''), or a 422 on 文件 naming the
   * limit it breaks. The rows are decoded here a few hundred at a time, the event loop turning between
   * them, so even 50,000 rows never hold up other requests.
   */
  async readText(bytes: Buffer, kind: TableKind): Promise<TextRow[]> {
    const result = await this.run(bytes, kind, true);
    if (!('lines' in result)) throw new Error('the table worker answered cells to a read of text');
    const text = Buffer.from(result.lines.buffer, result.lines.byteOffset, result.lines.byteLength);
    const rows: TextRow[] = [];
    let at = 0;
    while (rows.length < result.rows) {
      const end = text.indexOf(10, at);
      const cells = JSON.parse(text.toString('utf8', at, end === -1 ? text.length : end)) as string[];
      rows.push({ line: rows.length + 1, cells });
      at = end + 1;
      if (rows.length % ROWS_A_TURN === 0) await nextTurn();
    }
    return rows;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    if (!pool) return;
    this.pool = undefined;
    pool.users -= 1;
    if (pool.users > 0) return;
    for (const [name, p] of pools) if (p === pool) pools.delete(name);
    await (await pool.piscina).close({ force: true });
  }
}
