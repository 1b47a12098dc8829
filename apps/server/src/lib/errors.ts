import { Code, Msg } from '@store/shared/codes';
import type { FieldErrors } from '@store/shared/api/envelope';

/**
 * The one error type services throw. The error handler turns it into the envelope
 * `{ code, msg, data: null }` with `status` as the HTTP status.
 * Business refusals use codes ≥ 600 with a Chinese message.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 400,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const loginRequired = () => new AppError(Code.LOGIN_REQUIRED, Msg.LOGIN_REQUIRED, 401);
export const forbidden = (msg: string = Msg.FORBIDDEN) => new AppError(Code.FORBIDDEN, msg, 403);
/** Another buyer's row answers exactly like a missing one. */
export const notFound = (msg: string = Msg.NOT_FOUND) => new AppError(Code.NOT_FOUND, msg, 404);
export const invalid = (errors: FieldErrors) =>
  new AppError(Code.VALIDATION, Object.values(errors)[0]?.[0] ?? Msg.VALIDATION, 422, errors);
