/**
 * pino's shape, so app.log fits. External providers (SMS, WeChat) write their own answer codes here for
 * the operator; the buyer only ever sees the Chinese message of the AppError.
 */
export type ProviderLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};
