import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
// Under Vite 8 'antd/locale/zh_CN' silently stays English; the ES build path works.
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePrefersReducedMotion, withMotionSetting } from '@store/ui/reduced-motion';
import { setClientEffects } from '../api/client.ts';
import { STAFF_ME_KEY } from '../api/use-staff.ts';
import { loginThen } from '../lib/safe-target.ts';

export const queryClient = new QueryClient({
  // The client has already shown what went wrong; a retry would show it again.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

type Navigate = (to: string) => void;

/** Wires the client's toasts to antd's message and its 10001 to the login page (the session ended). */
function ClientEffects({ navigate }: { navigate: Navigate }) {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setClientEffects({
      toast: (text) => void message.error(text),
      onLoginRequired: () => {
        queryClient.removeQueries({ queryKey: STAFF_ME_KEY });
        const here = window.location.pathname.replace(/^\/admin/, '') || '/';
        navigate(loginThen(here + window.location.search));
      },
    });
  }, [message, navigate]);
  return null;
}

/** `<html data-interactive>` once the console has rendered: the browser tests wait for it, as in the store. */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

/** Without antd's motion for staff who asked their system to reduce it. */
const STILL_THEME = withMotionSetting({}, true);

export function Providers({ children, navigate }: { children: ReactNode; navigate: Navigate }) {
  const still = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={still ? STILL_THEME : undefined}>
        <AntApp>
          <ClientEffects navigate={navigate} />
          <MarkInteractive />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
