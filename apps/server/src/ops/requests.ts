import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { httpDuration, httpRequests } from './metrics.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy in front (nginx's $request_id, a load balancer's trace id) may hand us; anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** The route label of requests no route matched: one label, whatever paths scanners try. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is a short plain token, so one id follows a request
 * through the proxy's log and ours; otherwise (absent, too long, or carrying characters that could forge
 * log lines or headers) a new random one. Fastify's own `requestIdHeader` would take any value as it came.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The route label of a request: its route's template (`/api/goods/detail/:id`), never its URL. */
// routeOptions.url is undefined when no route matched (the 404 handler answered).
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

/**
 * One JSON log line per request, when its answer has been sent: Fastify's own two (incoming, completed) become
 * this one, with the method, route template, path (without its query: queries carry search words, phone
 * numbers and OAuth codes), status and time; the request id is on it as on every line the request logs
 * (`reqId`, from request.log). Fastify's other lines (errors, stream failures) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: routeOf(request),
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** The id of the request the current work is done for (a statement's slow log names it), if any. */
const currentRequest = new AsyncLocalStorage<string>();
export const currentRequestId = (): string | undefined => currentRequest.getStore();

/**
 * Every answer carries its request id (X-Request-Id), errors and 404s included, so a buyer's report of a
 * failure can be found in the log; every request is counted and timed by its route template. The rest of the
 * request (hooks, body, handler) runs with its id in `currentRequestId`.
 */
export function observeRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    currentRequest.run(request.id, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    httpRequests.inc({ route, method: request.method, status: reply.statusCode });
    httpDuration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });
}
