import { useEffect } from 'react';
import { Msg } from '@store/shared/codes';
import { api } from '../api/client.ts';
import { getRouter } from './router.tsx';
import { useFeedback } from '../lib/feedback/feedback.tsx';

/** Wires the API client's UI effects to the store's toasts and dialogs (antd's, themed by the ConfigProvider). */
export function UiEffectsBridge() {
  const { message, modal } = useFeedback();
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
