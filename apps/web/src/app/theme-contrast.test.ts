import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast.ts';
import { storeTheme } from './theme.ts';

// WCAG AA for body text: every text token the store prints must reach 4.5:1 on each ground it is printed
// on. axe-core found 92 low-contrast nodes on the home and list pages when the red, the error red and the
// tertiary grey were lighter; this keeps a later palette change from bringing them back.
const AA = 4.5;
const token = theme.getDesignToken(storeTheme) as unknown as Record<string, string>;
const grounds = ['colorBgContainer', 'colorBgLayout', 'colorFillAlter'];

describe('WCAG contrast ratio', () => {
  it('is 21 for black on white, 1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e1251b', '#e1251b')).toBe(1);
  });

  it('matches published values: #767676 on white is the lightest AA grey, #999 is far below', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#999999', '#f4f4f4')).toBeCloseTo(2.59, 2);
  });
});

describe('the theme’s text colours against their grounds', () => {
  const text = ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorPrimary', 'colorLink', 'colorError'];
  // The pale red band (prices, the chosen address) carries the neutral and brand texts; the error red
  // sits on its own pale ground in alerts.
  const pairs = [
    ...text.flatMap((fg) => grounds.map((bg) => [fg, bg] as const)),
    ...text.filter((fg) => fg !== 'colorError').map((fg) => [fg, 'colorPrimaryBg'] as const),
    ['colorError', 'colorErrorBg'] as const,
  ];

  it.each(pairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(token[fg]!, token[bg]!)).toBeGreaterThanOrEqual(AA);
  });

  // Filled buttons and badges: white text on the brand red (primary buttons) and the error red (danger ones).
  it.each(['colorPrimary', 'colorError'])('white text on %s reaches 4.5:1', (bg) => {
    expect(contrastRatio(token.colorTextLightSolid!, token[bg]!)).toBeGreaterThanOrEqual(AA);
  });

  // Accents the stylesheets print text in: the price tip 登录可见 and expiry dates (orange-8, on white or
  // their pale orange tag), the cart's
  // ladder and 满减 hints (volcano-7), the white OTC乙 badge on green-8.
  it.each([
    ['orange8', 'colorBgContainer'],
    ['orange8', 'colorPrimaryBg'],
    ['orange8', 'orange1'],
    ['volcano7', 'colorBgContainer'],
    ['colorTextLightSolid', 'green8'],
  ])('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(token[fg]!, token[bg]!)).toBeGreaterThanOrEqual(AA);
  });
});
