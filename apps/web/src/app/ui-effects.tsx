import { useEffect } from 'react';
import { App } from 'antd';
import { Msg } from '@store/shared/codes';
import { api } from '../api/client.ts';
import { getRouter } from './router.tsx';

/** Wires the API client's UI effects to antd's message and modal (they need the ConfigProvider context). */
export function UiEffectsBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    // Several calls can time out together; one dialog is enough.
    let timeoutOpen = false;
    api.setEffects({
      toast: (kind, text) => void (kind === 'error' ? message.error(text) : message.warning(text)),
      alert: (text) => void modal.warning({ title: Msg.TIMEOUT_TITLE, content: text }),
      timeoutDialog: () => {
        if (timeoutOpen) return;
        timeoutOpen = true;
        modal.warning({
          title: Msg.TIMEOUT_TITLE,
          content: Msg.TIMEOUT,
          okText: Msg.REFRESH,
          onOk: () => window.location.reload(),
          afterClose: () => {
            timeoutOpen = false;
          },
        });
      },
      navigate: (to) => void getRouter().navigate(to),
    });
  }, [message, modal]);
  return null;
}
