import cluster, { type Worker } from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';

/** A worker that dies this soon after it started is failing at start: wait before starting another. */
const CRASH_WINDOW_MS = 5_000;
/** How long a stop or a replacement waits for a worker to finish before it is killed. */
const STOP_BOUND_MS = 30_000;

type Options = {
  workers: number;
  /** The program each worker runs (this server's main module). */
  exec: string;
  /** Where the primary's pid is written, for `npm run restart` (removed at exit). */
  pidFile: string;
  /** Called once, when the first `workers` workers all listen. */
  onListening: (port: number) => void;
  log: (line: string) => void;
};

/**
 * The primary process of `WORKERS=N` (node:cluster, issue #39): N workers, each a whole store, take turns at the
 * one port. The primary holds no database and serves nothing itself. It
 * - starts a new worker when one dies (after a pause when workers die at start, so a broken deploy does not spin);
 * - on SIGHUP (`npm run restart`) replaces the workers one at a time: the new one listens before the old one is
 *   told to stop, and the old one drains and finishes what it has in flight (lib/drain.ts), so no request is lost;
 * - on SIGTERM or SIGINT tells every worker to stop the same way, and exits when they have.
 */
export function runPrimary({ workers, exec, pidFile, onListening, log }: Options): void {
  const retiring = new Set<Worker>();
  let stopping = false;
  let restarting = false;
  let listeningCount = 0;
  let announced = false;

  const start = (): Promise<Worker> =>
    new Promise((resolve) => {
      const worker = cluster.fork();
      const startedAt = performance.now();
      worker.once('listening', (address) => {
        resolve(worker);
        listeningCount += 1;
        if (!announced && listeningCount >= workers) {
          announced = true;
          onListening(address.port);
        }
      });
      worker.once('exit', (code, signal) => {
        if (stopping || retiring.delete(worker)) return;
        log(`[cluster] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
        const crashed = performance.now() - startedAt < CRASH_WINDOW_MS;
        setTimeout(() => void start(), crashed ? CRASH_WINDOW_MS : 0).unref();
      });
    });

  /** Tells a worker to drain and stop; resolves when it has exited (killed after STOP_BOUND_MS). */
  const stop = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_BOUND_MS);
      worker.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      worker.process.kill('SIGTERM');
    });

  const restart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    log(`[cluster] replacing ${workers} workers one at a time`);
    for (const old of Object.values(cluster.workers ?? {})) {
      if (!old || retiring.has(old) || stopping) continue;
      await start();
      retiring.add(old);
      await stop(old);
    }
    restarting = false;
    log('[cluster] every worker replaced');
  };

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`[cluster] ${signal}: stopping the workers`);
    await Promise.all(Object.values(cluster.workers ?? {}).map((w) => (w ? stop(w) : undefined)));
    rmSync(pidFile, { force: true });
    process.exit(0);
  };

  // Stack traces name the TypeScript sources, as `npm start` asks for its own process.
  cluster.setupPrimary({ exec, execArgv: [...process.execArgv, '--enable-source-maps'] });
  writeFileSync(pidFile, String(process.pid));
  process.on('SIGHUP', () => void restart());
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  for (let i = 0; i < workers; i++) void start();
}
