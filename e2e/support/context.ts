// Values the global setup hands to spec files (vitest `provide` / `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server started for this run. */
    baseUrl: string;
    /** Folder (outside the repo) for screenshots and server.log of this run. */
    artifactsDir: string;
  }
}

/**
 * The browser the specs drive: Debian's old headless shell (package chromium-headless-shell, installed by
 * scripts/ensure-browser.mjs), the build Playwright itself runs headless tests in. The full browser's headless
 * mode drew a browser window's WebUI in an extra renderer for every context: a core-second a context.
 */
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
