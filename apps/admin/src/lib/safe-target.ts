/**
 * Where to go after logging in: a console path from `?redirect=`, or null. Only paths inside the console
 * are followed, so a crafted link cannot send staff to another site ('//evil.example', 'https://…').
 */
export function safeTarget(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/login' || path.startsWith('/login?')) return null;
  return path;
}

/** `/login?redirect=…` for the path the staff member was on (router paths, below the /admin basename). */
export const loginThen = (path: string) =>
  safeTarget(path) ? `/login?redirect=${encodeURIComponent(path)}` : '/login';
