import { describe, expect, it } from 'vitest';
import { captchaImageUrl } from './captcha-image.ts';

describe('the captcha picture', () => {
  it('is the SVG as a base64 data URL, its UTF-8 text (a Chinese title) intact', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>验证码</title><path d="M0 0h9"/></svg>';
    const url = captchaImageUrl({ captcha_id: 'c1', svg });
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString('utf8')).toBe(svg);
  });
});
