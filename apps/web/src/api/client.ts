/**
 * The one HTTP client of spec §7. It alone knows the base host, the timeout, credentials, the form
 * encoding, cancel-repeated and the error catalogue of spec §8. Components never call fetch.
 *
 * The UI effects (toast, alert, timeout dialog, navigation) are injected so the client runs in node
 * tests without a DOM; the app providers wire the antd implementations.
 */
// qs's own browser build brings ~50 kB of polyfills (side-channel, object-inspect) to every page; this fork
// of it is the same stringify without them.
import { stringify } from 'qs-esm';
import { Code, Limits, Msg, NEVER_CANCELLED_PATHS, SUCCESS_CODES } from '@store/shared/codes';
import type { Envelope, FieldErrors } from '@store/shared/api/envelope';
import { firstMessage } from '@store/shared/api/validation';
import { paths } from '../routing/paths.ts';

export type UiEffects = {
  toast: (kind: 'error' | 'info', text: string) => void;
  alert: (text: string) => void;
  timeoutDialog: () => void;
  navigate: (to: string) => void;
};

export type Query = Record<string, unknown>;

export type RequestOptions = {
  query?: Query;
  body?: Record<string, unknown>;
  /** Failures show nothing and do not redirect (spec §7: search and common data). Timeouts still do. */
  silent?: boolean;
  /** The caller's own handler for business refusals (codes < 500 or ≥ 600 that are not otherwise mapped). */
  onBusinessError?: (envelope: Envelope<unknown>) => void;
  /**
   * A form that shows a 422's messages under its own fields: the fields it has (`fields`) are handed to
   * `show` instead of the toast; a 422 naming none of them is toasted as usual.
   */
  fieldErrors?: { fields: readonly string[]; show: (errors: FieldErrors) => void };
  signal?: AbortSignal;
  /** A multipart body (file uploads): sent as is, and never cancelled by a repeated call. */
  multipart?: FormData;
  /** Extra request headers (e.g. `Idempotency-Key` of an order submit). */
  headers?: Record<string, string>;
};

export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'cancelled' | 'network';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: number,
    message: string,
    readonly envelope?: Envelope<unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isCancelled = (error: unknown): boolean => error instanceof ApiError && error.kind === 'cancelled';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ClientDeps = {
  fetch?: typeof fetch;
  effects?: UiEffects;
  /** Site host → API base host (site config `api_hosts`). */
  apiHosts?: Record<string, string>;
  /** Site host → activity base host for the activity calls (site config `activity_hosts`, spec §1). */
  activityHosts?: Record<string, string>;
  /** `host` and `hostname` of the page, and where the buyer is now (for the login redirect back). */
  location?: () => { host: string; hostname: string; pathname: string; search: string };
  timeoutMs?: number;
};

const noEffects: UiEffects = { toast: () => {}, alert: () => {}, timeoutDialog: () => {}, navigate: () => {} };

/** Spec §7 writes some paths without the leading slash (`api/cart/total`); both mean the same path. */
export function normalisePath(url: string): string {
  let path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The API base for this site host: `api_hosts[host]` (with port), then by hostname, else same origin. */
export function baseHostFor(apiHosts: Record<string, string>, host: string, hostname: string): string {
  const base = apiHosts[host] ?? apiHosts[hostname] ?? '';
  return base.replace(/\/+$/, '');
}

/** The store's activity calls (spec §1: the activity host), and nothing that merely starts with the word. */
const isActivityCall = (path: string) => path === '/api/activity' || path.startsWith('/api/activity/');

/** Form encoding the server's qs parser reads back: `params[0][goods_id]=1&ids[0]=3`. */
export const formEncode = (body: Record<string, unknown>): string =>
  stringify(body, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });

const browserLocation = () =>
  typeof window === 'undefined' ? { host: '', hostname: '', pathname: paths.home, search: '' } : window.location;

