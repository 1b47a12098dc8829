/** 10-digit seconds → 2026-03-05 in China Standard Time (the store's business day). */
export function formatDate(seconds: number): string {
  return new Date(seconds * 1000 + 8 * 3_600_000).toISOString().slice(0, 10);
}
