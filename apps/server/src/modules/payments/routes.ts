import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { handleNotification } from './notify.ts';
import { paymentNotices } from '../../ops/metrics.ts';

/** The payment gateways' notifications, for orders and top-ups alike (`notify.ts` routes each to its owner). */
export async function paymentRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await app.register(async (scope) => notifyRoute(scope, deps));
}

/**
 * POST /api/pay/notify/{gateway}: a gateway's signed notification. In its own plugin scope every
 * content type arrives as the raw string, because the signature covers the exact bytes (Alipay signs
 * the form fields, WeChat Pay the JSON body). Answers what the gateway expects, not the envelope.
 */
async function notifyRoute(scope: FastifyInstance, { db, gateways }: ModuleDeps): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/pay/notify/:gateway',
    {
      schema: {
        tags: ['checkout'],
        summary: '支付网关异步通知（验签；重放无害；迟到的款项原路退回）',
        params: z.strictObject({ gateway: z.string() }),
      },
    },
    async (request, reply) => {
      const gateway = gateways.get(request.params.gateway);
      if (!gateway) throw notFound('支付渠道不存在');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      try {
        const result = await handleNotification(db, gateways, gateway, { headers: request.headers, rawBody });
        paymentNotices.inc({ gateway: gateway.name, result: result.outcome });
        // Refused notices and refunds still to send are finance's business: they stand out in the log.
        const failed = result.followUp?.failed ?? [];
        const level =
          failed.length > 0 ? 'error' : ['paid', 'replay', 'pending'].includes(result.outcome) ? 'info' : 'warn';
        request.log[level](
          { gateway: gateway.name, outcome: result.outcome, notice: result.notice, failed },
          'payment notification',
        );
        return reply.code(result.answer.status).type(result.answer.contentType).send(result.answer.body);
      } catch (error) {
        // The gateway sends it again later; the database may be back by then.
        paymentNotices.inc({ gateway: gateway.name, result: 'error' });
        request.log.error({ err: error, gateway: gateway.name }, 'payment notification could not be handled');
        return reply.code(gateway.rejected.status).type(gateway.rejected.contentType).send(gateway.rejected.body);
      }
    },
  );
}