export function createApiClient(deps: ClientDeps = {}) {
  let effects = deps.effects ?? noEffects;
  let apiHosts = deps.apiHosts ?? {};
  let activityHosts = deps.activityHosts ?? {};
  const location = deps.location ?? browserLocation;
  const timeoutMs = deps.timeoutMs ?? Limits.REQUEST_TIMEOUT_MS;
  const pending = new Map<string, AbortController>();
  let fetchImpl = deps.fetch;
  // Cancel-repeated (spec §7) is one page's rule; a server rendering many pages at once turns it off.
  let cancelRepeated = true;

  function goToLogin() {
    const here = location();
    if (here.pathname === '/login') return;
    effects.navigate(paths.loginThen(here.pathname + here.search));
  }

  /** Spec §8, in order. Returns nothing: every branch ends in a rejection the caller may ignore. */
  function applyCatalogue(status: number, envelope: Envelope<unknown>, options: RequestOptions): ApiError {
    const code = envelope.code;
    const error = new ApiError(code >= 500 && code < 600 ? 'http' : 'business', code, envelope.msg, envelope);
    if (options.silent) return error;
    if (code === Code.LOGIN_REQUIRED || status === 401) {
      goToLogin();
    } else if (code === Code.CONTRACT_REQUIRED) {
      effects.toast('info', envelope.msg || Msg.CONTRACT_REQUIRED);
      effects.navigate(paths.contract);
    } else if (code === Code.VALIDATION && ownFieldErrors(envelope, options)) {
      options.fieldErrors!.show(ownFieldErrors(envelope, options)!);
    } else if (code === Code.VALIDATION) {
      effects.toast('error', envelope.errors ? firstMessage(envelope.errors) : envelope.msg || Msg.VALIDATION);
    } else if (code >= 500 && code < 600) {
      effects.toast('error', Msg.SERVER_BUSY);
    } else if (options.onBusinessError) {
      options.onBusinessError(envelope);
    } else {
      effects.alert(envelope.msg || Msg.SERVER_BUSY);
    }
    return error;
  }

  async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
    const path = normalisePath(url);
    const here = location();
    // Spec §1: the activity host of this site host serves the activity calls; a site host without one uses its API host.
    const base =
      (isActivityCall(path) && baseHostFor(activityHosts, here.host, here.hostname)) ||
      baseHostFor(apiHosts, here.host, here.hostname);
    const query = options.query ? stringify(options.query, { arrayFormat: 'indices', skipNulls: true }) : '';
    const target = `${base}${path}${query ? `?${query}` : ''}`;

    const controller = new AbortController();
    if (cancelRepeated && !options.multipart && !NEVER_CANCELLED_PATHS.includes(path)) {
      pending.get(path)?.abort('cancelled');
      pending.set(path, controller);
    }
    const onCallerAbort = () => controller.abort('cancelled');
    options.signal?.addEventListener('abort', onCallerAbort);

    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    let body: string | FormData | undefined;
    if (method !== 'GET') {
      // The server refuses state-changing calls without it (or a same-site Origin): CSRF defence.
      headers['x-requested-with'] = 'XMLHttpRequest';
      // fetch writes the multipart content-type itself, boundary included.
      if (options.multipart) {
        body = options.multipart;
      } else if (options.body) {
        headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        body = formEncode(options.body);
      }
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    // Rejects on its own, so a fetch that ignores the abort signal still times out.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort('timeout');
        effects.timeoutDialog();
        reject(new ApiError('timeout', 0, Msg.TIMEOUT));
      }, timeoutMs);
    });
    const cancelled = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => {
        if (controller.signal.reason === 'cancelled') reject(new ApiError('cancelled', 0, 'cancelled'));
      });
    });

    const send = fetchImpl ?? globalThis.fetch.bind(globalThis);
    try {
      const response = await Promise.race([
        send(target, { method, headers, body, credentials: 'include', signal: controller.signal }),
        timeout,
        cancelled,
      ]);
      const envelope = await Promise.race([readEnvelope(response), timeout, cancelled]);
      if (SUCCESS_CODES.includes(envelope.code) && response.ok) return envelope.data as T;
      throw applyCatalogue(response.status, envelope, options);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (controller.signal.aborted) {
        throw new ApiError(
          controller.signal.reason === 'timeout' ? 'timeout' : 'cancelled',
          0,
          String(controller.signal.reason),
        );
      }
      // Network failure (server down, connection reset): nothing the buyer can act on but a retry.
      if (!options.silent) effects.toast('error', Msg.SERVER_BUSY);
      throw new ApiError('network', 0, (error as Error).message);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      if (pending.get(path) === controller) pending.delete(path);
    }
  }

  return {
    request,
    get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
    post: <T>(url: string, body?: Record<string, unknown>, options?: RequestOptions) =>
      request<T>('POST', url, { ...options, body }),
    put: <T>(url: string, body?: Record<string, unknown>, options?: RequestOptions) =>
      request<T>('PUT', url, { ...options, body }),
    delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
    /** POST multipart/form-data (file uploads), with the same envelope handling. */
    postMultipart: <T>(url: string, form: FormData, options?: RequestOptions) =>
      request<T>('POST', url, { ...options, multipart: form }),
    setEffects: (next: UiEffects) => {
      effects = next;
    },
    setApiHosts: (next: Record<string, string>) => {
      apiHosts = next;
    },
    setActivityHosts: (next: Record<string, string>) => {
      activityHosts = next;
    },
    /** Server rendering: every call goes through `send` (the server answers it in-process), never cancelled. */
    serveInProcess: (send: typeof fetch) => {
      fetchImpl = send;
      cancelRepeated = false;
    },
  };
}

/** The 422's messages on the fields the caller's form has, or undefined when it names none of them. */
function ownFieldErrors(envelope: Envelope<unknown>, options: RequestOptions): FieldErrors | undefined {
  const wanted = options.fieldErrors?.fields ?? [];
  const own = Object.entries(envelope.errors ?? {}).filter(
    ([field, messages]) => wanted.includes(field) && messages?.length,
  );
  return own.length ? Object.fromEntries(own) : undefined;
}

/** A body that is not a JSON envelope (proxy error page, empty 502) is read by its HTTP status. */
async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  try {
    const json = (await response.json()) as Partial<Envelope<unknown>>;
    if (json && typeof json.code === 'number') return json as Envelope<unknown>;
  } catch {
    /* fall through */
  }
  const code = response.ok ? Code.SERVER_ERROR : response.status;
  return { code, msg: code >= 500 ? Msg.SERVER_BUSY : response.statusText, data: null };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client; providers call `api.setEffects(...)`, site config calls `api.setApiHosts(...)`. */
export const api = createApiClient();
