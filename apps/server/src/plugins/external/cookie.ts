import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';

/** Cookie parsing and `reply.setCookie`, for the session cookie (`app/session.ts`). */
export async function registerCookie(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}
