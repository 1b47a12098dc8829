/**
 * GET /api/health sent every `everyMs` from a worker thread (its own event loop, so a stalled store shows as
 * waiting, never as requests not sent), each timed from when it was due: an open-loop probe of a store's stalls.
 */
import { Worker } from 'node:worker_threads';
// @ts-expect-error plain ESM helper without types
import { percentile } from './stats.mjs';

const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const times = [];
const start = performance.now();
let sent = 0;
let open = 0;
let stopping = false;
const send = (due) => {
  open += 1;
  const req = http.get(workerData.url, { agent, headers: { 'x-requested-with': 'XMLHttpRequest' } }, (res) => {
    res.resume();
    res.on('end', () => { times.push(performance.now() - due); open -= 1; finish(); });
  });
  req.on('error', () => { times.push(Infinity); open -= 1; finish(); });
};
const tick = () => {
  if (stopping) return;
  const now = performance.now();
  while (start + sent * workerData.every <= now) send(start + sent++ * workerData.every);
  setTimeout(tick, workerData.every / 4);
};
const finish = () => { if (stopping && open === 0) { agent.destroy(); parentPort.postMessage(times); } };
parentPort.on('message', () => { stopping = true; finish(); });
tick();
`;

/** Starts the probe; `stop()` answers every sample's wait in ms (from when it was due to its answer). */
export function probeHealth(base: string, everyMs: number) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${base}/api/health`, every: everyMs } });
  return {
    stop: () =>
      new Promise<number[]>((resolve, reject) => {
        worker.once('message', (times: number[]) => void worker.terminate().then(() => resolve(times)));
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

export type Health = { p50: number; p95: number; p99: number; max: number; n: number };
export const healthOf = (times: number[]): Health => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
  max: Math.max(...times),
  n: times.length,
});
