import { AccountRefusal } from '@store/shared/codes';
import type { CaptchaAnswer } from './captcha/pass-captcha.ts';

export type Credentials = { username: string; password: string };
/** What a login posts: the account, and after repeated failures the captcha's answer. */
export type LoginAttempt = Credentials & Partial<CaptchaAnswer>;

/** A refusal the form shows beside itself (wrong password, account locked, captcha asked for). */
export class LoginRefused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'LoginRefused';
  }
}

const ASKS_FOR_CAPTCHA: number[] = [AccountRefusal.CAPTCHA_REQUIRED.code, AccountRefusal.CAPTCHA_WRONG.code];

export type LoginSteps = {
  /** Tries the login; rejects with a LoginRefused to show, anything else the app has shown already. */
  login: (attempt: LoginAttempt) => Promise<unknown>;
  /** The captcha's answer, or null when it was not passed (the step has said why). */
  answerCaptcha: () => Promise<CaptchaAnswer | null>;
  /** From now on every try needs the captcha. */
  captchaNeeded: () => void;
  onError: (text: string) => void;
};

/**
 * One press of 登录: with the captcha's answer once the server asks for it (605/606 after repeated failures,
 * ADR 012). Asked for the first time, it passes the captcha and tries again at once, without a second press;
 * a refused answer (606) waits for the next press. Resolves whether the account is now logged in.
 */
export async function logIn(values: Credentials, withCaptcha: boolean, steps: LoginSteps): Promise<boolean> {
  steps.onError('');
  const answer = withCaptcha ? await steps.answerCaptcha() : {};
  if (!answer) return false;
  try {
    await steps.login({ username: values.username.trim(), password: values.password, ...answer });
    return true;
  } catch (failure) {
    if (!(failure instanceof LoginRefused)) return false;
    steps.onError(failure.message);
    if (!ASKS_FOR_CAPTCHA.includes(failure.code)) return false;
    steps.captchaNeeded();
    if (withCaptcha || failure.code !== AccountRefusal.CAPTCHA_REQUIRED.code) return false;
    return logIn(values, true, steps);
  }
}
