import { useMatches } from 'react-router';
import { DEFAULT_FLAGS, type RouteHandle } from './routes.tsx';

const isHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'name' in value && 'flags' in value;

/** The deepest matched route with a handle decides title and layout. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isHandle(handle)) return handle;
  }
  return { name: '', title: '', flags: DEFAULT_FLAGS };
}
