/**
 * One sample's value in Prometheus text: the series `name` whose labels include every one of `labels` (0 when
 * there is none yet, as a counter that has not been touched is absent rather than 0).
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const series = line.slice(0, line.lastIndexOf(' '));
    const bare = series.split('{', 1)[0];
    if (bare !== name) continue;
    const inner = series.includes('{') ? series.slice(series.indexOf('{') + 1, -1).split(',') : [];
    if (wanted.every((pair) => inner.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}
