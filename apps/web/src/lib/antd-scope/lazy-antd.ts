import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The shell (header, footer, sidebars) is plain markup, so a page's first script holds no antd: antd, its theme and
 * its locale arrive with the page's own code, and the shell's antd pieces (the cart flyout, dialogs, drawers) arrive
 * when they are first shown, each inside the store's antd scope.
 */
export const loadAntdScope = () => import('./antd-scope.tsx');

/** `React.lazy` for a component that uses antd: it renders inside the store's theme and locale. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
export function lazyAntd<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    const [{ default: Component }, { withAntd }] = await Promise.all([load(), loadAntdScope()]);
    return { default: withAntd(Component) as T };
  });
}

/** A route's `lazy`: its page inside the store's antd scope. */
export const antdRoute =
  (load: () => Promise<{ Component: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => {
    const [{ Component }, { withAntd }] = await Promise.all([load(), loadAntdScope()]);
    return { Component: withAntd(Component) };
  };
