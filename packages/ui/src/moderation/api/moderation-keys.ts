import type { ModerationQueueQueryInput } from '@trailside/domain/moderation/moderation.schema';

const all = ['moderation'] as const;

/** Query keys of the staff's moderation reads: the inbox's pages (one per filter) and the pending summary. */
export const moderationKeys = {
  all,
  queues: [...all, 'queue'] as const,
  queue: (query: ModerationQueueQueryInput) => [...all, 'queue', query] as const,
  summary: [...all, 'summary'] as const,
};
