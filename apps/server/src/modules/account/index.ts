export { endSessions, findAccount, mobileTaken } from './repo.ts';
export { isUniqueViolation } from './service.ts';
export { CODE_INVALID, useCode } from './sms-codes.ts';
