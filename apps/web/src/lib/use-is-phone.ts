import { Grid } from 'antd';

/**
 * A phone-sized screen: narrower than antd's md breakpoint (768 px). The stylesheets use the same
 * edge (`max-width: 767.98px`), so what a component renders and how it is laid out agree.
 * Before the first measurement antd reports no breakpoint; that counts as desktop, the layout most
 * buyers see, and the hook re-renders once the screen is known.
 */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.xs === true || (screens.sm !== undefined && !screens.md);
}
