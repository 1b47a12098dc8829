/** The store theme's CSS variables (`:root{--ant-…}`), computed when the app is built (vite.config.ts). */
declare const __STORE_THEME_CSS__: string;
