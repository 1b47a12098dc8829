/**
 * WCAG 2.x contrast ratio of two opaque colours (`#rgb` or `#rrggbb`), 1 to 21. AA asks 4.5 for body text;
 * the theme's text tokens are held to it by app/theme-contrast.test.ts, the same sum axe-core computes.
 */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Relative luminance: each sRGB channel linearised, weighted by how bright the eye sees it. */
function luminance(colour: string): number {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) throw new Error(`not an opaque hex colour: ${colour}`);
  const digits = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
