import { z } from 'zod';
import { offsetQuery, searchTextQuery, wholeNumberQuery } from '../pagination/list-query';
import { MODERATION_MESSAGES } from './moderation.messages';
import {
  DEFAULT_MODERATION_QUEUE_LIMIT,
  MAX_MODERATION_IDS,
  MAX_MODERATION_QUEUE_LIMIT,
  MODERATION_ACTIONS,
  MODERATION_KINDS,
  MODERATION_STATES,
  type ModerationKind,
  type ModerationState,
  repeatedIds,
} from './moderation.rules';

const itemSchema = z.object({
  kind: z.enum(MODERATION_KINDS, { error: MODERATION_MESSAGES.kind }),
  id: z.string({ error: MODERATION_MESSAGES.items }).trim().min(1, { error: MODERATION_MESSAGES.items }),
});

/** An item's name in messages and repeat checks: `comment:abc`. */
export const itemKey = ({ kind, id }: { kind: ModerationKind; id: string }) => `${kind}:${id}`;

/**
 * `POST /api/moderation`, `{ action, items: [{ kind, id }] }`: one decision (one of MODERATION_ACTIONS) for 1 to
 * MAX_MODERATION_IDS items of either kind, each once. All or nothing: the server refuses the whole request if one
 * item is unknown, and changes nothing.
 */
export const moderateItemsSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: MODERATION_MESSAGES.action }),
  items: z
    .array(itemSchema, { error: MODERATION_MESSAGES.items })
    .min(1, { error: MODERATION_MESSAGES.items })
    .max(MAX_MODERATION_IDS, { error: MODERATION_MESSAGES.tooMany })
    .superRefine((list, ctx) => {
      const repeated = repeatedIds(list.map(itemKey));
      if (repeated.length) ctx.addIssue({ code: 'custom', message: MODERATION_MESSAGES.repeated(repeated), input: list });
    }),
});
export type ModerateItems = z.output<typeof moderateItemsSchema>;

/**
 * The one way a list asks for soft-deleted items too: `?showDeleted=true`. Anyone may send it; the
 * visibility rules let only admins see deletes.
 */
export const showDeletedQuery = z
  .enum(['true', 'false'], { error: MODERATION_MESSAGES.showDeleted })
  .optional()
  .transform((value) => value === 'true');

/**
 * `GET /api/moderation`: what the staff console's inbox lists. Query values arrive as text: limit and
 * offset are read as numbers, and a blank search is no search.
 */
export const moderationQueueQuerySchema = z.object({
  kind: z.enum(MODERATION_KINDS, { error: MODERATION_MESSAGES.kind }).optional(),
  state: z.enum(MODERATION_STATES, { error: MODERATION_MESSAGES.state }).default('pending'),
  q: searchTextQuery(MODERATION_MESSAGES.search),
  limit: wholeNumberQuery(MODERATION_MESSAGES.limit, 1, MAX_MODERATION_QUEUE_LIMIT).default(DEFAULT_MODERATION_QUEUE_LIMIT),
  offset: offsetQuery,
});
export type ModerationQueueQuery = z.output<typeof moderationQueueQuerySchema>;

/** What a client may ask the inbox for; everything is optional (state defaults to pending, limit to 50). */
export interface ModerationQueueQueryInput {
  kind?: ModerationKind;
  state?: ModerationState;
  /** Text contained in the item's text or its author's name, any case. */
  q?: string;
  limit?: number;
  offset?: number;
}
