import { useSearchParams } from 'react-router';

type Filters<K extends string> = Partial<Record<K, string | number>>;

/**
 * A list's filters, page and page size kept in the address, so a filtered list survives a reload, a shared
 * link and 返回 from a row's page. `numeric` keys come back as numbers; a filter equal to its default, an
 * empty one, page 1 and the default page size stay out of the address.
 */
export function useListParams<K extends string>(
  keys: readonly K[],
  {
    numeric = [],
    defaults = {},
    pageSize: defaultSize = 20,
  }: { numeric?: readonly K[]; defaults?: Filters<K>; pageSize?: number } = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    keys.flatMap((key) => {
      const raw = params.get(key);
      if (raw === null || raw === '') return defaults[key] === undefined ? [] : [[key, defaults[key]]];
      return [[key, numeric.includes(key) ? Number(raw) : raw]];
    }),
  ) as Filters<K>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('page_size')) || defaultSize;
  const go = (next: Filters<K>, nextPage = 1, nextSize = pageSize) => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = next[key];
      if (value !== undefined && value !== '' && value !== defaults[key]) search.set(key, String(value));
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextSize !== defaultSize) search.set('page_size', String(nextSize));
    setParams(search);
  };
  return { filters, page, pageSize, go };
}
