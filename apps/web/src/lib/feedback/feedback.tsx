import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';
import type { FeedbackApis } from './feedback-holders.tsx';

import { lazyAntd } from '../antd-scope/lazy-antd.ts';

const FeedbackHolders = lazyAntd(() => import('./feedback-holders.tsx'));

type Toast = (content: ReactNode) => void;
type Dialog = (config: ModalFuncProps) => { destroy: () => void };
export type Feedback = {
  message: { success: Toast; warning: Toast; error: Toast };
  modal: { confirm: Dialog; info: Dialog; success: Dialog; warning: Dialog };
};

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * Toasts and dialogs (antd's message and Modal through their hooks, so they take the theme and locale), loaded
 * with the first toast or dialog a page shows: antd's App brought Modal, message and notification (~15 kB gzip
 * and their styles) into every first page, where most visits show none.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const apis = useRef<FeedbackApis | null>(null);
  const queue = useRef<((apis: FeedbackApis) => void)[]>([]);
  const [wanted, setWanted] = useState(false);

  const run = useCallback((call: (apis: FeedbackApis) => void) => {
    if (apis.current) return call(apis.current);
    queue.current.push(call);
    setWanted(true);
  }, []);

  const onReady = useCallback((ready: FeedbackApis) => {
    apis.current = ready;
    for (const call of queue.current.splice(0)) call(ready);
  }, []);

  const value = useMemo<Feedback>(() => {
    const toast =
      (kind: keyof Feedback['message']): Toast =>
      (content) =>
        run((ready) => void ready.message[kind](content));
    const dialog =
      (kind: keyof Feedback['modal']): Dialog =>
      (config) => {
        // Destroying a dialog that is still loading means it never opens.
        let destroyed = false;
        let opened: { destroy: () => void } | undefined;
        run((ready) => {
          if (!destroyed) opened = ready.modal[kind](config);
        });
        return {
          destroy: () => {
            destroyed = true;
            opened?.destroy();
          },
        };
      };
    return {
      message: { success: toast('success'), warning: toast('warning'), error: toast('error') },
      modal: {
        confirm: dialog('confirm'),
        info: dialog('info'),
        success: dialog('success'),
        warning: dialog('warning'),
      },
    };
  }, [run]);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={onReady} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}
