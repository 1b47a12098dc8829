export type { Captcha } from './captcha.ts';
export { type ClientInfo, login, LOGIN_FAILED, logout, startSession } from './service.ts';
export { accountKey, assertAddressMayTry, passwordWasRight, recordFailure, reserveLoginAttempt } from './throttle.ts';
