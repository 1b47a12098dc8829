import qs from 'qs';
import type { InjectOptions } from 'fastify';

/**
 * Hostile requests generated from the OpenAPI document (/api/docs/json), for the API fuzz test:
 * for every operation, path ids past int4 and past 2^53, NUL and 10k-character strings, arrays and
 * objects where scalars are expected, deep `a[b][c]…` form keys, and wrong or broken content types.
 * Body fields are mutated one at a time on an otherwise plausible body, so the mutation reaches the
 * handler whenever the schema lets it through (that is where a 500 hides).
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: Schema; required?: boolean };
export type Operation = {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
export type FuzzCase = { label: string; request: InjectOptions };

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
export const INT4_PAST = '2147483648';
export const SAFE_INT_PAST = '9007199254740992';
const NUL = 'a\u0000b';
const LONG = 'x'.repeat(10_000);
/** Values a scalar field must refuse (or survive) without a 5xx. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['NUL', NUL],
  ['10k chars', LONG],
  ['array', [1, 2]],
  ['object', { a: { b: 1 } }],
];
const DEEP_BRACKETS = 'a[b][c][d][e][f]=1';
/** Demo passwords as plausible values: a mutation that passes validation must not lock the fuzzer out. */
const KNOWN_PASSWORD = 'Demo@2026';

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

/** A value the schema accepts, as far as a generator can tell (patterns: the few the API uses). */
export function plausible(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 1;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return plausible(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => plausible(schema.items, name));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? Object.keys(schema.properties ?? {})).map((key) => [
          key,
          plausible(schema.properties?.[key], key),
        ]),
      );
    default:
      return plausibleString(schema, name);
  }
}

function plausibleString(schema: Schema, name: string): string {
  if (/password/.test(name)) return KNOWN_PASSWORD;
  // The notification route's gateway is a free string; the configured one reaches the handler.
  if (name === 'gateway') return 'sandbox';
  const pattern = schema.pattern ?? '';
  if (pattern.includes('1[3-9]')) return '13912345678';
  if (pattern.includes('\\d{6}')) return '330106';
  if (pattern.startsWith('^\\/')) return '/';
  if (pattern.includes('A-Za-z0-9_-')) return 'fuzz-key-0001';
  const length = Math.min(Math.max(schema.minLength ?? 0, 4), schema.maxLength ?? 4);
  return '测试内容文字'.repeat(4).slice(0, Math.max(length, 1));
}

/** Every (dotted) field path of a body, nested objects and the first element of arrays of objects included. */
function fieldPaths(schema: Schema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => {
    const here = [...prefix, key];
    const nested =
      child.type === 'array' && child.items?.properties
        ? fieldPaths(child.items, [...here, 0])
        : fieldPaths(child, here);
    return [here, ...nested];
  });
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object')
      node[key] = typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}

const encode = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

function urlOf(op: Operation, pathValues: Record<string, string>, query: string): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathValues[name] ?? '1');
  return query ? `${path}?${query}` : path;
}

/** All the hostile requests of one operation (headers for identity are added by the caller). */
export function casesOf(op: Operation): FuzzCase[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const baseQuery = qs.stringify(
    Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, plausible(p.schema, p.name)])),
  );
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, String(plausible(p.schema, p.name))]));
  const cases: FuzzCase[] = [];
  const at = (label: string, request: Omit<InjectOptions, 'method'>) =>
    cases.push({
      label: `${op.method} ${op.path} ${label}`,
      request: { method: op.method as InjectOptions['method'], ...request },
    });

  for (const p of pathParams) {
    for (const value of [INT4_PAST, SAFE_INT_PAST, 'abc', '%00', encodeURIComponent(LONG.slice(0, 2000))]) {
      at(`path ${p.name}=${value.slice(0, 12)}`, { url: urlOf(op, { ...basePath, [p.name]: value }, baseQuery) });
    }
  }
  for (const p of queryParams) {
    const others = baseQuery ? `&${baseQuery}` : '';
    for (const [label, value] of HOSTILE_VALUES) {
      const query = Array.isArray(value)
        ? value.map((v) => `${p.name}=${v}`).join('&')
        : typeof value === 'object'
          ? `${p.name}[a][b][c][d][e][f]=1`
          : `${p.name}=${encode(value)}`;
      at(`query ${p.name}=${label}`, { url: urlOf(op, basePath, query + others) });
    }
  }
  at('query deep brackets', { url: urlOf(op, basePath, [baseQuery, DEEP_BRACKETS].filter(Boolean).join('&')) });

  if (op.method === 'GET' || (op.method === 'DELETE' && !op.requestBody)) return cases;
  const url = urlOf(op, basePath, baseQuery);
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const base = schema ? plausible(schema) : {};
  for (const path of fieldPaths(schema)) {
    for (const [label, value] of HOSTILE_VALUES) {
      at(`body ${path.join('.')}=${label}`, { url, payload: withValue(base, path, value) as object });
    }
  }
  const form = qs.stringify(base, { encodeValuesOnly: true });
  at('form deep brackets', {
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: [form, DEEP_BRACKETS].filter(Boolean).join('&'),
  });
  at('form NUL in every field', {
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: qs.stringify(mapLeaves(base, () => NUL)),
  });
  at('text/plain', { url, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
  at('broken JSON', { url, headers: { 'content-type': 'application/json' }, payload: '{"a":' });
  at('JSON array body', { url, headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
  at('JSON null body', { url, headers: { 'content-type': 'application/json' }, payload: 'null' });
  at('multipart without boundary', { url, headers: { 'content-type': 'multipart/form-data' }, payload: 'a=1' });
  at('multipart with NUL and 10k fields', {
    url,
    ...multipartOf({ type: NUL, number: LONG, invoice_no: NUL, valid_to: INT4_PAST }),
  });
  at('unknown content type', { url, headers: { 'content-type': 'application/x-fuzz' }, payload: 'x' });
  return cases;
}

function mapLeaves(value: unknown, leaf: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  return leaf(value);
}

function multipartOf(fields: Record<string, string>) {
  const boundary = '----fuzz0123456789';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}${file}--${boundary}--\r\n`,
  };
}
