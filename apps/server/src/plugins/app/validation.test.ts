import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { zodCompilers } from './validation.ts';

// The answer's check: what leaves the server is its schema's shape and nothing more.
describe('answers are checked and stripped by their schema', () => {
  const app = Fastify({ schemaController: zodCompilers }).withTypeProvider<ZodTypeProvider>();
  const user = envelopeOf(
    z.object({ id: z.number().int().min(1), name: z.string().max(10), tags: z.array(z.string()) }),
  );
  const answers: Record<string, unknown> = {
    extra: { code: 0, msg: 'ok', data: { id: 1, name: '张三', tags: ['a'], passwordHash: 'x', nested: { a: 1 } } },
    wrong: { code: 0, msg: 'ok', data: { id: 0, name: '张三', tags: [] } },
  };
  // The handler's answer is typed by the schema; these break it on purpose.
  app.get(
    '/:which',
    { schema: { response: { 200: user } } },
    async (request) => answers[(request.params as { which: string }).which] as never,
  );
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('leaves out fields the schema does not name', async () => {
    const reply = await app.inject({ url: '/extra' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('{"code":0,"msg":"ok","data":{"id":1,"name":"张三","tags":["a"]}}');
  });

  it('refuses an answer that breaks its schema, rather than sending it', async () => {
    const reply = await app.inject({ url: '/wrong' });
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('张三');
  });
});
