import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { Code, Msg } from '@store/shared/codes';
import { firstMessage, toFieldErrors } from '@store/shared/api/validation';
import { AppError } from '../lib/errors.ts';

/** Thrown by the validator compiler: keeps the zod error so 422 can name each field in Chinese. */
export class RequestValidationError extends Error {
  statusCode = 422;
  constructor(readonly zodError: ZodError) {
    super('validation failed');
  }
}

/**
 * The one place errors become envelopes (spec §8 / DESIGN "API conventions"):
 * AppError → its code and status; validation → 422 with `errors`; fastify's own 4xx (body too large,
 * bad JSON, unsupported type) → a Chinese message with that status; anything else → 500 with a request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal caused by something outside (a payment gateway down) is the operator's business too.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error, reqId: request.id }, error.message);
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: null, ...(error.errors && { errors: error.errors }) });
    }
    if (error instanceof RequestValidationError) {
      const errors = toFieldErrors(error.zodError);
      return reply.status(422).send({ code: Code.VALIDATION, msg: firstMessage(errors), data: null, errors });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ code: Code.PAYLOAD_TOO_LARGE, msg: Msg.PAYLOAD_TOO_LARGE, data: null });
    if (status === 429) return reply.status(429).send({ code: Code.RATE_LIMITED, msg: Msg.RATE_LIMITED, data: null });
    if (status >= 400 && status < 500) {
      const msg = status === 415 ? '不支持的提交格式' : '请求格式不正确';
      return reply.status(status).send({ code: status, msg, data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ code: Code.SERVER_ERROR, msg: Msg.SERVER_BUSY, data: null, request_id: request.id });
  });
}
