// Values the global setup hands to spec files (vitest `provide` / `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server started for this run. */
    baseUrl: string;
    /** playwright-core browser server of the shared Chromium. */
    wsEndpoint: string;
    /** Folder (outside the repo) for screenshots and server.log of this run. */
    artifactsDir: string;
  }
}

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
