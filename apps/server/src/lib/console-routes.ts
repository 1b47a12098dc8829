// The shape every console route shares (issue #37): /api/admin path, declared permission, the operator tag,
// zod schemas, the { code, msg, data } envelope and, for changes, the actor the audit row names.
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { PERMISSIONS } from '@store/shared/api/staff';
import type { StaffAccess } from '../plugins/app/staff-session.ts';
import { actorOf, type Actor } from './audit.ts';
import { ok } from './envelope.ts';

/** What a console route may require: a permission, or any signed-in staff member. The login is not one. */
export type ConsoleAccess = Exclude<StaffAccess, 'public'>;

/** Every console route is listed under this tag in the API docs. */
export const CONSOLE_TAGS = ['operator'];

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a console handler reads: the validated request parts, and who is acting (for the audit row). */
export type ConsoleInput<P, Q, B> = {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The staff member and IP the service writes into its audit row, in the change's transaction (ADR 010). */
  actor: Actor;
  request: FastifyRequest;
};

export type ConsoleRouteSpec<P, Q, B, R> = {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The `data` of the envelope; without it the answer is not described (a multipart upload's). */
  response?: R;
  consumes?: string[];
  /** The envelope's `msg`: a text, or one chosen from the answer and the request (暂停 or 恢复); default 'success'. */
  done?: string | ((data: Out<R>, input: ConsoleInput<P, Q, B>) => string);
};

// A change whose answer is `data: null` may return nothing (its service returns void).
type Answer<R> = R extends z.ZodType ? ([z.output<R>] extends [null] ? z.output<R> | void : z.output<R>) : unknown;
type Handler<P, Q, B, R> = (input: ConsoleInput<P, Q, B>) => Promise<Answer<R>>;

type Declare = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  url: string,
  spec: ConsoleRouteSpec<P, Q, B, R>,
  handler: Handler<P, Q, B, R>,
) => void;

/**
 * Console routes under one permission: `get` for reads, `post` for changes. The staff-session plugin puts the
 * permission's guard in front of each (and refuses a route without one); this refuses, at start-up, a route
 * that would escape it: no permission, an unknown one, or a path outside /api/admin/.
 *
 *   const marketing = consoleRoutes(app, 'promotions.manage');
 *   marketing.post('/api/admin/floors', { summary: '新建首页楼层', body: floorBody, response: adminFloor,
 *     done: '楼层已创建' }, ({ actor, body }) => createFloor(db, actor, body));
 */
export function consoleRoutes(app: FastifyInstance, staff: ConsoleAccess): { get: Declare; post: Declare } {
  if (staff !== 'staff' && !Object.hasOwn(PERMISSIONS, staff ?? '')) {
    throw new Error(`console routes declare one of PERMISSIONS or 'staff', not ${String(staff)}`);
  }
  const declare =
    (method: HTTPMethods): Declare =>
    (url, spec, handler) => {
      if (!url.startsWith('/api/admin/')) throw new Error(`${method} ${url}: a console route lives under /api/admin/`);
      const { summary, params, querystring, body, response, consumes, done } = spec;
      app.route({
        method,
        url,
        config: { staff },
        schema: {
          tags: CONSOLE_TAGS,
          summary,
          ...(consumes && { consumes }),
          ...(params && { params }),
          ...(querystring && { querystring }),
          ...(body && { body }),
          ...(response && { response: { 200: envelopeOf(response) } }),
        },
        handler: async (request) => {
          // The schemas above validated these parts before the handler runs (a 422 otherwise).
          const input = {
            params: request.params,
            query: request.query,
            body: request.body,
            actor: actorOf(request),
            request,
          } as Parameters<typeof handler>[0];
          const data = await handler(input);
          const msg = typeof done === 'function' ? done(data as never, input) : done;
          // A change that answers nothing sends `data: null`, as the envelope's schema (z.null()) says.
          return ok(data === undefined ? null : data, msg);
        },
      });
    };
  return { get: declare('GET'), post: declare('POST') };
}
