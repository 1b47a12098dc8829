import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { Code, Msg, RequestRefusal } from '@store/shared/codes';
import { firstMessage, toFieldErrors } from '@store/shared/api/validation';
import { AppError } from '../../lib/errors.ts';

/** Thrown by the validator compiler: keeps the zod error so 422 can name each field in Chinese. */
export class RequestValidationError extends Error {
  statusCode = 422;
  constructor(readonly zodError: ZodError) {
    super('validation failed');
  }
}

/** A catalogue entry with a fixed message (`RequestRefusal.BAD_FORMAT`), or one with the status as its code. */
type Envelope = { status: number; code: number; msg: string };

/**
 * The one place errors become envelopes (spec §8 / DESIGN "API conventions"):
 * AppError → its code and status; validation → 422 with `errors`; fastify's own 4xx (body too large,
 * bad JSON, unsupported type), a broken multipart body and the database's refusals of the data →
 * a Chinese message with a 4xx; anything else → 500 with a request id. No error text of a library or of
 * the database reaches the client: it may name tables, columns or values.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal caused by something outside (a payment gateway down) is the operator's business too.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error, reqId: request.id }, error.message);
      return reply
        .status(error.status)
        .send({ code: error.code, msg: error.message, data: null, ...(error.errors && { errors: error.errors }) });
    }
    if (error instanceof RequestValidationError) {
      const errors = toFieldErrors(error.zodError);
      return reply.status(422).send({ code: Code.VALIDATION, msg: firstMessage(errors), data: null, errors });
    }
    const byDatabase = databaseRefusal(error);
    if (byDatabase) {
      // The schemas or the service should have refused this first: worth a look in the log.
      request.log.warn({ err: error }, 'request refused by the database');
      return sendEnvelope(reply, byDatabase);
    }
    const refusal = requestRefusal(error);
    if (refusal) return sendEnvelope(reply, refusal);
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply
      .status(500)
      .send({ code: Code.SERVER_ERROR, msg: Msg.SERVER_BUSY, data: null, request_id: request.id });
  });
}

/**
 * Errors the router raises before any route runs (a malformed %-escape, a path parameter past
 * maxParamLength): the same envelope as every other 4xx. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorEnvelope(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendEnvelope(reply, requestRefusal(error) ?? RequestRefusal.BAD_FORMAT);
}

const sendEnvelope = (reply: FastifyReply, { status, code, msg }: Envelope) =>
  reply.status(status).send({ code, msg, data: null });

/** Fastify's own 4xx, and a multipart body busboy cannot read (no boundary, truncated, bad headers). */
function requestRefusal(error: FastifyError): Envelope | undefined {
  const status = error.statusCode;
  if (status === 413) return RequestRefusal.PAYLOAD_TOO_LARGE;
  if (status === 429) return RequestRefusal.RATE_LIMITED;
  if (status === 415) return RequestRefusal.UNSUPPORTED_TYPE;
  if (status === 414) return { ...RequestRefusal.BAD_FORMAT, status, code: status };
  if (status && status >= 400 && status < 500) return { ...RequestRefusal.BAD_FORMAT, status, code: status };
  if (status === undefined && isBrokenMultipart(error)) return RequestRefusal.BAD_UPLOAD;
  return undefined;
}

// busboy's errors carry no status or code, only these messages.
const BROKEN_MULTIPART =
  /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form)/;
const isBrokenMultipart = (error: Error) => BROKEN_MULTIPART.test(error.message ?? '');

/**
 * PostgreSQL's refusals of the data, as a safety net behind the schemas and the services: a unique
 * violation (two requests adding the same thing) is a business refusal, a value the column cannot
 * hold is bad input. Drizzle wraps the driver's error, so the SQLSTATE may sit on a cause.
 */
function databaseRefusal(error: unknown): Envelope | undefined {
  const sqlState = sqlStateOf(error);
  if (sqlState === '23505') return RequestRefusal.DUPLICATE;
  if (sqlState === '23503') return { ...RequestRefusal.NOT_FOUND, msg: Msg.NOT_FOUND };
  // Class 22, data exception: invalid text representation (22P02), numeric value out of range (22003),
  // string too long (22001), a character the encoding refuses such as NUL (22021)…
  if (sqlState?.startsWith('22')) return { ...RequestRefusal.VALIDATION, msg: Msg.VALIDATION };
  return undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function sqlStateOf(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    // `severity` tells a database error from a Node one with a five-letter code (EPIPE).
    if (typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string') return code;
  }
  return undefined;
}
