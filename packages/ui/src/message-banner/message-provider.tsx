import { dismissAfterMs, type Message, type MessageStatus } from '@trailside/domain/messages/message';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

interface MessageContextValue {
  message: Message | null;
  showMessage: ShowMessage;
  clearMessage: () => void;
}

/** Shows a message in the banner; `brief` makes an error go after 3 seconds too (see dismissAfterMs). */
export type ShowMessage = (status: MessageStatus, text: string, options?: Pick<Message, 'brief'>) => void;

/** Where the app's one transient message is kept, so code outside React (the query client) can show one too. */
export interface MessageStore {
  get(): Message | null;
  show: ShowMessage;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createMessageStore(): MessageStore {
  let message: Message | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Message | null) => {
    message = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => message,
    // A fresh object per call, so showing the same text twice restarts the timer.
    show: (status, text, options) => set({ status, text, ...options }),
    clear: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const MessageContext = createContext<MessageContextValue | null>(null);

const noMessage = () => null;

/**
 * Holds the one transient message of the app. A success clears itself after 3 seconds (spec section 4); an error
 * stays until the person dismisses it or another message replaces it (dismissAfterMs).
 */
export function MessageProvider({ store, children }: { store?: MessageStore; children: ReactNode }) {
  const [messages] = useState(() => store ?? createMessageStore());
  const message = useSyncExternalStore(messages.subscribe, messages.get, noMessage);

  useEffect(() => {
    const delay = message && dismissAfterMs(message);
    if (!delay) return;
    const timer = window.setTimeout(messages.clear, delay);
    return () => window.clearTimeout(timer);
  }, [message, messages]);

  const value = useMemo(() => ({ message, showMessage: messages.show, clearMessage: messages.clear }), [message, messages]);
  return <MessageContext.Provider value={value}>{children}</MessageContext.Provider>;
}

export function useMessage(): MessageContextValue {
  const value = useContext(MessageContext);
  if (!value) throw new Error('useMessage must be used inside <MessageProvider>');
  return value;
}
