import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { loginRequired } from '../../lib/errors.ts';
import { resolveSession } from '../../modules/auth/service.ts';
import type { SessionUser } from '../../modules/auth/repo.ts';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token from the session cookie or `Authorization: Bearer`. */
    sessionToken(): string | undefined;
    /** The logged-in user or undefined; looked up once per request. */
    currentUser(): Promise<SessionUser | undefined>;
    /** Set by the `requireUser` guard. */
    user: SessionUser;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The session cookie: httpOnly, SameSite=Lax, Secure behind https. */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined);

/** Sessions live in the database (DESIGN "At scale"): any server process can serve any request. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    const cache = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();

    app.decorateRequest('user', null as unknown as SessionUser);
    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return bearer(this.headers.authorization) ?? this.cookies[SESSION_COOKIE] ?? undefined;
    });
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const token = this.sessionToken();
        pending = token ? resolveSession(opts.db, token) : Promise.resolve(undefined);
        cache.set(this, pending);
      }
      return pending;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await request.currentUser();
      if (!user) throw loginRequired();
      request.user = user;
    });
  },
  // The session token may come from a cookie: external/cookie.ts registers the parser first.
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
