import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptchaChallenge } from '@store/shared/api/user';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import type { CaptchaProof } from './throttle.ts';

const TTL_MS = 5 * 60_000;
// Characters a buyer cannot tell apart in a distorted image are left out.
const OPTIONS = {
  size: 4,
  ignoreChars: '0oO1iIlL',
  noise: 2,
  color: true,
  width: 120,
  height: 40,
  background: '#f5f5f5',
};

/** The stored form of an answer: tied to its captcha id, case-insensitive, never the answer itself. */
export const captchaAnswerHash = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');

/** A new graphic captcha: the SVG to show and the id the login sends back with the answer. */
export async function createCaptcha(db: Db): Promise<CaptchaChallenge> {
  const { default: svgCaptcha } = await import('svg-captcha'); // loaded by the first captcha, not at start
  const { text, data } = svgCaptcha.create(OPTIONS);
  const id = randomBytes(18).toString('base64url');
  await repo.insertCaptcha(db, {
    id,
    answerHash: captchaAnswerHash(id, text),
    expiresAt: new Date(Date.now() + TTL_MS),
  });
  return { captcha_id: id, svg: data };
}

/** True when the answer matches a live captcha. The captcha is used up either way, so each image gets one guess. */
export async function solveCaptcha(db: Db, id: string, answer: string): Promise<boolean> {
  const stored = await repo.takeCaptcha(db, id);
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(captchaAnswerHash(id, answer), 'hex'));
}

/** The captcha a login body brings, checked only when the throttle asks for it. */
export const captchaProof = (
  db: Db,
  body: { captcha_id?: string | undefined; captcha?: string | undefined },
  _ip: string,
): CaptchaProof => ({
  present: Boolean(body.captcha_id && body.captcha),
  solve: () => solveCaptcha(db, body.captcha_id ?? '', body.captcha ?? ''),
});
