import type { ModerationSummary } from '@trailside/domain/moderation/moderation.types';

/** What the console has seen of the Inbox: the newest pending item's time, and how many were pending. */
export interface SeenSummary {
  latest: number | null;
  total: number;
}

/**
 * How many items arrived since `seen` (0 when none, or on the first read, which is not news). Items arrived
 * when the newest pending item is newer than any seen before; a count that grows because staff put items
 * back (an undo, a restore) is not an arrival. Gives what is seen now, for the next poll.
 */
export function arrivalsSince(seen: SeenSummary | null, summary: ModerationSummary): { arrived: number; seen: SeenSummary } {
  if (seen === null) return { arrived: 0, seen: { latest: summary.latest, total: summary.total } };
  const newer = summary.latest !== null && (seen.latest === null || summary.latest > seen.latest);
  return {
    arrived: newer ? Math.max(1, summary.total - seen.total) : 0,
    seen: { latest: newer ? summary.latest : seen.latest, total: summary.total },
  };
}
