import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ListReader } from './modules/quick-buy/list-reader.ts';
import { workbookOf } from './modules/quick-buy/test-workbook.ts';
const small = workbookOf([['批准文号', '数量'], ['a', '1']]);
const slow = workbookOf(Array.from({ length: 2000 }, (_, r) => Array.from({ length: 50 }, (_, c) => `GANMAOLING-KELI-${r}-${c}`.padEnd(80, 'x'))), 1);
await new Promise((r) => setTimeout(r, 500));
async function measure(label: string, f: () => Promise<unknown>) {
  const h = monitorEventLoopDelay({ resolution: 5 }); h.enable();
  let max = 0; let last = performance.now();
  const iv = setInterval(() => { const now = performance.now(); max = Math.max(max, now - last - 5); last = now; }, 5);
  const t = performance.now(); await f().catch((e) => e); clearInterval(iv); h.disable();
  console.log(label, 'took', Math.round(performance.now() - t), 'max gap', Math.round(max), 'eld p99', Math.round(h.percentile(99) / 1e6), 'max', Math.round(h.max / 1e6));
}
const idle = async () => new Promise((r) => setTimeout(r, 1000));
await measure('idle', idle);
const reader = new ListReader();
await measure('cold small', () => reader.read(small, 'xlsx'));
await measure('warm small', () => reader.read(small, 'xlsx'));
await measure('warm slow', () => reader.read(slow, 'xlsx'));
await measure('after-abort small', () => reader.read(small, 'xlsx'));
await measure('two slow', () => Promise.all([reader.read(slow, 'xlsx'), reader.read(slow, 'xlsx')]));
await reader.close();
