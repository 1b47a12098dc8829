import { Limits, Msg, SUCCESS_CODES } from '@store/shared/codes';
import type { Envelope } from '@store/shared/api/envelope';
import { firstMessage } from '@store/shared/api/validation';
import { ApiError } from './client.ts';

/**
 * Sends one file as multipart/form-data (field `file`, with any text `fields` beside it): the console's
 * client speaks form-encoded bodies only. Answers the envelope's data, or throws ApiError with the
 * server's message as the client does. It waits twice the client's usual time, or `timeoutMs` for an upload
 * the server works on longer (a goods import of 50,000 rows).
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
  { timeoutMs = Limits.REQUEST_TIMEOUT_MS * 2 }: { timeoutMs?: number } = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  let envelope: Envelope<unknown>;
  let ok = false;
  try {
    const response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      // The server's CSRF check asks for it on every state change.
      headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    ok = response.ok;
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    envelope = { code: 0, msg: Msg.SERVER_BUSY, data: null };
  }
  if (ok && SUCCESS_CODES.includes(envelope.code)) return envelope.data as T;
  const message = envelope.errors ? firstMessage(envelope.errors) : envelope.msg || Msg.SERVER_BUSY;
  throw new ApiError(envelope.code, message, envelope);
}
