import type { ModerationKind, ModerationState } from './moderation.rules';
import type { ModerationCounts, ModerationItem, ModerationSummary } from './moderation.types';

/** Paths under /api, named after the client functions that call them. */
export const MODERATION_ROUTES = {
  getModerationQueue: 'moderation',
  getModerationSummary: 'moderation/summary',
  moderateItems: 'moderation',
} as const;

/** What one decision did to one item: the state it was in and the state it is in now (the same when it did not move). */
export interface ModerationOutcome {
  kind: ModerationKind;
  id: string;
  /** Who wrote it, for the console's "Approved Rosa's comment" and the audit trail. */
  author: string;
  from: ModerationState;
  to: ModerationState;
}

/** POST /api/moderation (admins): an outcome per item named, in the order named; undo sends, per `from`, ACTION_REACHING. */
export interface ModerateItemsResponse {
  items: ModerationOutcome[];
}

/** GET /api/moderation (admins). */
export interface GetModerationQueueResponse {
  /** Newest first (createdAt), comments and testimonials together, `limit` at most from `offset`. */
  items: ModerationItem[];
  /** Items matching the whole filter (kind, state and q): what paging goes through. */
  total: number;
  /** Per kind per state, for the filter's search text `q` only (kind and state aside): the inbox's tab counts. */
  counts: ModerationCounts;
  limit: number;
  offset: number;
  /** The offset of the next page, or null when this page is the last. */
  nextOffset: number | null;
}

/** GET /api/moderation/summary (admins): cheap to poll; send If-None-Match with the last ETag for a 304. */
export type GetModerationSummaryResponse = ModerationSummary;

/** The query that asks a list (comments, testimonials) for its soft-deleted items too; nothing when not asked. */
export const showDeletedParams = (showDeleted = false): Record<string, string> => (showDeleted ? { showDeleted: 'true' } : {});
