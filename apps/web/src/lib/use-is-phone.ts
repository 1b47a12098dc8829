import { createContext, useContext } from 'react';
import { Grid } from 'antd';

/**
 * What the first render assumes before the screen is measured. The server guesses it from the
 * request (a phone's User-Agent), renders that layout and hands the guess to the browser, whose first
 * render must match the HTML it hydrates; a page the server did not render starts from desktop.
 */
export const PhoneGuess = createContext(false);

/**
 * A phone-sized screen: narrower than antd's md breakpoint (768 px). The stylesheets use the same
 * edge (`max-width: 767.98px`), so what a component renders and how it is laid out agree.
 * Before the first measurement antd reports no breakpoint; the guess stands in, and the hook
 * re-renders once the screen is known.
 */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  const guess = useContext(PhoneGuess);
  if (screens.md === undefined && screens.xs === undefined) return guess;
  return screens.xs === true || (screens.sm !== undefined && !screens.md);
}
