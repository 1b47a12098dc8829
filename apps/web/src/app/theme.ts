import type { ThemeConfig } from 'antd';

/**
 * The one source of the store's colours and type. antd components read it through the ConfigProvider;
 * our own CSS reads the same tokens as CSS variables named the way antd names them (`colorTextSecondary`
 * → `--ant-color-text-secondary`, `orange6` → `--ant-orange-6`), written to :root by <ThemeVariables>.
 * Stylelint refuses a raw hex colour in any stylesheet, and ESLint in any script but this one.
 */
export const storeTheme: ThemeConfig = {
  token: {
    // Red and blue accents like the wholesale stores buyers already use (京东医药, 药师帮). The red, the
    // error red and the tertiary grey are darkened just enough for 4.5:1 (WCAG AA) on every ground they are
    // read on, the grey top bar and the pale red price band included (theme-contrast.test.ts).
    colorPrimary: '#d7231a',
    colorError: '#c93d3e',
    colorLink: '#1f5fbf',
    colorInfo: '#1f5fbf',
    // Dense pages in the greys of those stores.
    colorText: '#333',
    colorTextSecondary: '#666',
    colorTextTertiary: '#6e6e6e',
    colorTextQuaternary: '#ccc',
    colorBorderSecondary: '#e8e8e8',
    colorBgLayout: '#f4f4f4',
    colorFillAlter: '#fafafa',
    borderRadius: 2,
    fontFamily: '"Microsoft YaHei", "PingFang SC", "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif',
    fontSize: 13,
  },
};

/** Colours antd has no token for: other brands' own, and the dark and earthy grounds of some banners. */
const storeColours = {
  wechat: '#07c160',
  ink: '#2b2f3a',
  'herbal-dark': '#5b3a12',
  herbal: '#8b5a2b',
  'herbal-light': '#b7813f',
};

const kebab = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();
const isColour = (value: unknown): value is string => typeof value === 'string' && /^(#|rgba?\()/.test(value);

/** antd's `theme.getDesignToken`: the build passes it from antd's CommonJS build, tests from antd. */
export type DesignTokenOf = (config?: ThemeConfig) => object;

/**
 * `:root { --ant-…: …; --store-…: … }`: every colour token of the theme, its font family and base size.
 * Computed when the app is built (vite.config.ts, as `__STORE_THEME_CSS__`), so no page carries antd's theme
 * algorithm to compute it again.
 */
export function themeCss(designTokenOf: DesignTokenOf, config: ThemeConfig = storeTheme): string {
  const token = designTokenOf(config) as Record<string, unknown>;
  const lines = Object.entries(token)
    // antd lists each preset colour twice (orange6 and orange-6); one spelling is enough.
    .filter(([name, value]) => isColour(value) && !name.includes('-'))
    .map(([name, value]) => `--ant-${kebab(name)}:${String(value)};`);
  lines.push(`--ant-font-family:${token.fontFamily as string};`, `--ant-font-size:${token.fontSize as number}px;`);
  for (const [name, value] of Object.entries(storeColours)) lines.push(`--store-${name}:${value};`);
  return `:root{${lines.join('')}}`;
}
