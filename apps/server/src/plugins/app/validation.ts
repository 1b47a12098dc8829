import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { ZodError, type ZodType } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldLabel } from '@store/shared/api/validation';
import { RequestValidationError } from './errors.ts';

/**
 * Bodies, queries, params and headers are parsed by the shared zod schemas; a failure keeps the zod
 * error for the 422. Before any schema runs, every string of the input is checked for control
 * characters, so no field can forget it: PostgreSQL refuses NUL in text (a 500), and the other C0
 * controls have no place in a buyer's text.
 */
const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const bad = controlCharacterPath(data);
    if (bad) return { error: new RequestValidationError(controlCharacterError(bad)) };
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  };

/**
 * Answers are checked against their schema, and stripped to it, by zod's forward parse, then written with
 * JSON.stringify. The type provider's own serializer encodes (zod's backward direction), which parses every
 * checked field twice: 0.23 ms against 0.07 ms for a 50-line cart list. Answer schemas hold no codecs or
 * transforms (an encode would refuse those), so both directions give the same answer.
 */
const zodSerializerCompiler =
  ({ schema, method, url }: { schema: ZodType; method: string; url: string }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

/**
 * Fastify's `schemaController` option: every route validates and serializes with zod. Given as the
 * compilers' factories (not set on the instance afterwards), so Fastify never loads its default
 * compilers, ajv and fast-json-stringify (~0.1 s of every start).
 */
export const zodCompilers = {
  compilersFactory: {
    buildValidator: () => zodValidatorCompiler,
    buildSerializer: () => zodSerializerCompiler,
  },
  // Fastify types these factories as ajv's and fast-json-stringify's; at run time any compiler goes.
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;

// C0 controls except tab, line feed and carriage return, which multi-line text may carry.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// qs parses at most depth 5; a few more levels cover JSON without walking a hostile body for long.
const MAX_DEPTH = 32;

/** The path of the first string (value or key) holding a control character, or undefined. */
export function controlCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return path;
    const found = controlCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const controlCharacterError = (path: (string | number)[]) =>
  new ZodError([{ code: 'custom', path, message: `${fieldLabel(path)}包含非法字符`, input: undefined }]);
