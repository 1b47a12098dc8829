import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What the first render assumes before the screen is measured. The server guesses it from the
 * request (a phone's User-Agent), renders that layout and hands the guess to the browser, whose first
 * render must match the HTML it hydrates; a page the server did not render measures at once.
 */
export const PhoneGuess = createContext(false);

/** antd's md breakpoint (768 px); the stylesheets use the same edge, so markup and layout agree. */
const PHONE_QUERY = '(max-width: 767.98px)';

let phoneQuery: MediaQueryList | undefined;
const query = () => (phoneQuery ??= window.matchMedia(PHONE_QUERY));

function subscribe(onChange: () => void) {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const measured = () => query().matches;

/**
 * A phone-sized screen: narrower than 768 px. One media query for the whole page: while hydrating,
 * React renders the server's guess and re-renders only if the screen says otherwise (antd's breakpoint
 * hook re-rendered every user of it once after hydrating, right or wrong: ~0.1 s on a slow phone).
 */
export function useIsPhone(): boolean {
  const guess = useContext(PhoneGuess);
  return useSyncExternalStore(subscribe, measured, () => guess);
}
