import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// Under Vite 8 'antd/locale/zh_CN' silently stays English; the ES build path works.
import zhCN from 'antd/es/locale/zh_CN';
import { usePrefersReducedMotion, withMotionSetting } from '@store/ui/reduced-motion';
import { storeTheme } from '../../app/theme.ts';

/**
 * One key for the theme's CSS variables in every scope: antd otherwise names each ConfigProvider's variables
 * after its React id, and each lazy piece of the shell (the cart flyout, the lottery popup, a dialog) would write
 * its own ~12 kB copy of the same variables into the page.
 */
const SCOPED_THEME = { ...storeTheme, cssVar: { key: 'css-var-store' } };
const STILL_THEME = withMotionSetting(SCOPED_THEME, true);

/**
 * antd in the store's theme and in Chinese: around every page and every piece of the shell that uses antd.
 * Without motion for a visitor who asked their system to reduce it.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={zhCN} theme={still ? STILL_THEME : SCOPED_THEME}>
      {children}
    </ConfigProvider>
  );
}

const scoped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/**
 * The component inside the store's antd scope; one wrapper per component, so a page shared by several routes
 * (the help pages) keeps its state when the buyer moves between them, as it did before.
 */
export function withAntd<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const known = scoped.get(Component as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  const Scoped = (props: P) => (
    <AntdScope>
      <Component {...props} />
    </AntdScope>
  );
  Scoped.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
  scoped.set(Component as ComponentType<never>, Scoped as ComponentType<never>);
  return Scoped;
}
