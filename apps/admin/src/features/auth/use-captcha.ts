import { useState } from 'react';
import type { CaptchaChallenge } from '@store/shared/api/user';
import { api } from '../../api/client.ts';

/** GET /api/admin/auth/captcha, fetched when the server asks for one (605/606); each image is good for one try. */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const load = async () =>
    setChallenge(await api.get<CaptchaChallenge>('/api/admin/auth/captcha', { quiet: true }).catch(() => null));
  return { challenge, load };
}
