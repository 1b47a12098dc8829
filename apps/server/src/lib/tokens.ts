import { createHash, randomBytes } from 'node:crypto';

/** A session token as the client holds it: 32 random bytes. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores: the token's sha256, never the token. */
export const tokenId = (token: string): string => createHash('sha256').update(token).digest('hex');
