import type { CaptchaChallenge } from './api/user.ts';

/**
 * A captcha challenge's SVG as an `<img>` data URL, for the store's and the console's login: shown as a picture,
 * never inserted into the page's markup, so nothing in the SVG can run. A module of its own: the login pages take
 * it without the API schemas beside the challenge's type.
 */
export const captchaImageUrl = ({ svg }: CaptchaChallenge): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
};
