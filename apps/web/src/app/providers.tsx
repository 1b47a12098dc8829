import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiEffectsBridge } from './ui-effects.tsx';
import { PhoneGuess } from '../lib/use-is-phone.ts';
import { FeedbackProvider } from '../lib/feedback/feedback.tsx';
import { releaseLaterPictures } from '../lib/later-pictures.ts';

/**
 * One per page in the browser, one per request on the server (answers never cross buyers).
 * `freshUntil`: a page rendered on the server arrives with its answers, so until then (a few seconds
 * after hydrating) mounting a query does not fetch it again; afterwards answers are stale at once, as before.
 */
export const createQueryClient = (freshUntil = 0) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // The client already told the buyer what went wrong; retrying would repeat the alert.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: () => (Date.now() < freshUntil ? Infinity : 0),
      },
    },
  });

// Our own stylesheets read the theme as CSS variables (computed when the app is built, theme.ts); React hoists
// this <style> into <head>. antd's ConfigProvider is not here: pages and the shell's antd pieces bring their
// own (lib/antd-scope), so the shell's first script holds no antd.
const THEME_CSS = __STORE_THEME_CSS__;

type ProvidersProps = { children: ReactNode; queryClient: QueryClient; phoneGuess?: boolean };

export function Providers({ children, queryClient, phoneGuess = false }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PhoneGuess value={phoneGuess}>
        <style href="store-theme" precedence="default">
          {THEME_CSS}
        </style>
        <FeedbackProvider>
          <UiEffectsBridge />
          <MarkInteractive />
          {children}
        </FeedbackProvider>
      </PhoneGuess>
    </QueryClientProvider>
  );
}

/**
 * `<html data-interactive>` once the app has rendered (or hydrated a page the server rendered) and its
 * handlers are attached: until then a rendered page shows, but a click does nothing. Browser tests wait for it.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    // The same moment on the page's own timeline: bench/lighthouse.mjs counts the requests made before it.
    performance.mark('store:interactive');
    releaseLaterPictures();
  }, []);
  return null;
}
