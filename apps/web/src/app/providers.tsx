import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
// Under Vite 8 'antd/locale/zh_CN' silently stays English; the ES build path works.
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { storeTheme, themeCss } from './theme.ts';
import { UiEffectsBridge } from './ui-effects.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The client already told the buyer what went wrong; retrying would repeat the alert.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

// Our own stylesheets read the theme as CSS variables; React hoists this <style> into <head>.
const THEME_CSS = themeCss(storeTheme);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <style href="store-theme" precedence="default">
        {THEME_CSS}
      </style>
      <ConfigProvider locale={zhCN} theme={storeTheme}>
        <App>
          <UiEffectsBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
