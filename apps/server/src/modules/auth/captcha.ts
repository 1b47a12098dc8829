import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaChallenge } from '@store/shared/api/user';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { TencentCaptchaVerifier } from '../../lib/captcha-tencent.ts';
import type { ProviderLog } from '../../lib/provider-log.ts';
import type { TencentTransport } from '../../lib/sms-tencent.ts';
import * as repo from './repo.ts';
import type { CaptchaProof } from './throttle.ts';

/** The challenge a login must pass after repeated failures, from CAPTCHA_PROVIDER (ADR 012). */
export type Captcha = {
  challenge(db: Db): Promise<CaptchaChallenge>;
  /** The answer a login body brings, checked only when the throttle asks for it; each answer opens one try. */
  proof(db: Db, body: { captcha_id?: string; captcha?: string }, ip: string): CaptchaProof;
};

const TTL_MS = 5 * 60_000;
/** The development stand-in's proof of work: solved at once, so it only shows the flow (refused in production). */
export const DEV_POW_MAX_NUMBER = 2_000;

/** The stored form of an answer: tied to its challenge id, never the answer itself. */
export const captchaAnswerHash = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');

/**
 * A proof-of-work challenge: a secret number n ≤ maxNumber, and sha256(salt + n) for the client to search
 * for (pow.ts). Only n's hash is kept, for 5 minutes and one try.
 */
export async function createPowChallenge(db: Db, maxNumber: number): Promise<CaptchaChallenge> {
  const id = randomBytes(18).toString('base64url');
  const salt = randomBytes(12).toString('hex');
  const secret = randomInt(0, maxNumber + 1);
  await repo.insertCaptcha(db, {
    id,
    answerHash: captchaAnswerHash(id, String(secret)),
    expiresAt: new Date(Date.now() + TTL_MS),
  });
  const challenge = createHash('sha256').update(`${salt}${secret}`).digest('hex');
  return { provider: 'pow', captcha_id: id, algorithm: 'SHA-256', salt, challenge, max_number: maxNumber };
}

/** True when the answer matches a live challenge. The challenge is used up either way: one guess each. */
export async function solveCaptcha(db: Db, id: string, answer: string): Promise<boolean> {
  const stored = await repo.takeCaptcha(db, id);
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(captchaAnswerHash(id, answer), 'hex'));
}

const present = (body: { captcha_id?: string; captcha?: string }) => Boolean(body.captcha_id && body.captcha);

/** `transport` is for tests only: Tencent's API reached through a local stand-in. */
export function createCaptcha(config: Config, log?: ProviderLog, transport?: TencentTransport): Captcha {
  if (config.CAPTCHA_PROVIDER === 'tencent') {
    const verifier = new TencentCaptchaVerifier(
      {
        secretId: config.TENCENT_CAPTCHA_SECRET_ID,
        secretKey: config.TENCENT_CAPTCHA_SECRET_KEY,
        appId: config.TENCENT_CAPTCHA_APP_ID,
        appSecretKey: config.TENCENT_CAPTCHA_APP_SECRET_KEY,
        endpoint: config.TENCENT_CAPTCHA_ENDPOINT,
      },
      log,
      transport,
    );
    return {
      challenge: async () => ({ provider: 'tencent', captcha_id: '', app_id: config.TENCENT_CAPTCHA_APP_ID }),
      // The widget's randstr comes as captcha_id, its ticket as captcha.
      proof: (_db, body, ip) => ({
        present: present(body),
        solve: () => verifier.verify(body.captcha ?? '', body.captcha_id ?? '', ip),
      }),
    };
  }
  const maxNumber = config.CAPTCHA_PROVIDER === 'pow' ? config.CAPTCHA_POW_MAX_NUMBER : DEV_POW_MAX_NUMBER;
  return {
    challenge: (db) => createPowChallenge(db, maxNumber),
    proof: (db, body) => ({
      present: present(body),
      solve: () => solveCaptcha(db, body.captcha_id ?? '', body.captcha ?? ''),
    }),
  };
}
