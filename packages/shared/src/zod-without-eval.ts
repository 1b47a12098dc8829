/**
 * A Vite plugin for the browser builds (the store and the console): their zod starts `jitless`.
 *
 * zod compiles its object parsers with `new Function` where it may, and finds out by trying once when the first
 * object schema is built. Both apps' Content-Security-Policy forbids eval: the refused try is caught by zod, but
 * the browser still reports it as a CSP violation (Lighthouse's best practices: "Issues were logged"). The setting
 * has to be in zod's global config before any schema module runs, and zod keeps that config on `globalThis`
 * from its own core module, so the browser's copy of that module starts with it. Server code (the API, the server
 * renderer) keeps zod's compiled parsers.
 */
const CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const DEFAULT = '(_a.__zod_globalConfig = {})';

export const zodWithoutEval = {
  name: 'store:zod-without-eval',
  transform(code: string, id: string, options?: { ssr?: boolean }): string | undefined {
    if (options?.ssr || !CORE.test(id)) return undefined;
    // A zod whose core reads differently must be looked at again, not silently left probing.
    if (!code.includes(DEFAULT)) throw new Error(`store:zod-without-eval: ${id} no longer holds ${DEFAULT}`);
    return code.replace(DEFAULT, '(_a.__zod_globalConfig = { jitless: true })');
  },
};
