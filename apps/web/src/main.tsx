import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
// First, so that every component's own stylesheet comes after the base rules.
import './app/global.css';
import { loadSiteConfig } from './api/use-site-config.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { getRouter, loadMatchedRoutes } from './app/router.tsx';
import { SSR_STATE_ID, type SsrState } from './app/ssr-state.ts';
import { consumeReloadFlag } from './lib/session-flags.ts';

// Started after this module (and the shared chunk it is built into) has finished evaluating: a top-level
// await here held that chunk unfinished while the page's own chunks, which import it, waited for it.
void start();

async function start() {
  // This load is the one after login (enterAfterLogin): it already starts without anonymous answers.
  consumeReloadFlag();
  // The API hosts come from the site configuration, so it is read before the first call is made.
  await loadSiteConfig();

  const rootElement = document.getElementById('root')!;
  const ssr = readSsrState();

  if (ssr) {
    // The server rendered this page: start from its answers and its layout guess, and load the page's
    // code before hydrating, so the first render is the HTML that arrived.
    const queryClient = createQueryClient(Date.now() + 10_000);
    hydrate(queryClient, ssr.queries as DehydratedState);
    await loadMatchedRoutes();
    // In a transition React hydrates in slices of a few milliseconds and lets the browser paint and answer
    // input between them; outside one, hydrating the whole page is one task of ~½ s on a slow phone.
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <Providers queryClient={queryClient} phoneGuess={ssr.phone}>
            <RouterProvider router={getRouter()} />
          </Providers>
        </StrictMode>,
      );
    });
  } else {
    createRoot(rootElement).render(
      <StrictMode>
        <Providers queryClient={createQueryClient()}>
          <RouterProvider router={getRouter()} />
        </Providers>
      </StrictMode>,
    );
  }
}

function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
