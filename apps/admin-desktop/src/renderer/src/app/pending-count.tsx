import { useAuth } from '@trailside/ui/auth/auth-provider';
import { useModerationSummary } from '@trailside/ui/moderation/api/get-moderation-summary';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { arrivalsSince, type SeenSummary } from './pending-arrivals';

/** How often the console asks whether anything new waits (GET /api/moderation/summary, a 304 while nothing moved). */
export const PENDING_POLL_MS = 5000;

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
 * How many items wait in the Inbox (null until known). The count goes to the sidebar, the window title and
 * the app badge.
 */
export function PendingCountProvider({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const [count, setCount] = useState<number | null>(null);

  // A count belongs to the person signed in.
  if (session === null && count !== null) setCount(null);

  useEffect(() => {
    void window.api.setPendingCount(count ?? 0);
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

/** Reports how many items wait (undefined while loading changes nothing). */
export function useReportPendingCount(count: number | null | undefined): void {
  const { setCount } = usePendingCountContext();
  useEffect(() => {
    if (count !== undefined) setCount(count);
  }, [count, setCount]);
}

/**
 * For the staff area, whatever view is open: polls the moderation summary with its ETag, so the count is right
 * everywhere (the Inbox's own decisions update it at once), and asks for a desktop notification when new items
 * arrive (the main process shows it only while the console is in the background).
 */
export function usePendingCountPolling(): void {
  const { data: summary } = useModerationSummary({ pollEvery: PENDING_POLL_MS });
  const seen = useRef<SeenSummary | null>(null);
  useReportPendingCount(summary?.total);

  useEffect(() => {
    if (!summary) return;
    const { arrived, seen: now } = arrivalsSince(seen.current, summary);
    seen.current = now;
    if (arrived > 0) void window.api.notify(notification(arrived));
  }, [summary]);
}
