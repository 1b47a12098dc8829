import { Limits, Msg, SUCCESS_CODES } from '@store/shared/codes';
import type { Envelope } from '@store/shared/api/envelope';
import { firstMessage } from '@store/shared/api/validation';
import { ApiError } from './client.ts';

/**
 * Sends one file as multipart/form-data (field `file`): the console's client speaks form-encoded bodies
 * only. Answers the envelope's data, or throws ApiError with the server's message as the client does.
 */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
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
      signal: AbortSignal.timeout(Limits.REQUEST_TIMEOUT_MS * 2),
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
