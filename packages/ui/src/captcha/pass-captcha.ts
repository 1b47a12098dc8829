import type { CaptchaChallenge } from '@store/shared/api/user';

/** What the login sends with its retry: the challenge's id and the number found, or 腾讯云天御's randstr and ticket. */
export type CaptchaAnswer = { captcha_id: string; captcha: string };

type TencentResult = { ret: number; ticket?: string; randstr?: string };
type TencentCaptcha = new (appId: string, callback: (result: TencentResult) => void) => { show(): void };

const TENCENT_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js';
let tencentScript: Promise<TencentCaptcha> | undefined;

/** Tencent's widget script, loaded the first time a login is asked for the captcha. */
function loadTencent(): Promise<TencentCaptcha> {
  tencentScript ??= new Promise<TencentCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TENCENT_SCRIPT;
    script.onload = () => {
      const widget = (window as unknown as { TencentCaptcha?: TencentCaptcha }).TencentCaptcha;
      if (widget) resolve(widget);
      else reject(new Error('captcha widget missing'));
    };
    script.onerror = () => reject(new Error('captcha widget unavailable'));
    document.head.append(script);
  }).catch((error: unknown) => {
    tencentScript = undefined;
    throw error;
  });
  return tencentScript;
}

/** The proof of work, searched in a worker (pow-worker.ts); rejects when no number fits. */
function solveInWorker(challenge: Extract<CaptchaChallenge, { provider: 'pow' }>): Promise<CaptchaAnswer> {
  const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CaptchaAnswer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<number | undefined>) =>
      event.data === undefined
        ? reject(new Error('no answer'))
        : resolve({ captcha_id: challenge.captcha_id, captcha: String(event.data) });
    worker.onerror = () => reject(new Error('captcha worker failed'));
    const { algorithm, salt, max_number } = challenge;
    worker.postMessage({ algorithm, salt, challenge: challenge.challenge, max_number });
  }).finally(() => worker.terminate());
}

/** Passes the captcha the server handed out (ADR 012); rejects when the widget was closed or failed. */
export async function passCaptcha(challenge: CaptchaChallenge): Promise<CaptchaAnswer> {
  if (challenge.provider === 'pow') return solveInWorker(challenge);
  const Widget = await loadTencent();
  return new Promise<CaptchaAnswer>((resolve, reject) => {
    new Widget(challenge.app_id, ({ ret, ticket, randstr }) =>
      ret === 0 && ticket && randstr ? resolve({ captcha_id: randstr, captcha: ticket }) : reject(new Error('closed')),
    ).show();
  });
}
