import { describe, expect, it } from 'vitest';
import { AccountRefusal } from '@store/shared/codes';
import { logIn, LoginRefused, type LoginAttempt } from './login-flow.ts';

const ASKED = AccountRefusal.CAPTCHA_REQUIRED;
const WRONG = AccountRefusal.CAPTCHA_WRONG;
const ANSWER = { captcha_id: 'c1', captcha: '4711' };

/** A login that answers each try in turn (undefined: logged in), recording what was posted and shown. */
function scene(answers: (LoginRefused | Error | undefined)[], captcha: typeof ANSWER | null = ANSWER) {
  const posted: LoginAttempt[] = [];
  const shown: string[] = [];
  let needed = false;
  let captchas = 0;
  const steps = {
    login: async (attempt: LoginAttempt) => {
      posted.push(attempt);
      const answer = answers.shift();
      if (answer) throw answer;
    },
    answerCaptcha: async () => {
      captchas++;
      return captcha;
    },
    captchaNeeded: () => void (needed = true),
    onError: (text: string) => void shown.push(text),
  };
  return { steps, posted, shown, needed: () => needed, captchas: () => captchas };
}

const account = { username: ' demo_buyer ', password: 'pw' };

describe('logIn', () => {
  it('logs in with the trimmed account and no captcha when none is asked for', async () => {
    const s = scene([undefined]);
    expect(await logIn(account, false, s.steps)).toBe(true);
    expect(s.posted).toEqual([{ username: 'demo_buyer', password: 'pw' }]);
    expect(s.captchas()).toBe(0);
  });

  it('passes the captcha and tries again at once when the server asks for it the first time', async () => {
    const s = scene([new LoginRefused(ASKED.code, ASKED.msg), undefined]);
    expect(await logIn(account, false, s.steps)).toBe(true);
    expect(s.posted).toEqual([
      { username: 'demo_buyer', password: 'pw' },
      { username: 'demo_buyer', password: 'pw', ...ANSWER },
    ]);
    expect(s.needed()).toBe(true);
  });

  it('shows a refused answer and waits for the next press instead of trying again', async () => {
    const s = scene([new LoginRefused(WRONG.code, WRONG.msg)]);
    expect(await logIn(account, true, s.steps)).toBe(false);
    expect(s.posted).toHaveLength(1);
    expect(s.shown.at(-1)).toBe(WRONG.msg);
    expect(s.needed()).toBe(true);
  });

  it('asks again at most once a press when the retry is asked for the captcha too', async () => {
    const s = scene([new LoginRefused(ASKED.code, ASKED.msg), new LoginRefused(ASKED.code, ASKED.msg)]);
    expect(await logIn(account, false, s.steps)).toBe(false);
    expect(s.posted).toHaveLength(2);
    expect(s.captchas()).toBe(1);
  });

  it('shows a wrong password beside the form and asks for no captcha', async () => {
    const s = scene([new LoginRefused(601, '账号或密码错误')]);
    expect(await logIn(account, false, s.steps)).toBe(false);
    expect(s.shown.at(-1)).toBe('账号或密码错误');
    expect(s.needed()).toBe(false);
  });

  it('shows nothing for a failure the app has already told (a toast of its client)', async () => {
    const s = scene([new Error('network')]);
    expect(await logIn(account, false, s.steps)).toBe(false);
    expect(s.shown).toEqual(['']);
  });

  it('posts nothing when the captcha was not passed', async () => {
    const s = scene([], null);
    expect(await logIn(account, true, s.steps)).toBe(false);
    expect(s.posted).toEqual([]);
  });
});
