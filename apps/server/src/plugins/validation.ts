import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { RequestValidationError } from './errors.ts';

/** Bodies, queries and params are parsed by the shared zod schemas; a failure keeps the zod error for the 422. */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  });
  app.setSerializerCompiler(serializerCompiler);
}
