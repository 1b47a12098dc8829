import type { FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import qs from 'qs';

/**
 * Spec §7: POST/PUT bodies are form-encoded, arrays as `params[0][goods_id]=1`.
 * qs limits keep a hostile body from building huge objects.
 */
export async function registerFormBody(app: FastifyInstance): Promise<void> {
  await app.register(formBody, {
    parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 1000, parameterLimit: 2000, allowPrototypes: false }),
  });
}
