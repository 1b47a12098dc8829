/**
 * The console's one HTTP client: the store's envelope (`{ code, msg, data }`), form-encoded bodies, the
 * CSRF header, the 30 s timeout and what a refusal does. Components never call fetch.
 *
 * A 10001 (not logged in, or the 8 h idle limit passed) hands over to `onLoginRequired` (the app sends the
 * staff member to /admin/login); any other refusal is shown as a toast unless the caller takes it (`quiet`).
 */
import { stringify } from 'qs-esm';
import { Code, Limits, Msg, SUCCESS_CODES } from '@store/shared/codes';
import type { Envelope } from '@store/shared/api/envelope';
import { firstMessage } from '@store/shared/api/validation';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly envelope?: Envelope<unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isLoginRequired = (error: unknown) => error instanceof ApiError && error.code === Code.LOGIN_REQUIRED;

export type RequestOptions = {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** The caller shows the refusal itself (and handles a 10001 itself): no toast, no redirect. */
  quiet?: boolean;
};

type Effects = { toast: (text: string) => void; onLoginRequired: () => void };
let effects: Effects = { toast: () => {}, onLoginRequired: () => {} };
export const setClientEffects = (next: Effects) => {
  effects = next;
};

const encode = (value: Record<string, unknown>) =>
  stringify(value, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });

async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const query = options.query ? encode(options.query) : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (method !== 'GET') {
    // The server refuses state-changing calls without it (or a same-site Origin): CSRF defence.
    headers['x-requested-with'] = 'XMLHttpRequest';
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = encode(options.body ?? {});
  }
  let envelope: Envelope<unknown>;
  let ok = false;
  try {
    const response = await fetch(query ? `${path}?${query}` : path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(Limits.REQUEST_TIMEOUT_MS),
    });
    ok = response.ok;
    envelope = await readEnvelope(response);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    envelope = { code: 0, msg: timedOut ? Msg.TIMEOUT : Msg.SERVER_BUSY, data: null };
  }
  if (ok && SUCCESS_CODES.includes(envelope.code)) return envelope.data as T;

  const error = new ApiError(envelope.code, messageOf(envelope), envelope);
  if (!options.quiet) {
    if (envelope.code === Code.LOGIN_REQUIRED) effects.onLoginRequired();
    else effects.toast(error.message);
  }
  throw error;
}

function messageOf(envelope: Envelope<unknown>): string {
  if (envelope.code === Code.VALIDATION && envelope.errors) return firstMessage(envelope.errors);
  if (envelope.code >= 500 && envelope.code < 600) return Msg.SERVER_BUSY;
  return envelope.msg || Msg.SERVER_BUSY;
}

/** A body that is not a JSON envelope (a proxy's error page) is read by its HTTP status. */
async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  try {
    const json = (await response.json()) as Partial<Envelope<unknown>>;
    if (json && typeof json.code === 'number') return json as Envelope<unknown>;
  } catch {
    /* fall through */
  }
  return { code: response.ok ? Code.SERVER_ERROR : response.status, msg: '', data: null };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
};
