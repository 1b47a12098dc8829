/**
 * What a page rendered on the server hands to the browser, in a JSON data block (not a script: the CSP
 * stays strict): the answers its queries got, and whether the server laid it out for a phone.
 */
export const SSR_STATE_ID = 'ssr-state';
export type SsrState = { queries: unknown; phone: boolean };
