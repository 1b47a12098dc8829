import type { Suggestion } from '@store/shared/api/goods';

export type CachedSuggestions = { items: Suggestion[]; fresh: boolean };

/**
 * Suggestions kept for the page session (spec §4). An entry younger than `refreshMs` is used as is;
 * an older one is still shown at once while the caller fetches it again.
 */
export function createSuggestCache(refreshMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; items: Suggestion[] }>();
  return {
    get(key: string): CachedSuggestions | undefined {
      const entry = entries.get(key);
      return entry && { items: entry.items, fresh: now() - entry.at < refreshMs };
    },
    set(key: string, items: Suggestion[]) {
      entries.set(key, { at: now(), items });
    },
  };
}
