import { MAX_MODERATION_IDS } from '@trailside/domain/moderation/moderation.rules';

/** POST /api/moderation's OpenAPI description (the table lives in the domain's moderation.rules). */
export const MODERATE_DESCRIPTION =
  `Admins. Body { action, items: [{ kind: comment | testimonial, id }] }: 1 to ${MAX_MODERATION_IDS} items of either kind, each listed once, ` +
  'and one action with one meaning for comments and testimonials: ' +
  'approve (approved true, rejected false), reject (approved false, rejected unchanged: withdraws approval, a deleted item stays deleted), ' +
  'delete (approved false, rejected true: the soft delete) or restore (approved false, rejected false: back to awaiting approval). ' +
  'So pending is reached with restore, approved with approve, rejected with delete, from any state. ' +
  'One transaction for every item of both kinds: if any item is unknown the answer is 404 naming it and nothing changes; an empty, ' +
  'repeated or too long list is a 400. Cached lists are invalidated once, and the audit trail gets one entry per item moved. ' +
  'Response: { items: [{ kind, id, author, from, to }] }, one per item in the order named (states pending | approved | rejected; ' +
  'from = to when the action left it where it was): undo sends, per `from` state, the action that reaches it.';
