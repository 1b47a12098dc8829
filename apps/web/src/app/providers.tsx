import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
// Under Vite 8 'antd/locale/zh_CN' silently stays English; the ES build path works.
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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

const theme = {
  token: {
    colorPrimary: '#e1251b',
    colorLink: '#1f5fbf',
    borderRadius: 2,
    fontFamily: '"Microsoft YaHei", "PingFang SC", "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif',
    fontSize: 13,
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={theme}>
        <App>
          <UiEffectsBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
