import { MESSAGE_DISMISS_MS, type Message, type MessageStatus } from '@trailside/domain/messages/message';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface MessageContextValue {
  message: Message | null;
  showMessage: (status: MessageStatus, text: string) => void;
  clearMessage: () => void;
}

const MessageContext = createContext<MessageContextValue | null>(null);

/** Holds the one transient message of the app; each message clears itself after 3 seconds (spec section 4). */
export function MessageProvider({ children }: { children: ReactNode }) {
  // A fresh object per call, so showing the same text twice restarts the timer.
  const [message, setMessage] = useState<Message | null>(null);
  const showMessage = useCallback((status: MessageStatus, text: string) => setMessage({ status, text }), []);
  const clearMessage = useCallback(() => setMessage(null), []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(clearMessage, MESSAGE_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [message, clearMessage]);

  const value = useMemo(() => ({ message, showMessage, clearMessage }), [message, showMessage, clearMessage]);
  return <MessageContext.Provider value={value}>{children}</MessageContext.Provider>;
}

export function useMessage(): MessageContextValue {
  const value = useContext(MessageContext);
  if (!value) throw new Error('useMessage must be used inside <MessageProvider>');
  return value;
}
