import { useCallback, useEffect, useRef, useState } from 'react';
import type { Suggestion } from '@store/shared/api/goods';
import { Limits, type SearchType } from '@store/shared/codes';
import { api, isCancelled } from '../../api/client.ts';
import { createSuggestCache } from './suggest-cache.ts';

const cache = createSuggestCache(Limits.SUGGEST_CACHE_REFRESH_MS);

/** Header search suggestions: 500 ms debounce, session cache, empty key clears and calls nothing. */
export function useSuggestions() {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the latest keyword's answer may land: each key typed takes a new ticket, so an answer for the keyword
  // before it (asked for once its debounce ran out) is dropped even if it arrives during the new one's debounce.
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const fetchSuggestions = useCallback(async (keyword: string, type: SearchType, ticket: number) => {
    const key = `${type}:${keyword}`;
    const hit = cache.get(key);
    if (hit) {
      setItems(hit.items);
      setLoading(false);
      if (hit.fresh) return;
    } else {
      setLoading(true);
    }
    let found: Suggestion[] | null;
    try {
      const data = await api.get<Suggestion[]>('/api/goods/search', {
        query: { keywords: keyword, type },
        silent: true,
      });
      found = Array.isArray(data) ? data : [];
    } catch (error) {
      // Spec §7: search failures are silently ignored — the dropdown just says '暂无数据'.
      found = isCancelled(error) ? null : [];
    }
    if (found === null || ticket !== latest.current) return;
    cache.set(key, found);
    setItems(found);
    setLoading(false);
  }, []);

  const update = useCallback(
    (keyword: string, type: SearchType) => {
      clearTimeout(timer.current);
      const ticket = ++latest.current;
      const key = keyword.trim();
      if (!key) {
        setItems([]);
        setLoading(false);
        return;
      }
      // The debounce counts as searching: the old keyword's list must not linger under the new one.
      setLoading(true);
      timer.current = setTimeout(() => void fetchSuggestions(key, type, ticket), Limits.SEARCH_DEBOUNCE_MS);
    },
    [fetchSuggestions],
  );

  return { items, loading, update };
}

/** The highlighted suggestion after an arrow key: wraps around; ↑ from none lands on the last. */
export function moveHighlight(current: number, step: 1 | -1, count: number): number {
  return (current + step + count + (current < 0 && step < 0 ? 1 : 0)) % count;
}
