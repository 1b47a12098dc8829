import { RequestRefusal, type Refusal } from '@store/shared/codes';
import type { FieldErrors } from '@store/shared/api/envelope';

/** What a catalogue entry's message template needs: nothing for a fixed text, the template's data otherwise. */
type MessageData<R extends Refusal> = R['msg'] extends (...data: infer Data) => string ? Data : [];

/**
 * The one error type services throw, built only from an entry of the error catalogue
 * (`@store/shared/codes`), so every code, message and status is written there once:
 * `new AppError(OrderRefusal.STOCK_SHORT, name, stock, unit)`. The error handler turns it into the
 * envelope `{ code, msg, data: null }` with `status` as the HTTP status.
 */
export class AppError<R extends Refusal = Refusal> extends Error {
  readonly code: number;
  readonly status: number;
  readonly errors?: FieldErrors;

  constructor(refusal: R, ...data: MessageData<R>) {
    const { msg } = refusal;
    super(typeof msg === 'string' ? msg : (msg as (...args: unknown[]) => string)(...data));
    this.name = 'AppError';
    this.code = refusal.code;
    this.status = refusal.status;
  }
}

/** Bad input named per field (HTTP 422): the one refusal that carries `errors`. */
export class InputError extends AppError<typeof RequestRefusal.VALIDATION> {
  constructor(
    readonly errors: FieldErrors,
    message = Object.values(errors)[0]?.[0],
  ) {
    super(RequestRefusal.VALIDATION, message);
  }
}

export const loginRequired = () => new AppError(RequestRefusal.LOGIN_REQUIRED);
export const forbidden = (msg?: string) => new AppError(RequestRefusal.FORBIDDEN, msg);
/** Another buyer's row answers exactly like a missing one. */
export const notFound = (msg?: string) => new AppError(RequestRefusal.NOT_FOUND, msg);
/** `message` only where the envelope's msg says more than the first field error. */
export const invalid = (errors: FieldErrors, message?: string) => new InputError(errors, message);
