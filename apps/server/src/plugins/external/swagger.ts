import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { zodCompilers } from '../app/validation.ts';

const PREFIX = '/api/docs';
/** Hop-by-hop and length headers of the docs app's answer; the store's own reply sets its own. */
const NOT_FORWARDED = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * OpenAPI generated from the same zod schemas that validate requests; UI at /api/docs.
 * Nothing of it is loaded at start: the store only notes its routes as they are added. The first visit
 * to /api/docs builds a separate Fastify instance holding @fastify/swagger, the UI and those routes
 * (handlers left out), and every /api/docs request is answered by it through `inject`.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(PREFIX)) routes.push(route);
  });
  let docs: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= buildDocsApp(routes);
    const answer = await (
      await docs
    ).inject({ method: request.method as 'GET' | 'HEAD', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !NOT_FORWARDED.has(name)) reply.header(name, value);
    // An empty answer (a redirect) stays without a body, so no content-type is made up for it.
    return reply.code(answer.statusCode).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
  };
  app.route({ method: ['GET', 'HEAD'], url: PREFIX, schema: { hide: true }, handler: forward });
  app.route({ method: ['GET', 'HEAD'], url: `${PREFIX}/*`, schema: { hide: true }, handler: forward });
}

async function buildDocsApp(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  // The store's HEAD routes are among those noted, so this instance adds none of its own.
  const docs = Fastify({ logger: false, exposeHeadRoutes: false, schemaController: zodCompilers });
  await docs.register(swagger, {
    openapi: {
      info: {
        title: '医药采购商城 API',
        version: '1.0.0',
        description: '信封格式 { code, msg, data }；code 10000 表示成功。',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: PREFIX, staticCSP: true });
  for (const { method, url, schema, config, constraints } of routes)
    docs.route({ method, url, schema, config, constraints, handler: async () => null });
  await docs.ready();
  return docs;
}
