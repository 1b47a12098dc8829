/**
 * A target path from the query string, or null. Only same-site absolute paths are followed, so a
 * crafted link cannot send the buyer to another site ('//evil.example', 'https://…', 'javascript:').
 */
export function safeTarget(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** `/loading?path=/list&id=3` → `/list?id=3`: the other query parameters travel with the target. */
export function loadingTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const path = safeTarget(params.get('path'));
  if (!path) return null;
  params.delete('path');
  const [pathname, ownQuery = ''] = path.split('?');
  const merged = new URLSearchParams(ownQuery);
  params.forEach((value, key) => merged.append(key, value));
  const query = merged.toString();
  return query ? `${pathname}?${query}` : (pathname ?? null);
}
