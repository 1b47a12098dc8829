import { createHash, randomBytes } from 'node:crypto';

/** A session token as the client holds it: 32 random bytes. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores: the token's sha256, never the token. */
export const tokenId = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The `token` the API shows a script (login answers, spec §3's user state): it names the session (stable
 * for it, different for each) but opens nothing. Only the HttpOnly cookie carries the session token itself,
 * so a script that runs in the page (an XSS) cannot carry the session away.
 */
export const shownToken = (token: string): string => createHash('sha256').update(`shown:${token}`).digest('base64url');
