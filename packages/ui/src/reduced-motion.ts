import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The visitor's "reduce motion" setting (WCAG 2.3.3): a listener on the media query, so a change applies at once. */
function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/**
 * True when the visitor asked their system to reduce motion. The server renders for no preference; on a rendered
 * page React hydrates with that and then applies the setting, so the HTML and its first render always agree.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/**
 * `theme` with antd's motion off when `reduced`: dialogs, drawers, dropdowns and toasts then open and close at once
 * instead of zooming and sliding (antd's `motion` token stops its JS motions and sets every duration to 0s).
 */
export function withMotionSetting(theme: ThemeConfig, reduced: boolean): ThemeConfig {
  return reduced ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
