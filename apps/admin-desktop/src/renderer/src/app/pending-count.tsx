import { useAuth } from '@trailside/ui/auth/auth-provider';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface PendingCountValue {
  count: number | null;
  setCount: (count: number | null) => void;
}

const PendingCountContext = createContext<PendingCountValue | null>(null);

function notification(added: number) {
  return {
    title: 'New in the Inbox',
    body: `${added} new ${added === 1 ? 'comment or testimonial waits' : 'comments or testimonials wait'} for your approval.`,
    view: 'inbox' as const,
  };
}

/**
 * How many items wait in the Inbox, once the Inbox knows (null until then). The count goes to the
 * sidebar, the window title and the app badge; when it grows, a desktop notification says so (the main
 * process shows it only while the console is in the background).
 */
export function PendingCountProvider({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const [count, setCount] = useState<number | null>(null);
  const previous = useRef<number | null>(null);

  // A count belongs to the person signed in.
  if (session === null && count !== null) setCount(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    void window.api.setPendingCount(count ?? 0);
    if (before !== null && count !== null && count > before) void window.api.notify(notification(count - before));
  }, [count]);

  const value = useMemo(() => ({ count, setCount }), [count]);
  return <PendingCountContext.Provider value={value}>{children}</PendingCountContext.Provider>;
}

function usePendingCountContext(): PendingCountValue {
  const value = useContext(PendingCountContext);
  if (!value) throw new Error('usePendingCount must be used inside <PendingCountProvider>');
  return value;
}

/** The Inbox's pending count for display; null while unknown. */
export function usePendingCount(): number | null {
  return usePendingCountContext().count;
}

/** For the Inbox feature: report how many items wait (undefined while its query loads changes nothing). */
export function useReportPendingCount(count: number | null | undefined): void {
  const { setCount } = usePendingCountContext();
  useEffect(() => {
    if (count !== undefined) setCount(count);
  }, [count, setCount]);
}
