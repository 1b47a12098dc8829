// Small helpers shared by the benchmarks: percentiles, summaries, ratios, aligned tables.
// Every benchmark prints its numbers next to a baseline measured in the same run on the same machine,
// so a result reads as "×N of something known" rather than as milliseconds from an unknown box.

/** Percentile by linear interpolation between closest ranks (p in 0..100). */
export function percentile(samples, p) {
  if (samples.length === 0) return NaN;
  const s = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (s.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return s[lo] + (s[hi] - s[lo]) * (rank - lo);
}

export const median = (samples) => percentile(samples, 50);

/** { n, min, median, p95, max } of a list of numbers. */
export function summarize(samples) {
  return {
    n: samples.length,
    min: Math.min(...samples),
    median: median(samples),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
  };
}

/** "×12.3" — how many times the baseline a value is. */
export function ratio(value, baseline) {
  if (!Number.isFinite(value) || !Number.isFinite(baseline) || baseline === 0) return 'n/a';
  const r = value / baseline;
  return `×${r >= 10 ? r.toFixed(0) : r.toFixed(r >= 1 ? 1 : 2)}`;
}

export const ms = (v) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;

export function kb(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`;
}

/** Prints rows (arrays of strings) as an aligned table; the first row is the header. Numbers right-aligned. */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) =>
    r.map((c, i) => (i === 0 ? String(c ?? '').padEnd(widths[i]) : String(c ?? '').padStart(widths[i]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}
