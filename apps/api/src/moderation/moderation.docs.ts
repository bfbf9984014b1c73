import { MAX_MODERATION_IDS } from '@trailside/domain/moderation/moderation.rules';

/** The bulk moderation endpoints' shared OpenAPI description (the table lives in the domain's moderation.rules). */
export const MODERATE_DESCRIPTION =
  `Body { ids, action }: 1 to ${MAX_MODERATION_IDS} ids, each listed once, and one action with one meaning for comments and testimonials: ` +
  'approve (approved true, rejected false), reject (approved false, rejected unchanged: withdraws approval, a deleted item stays deleted), ' +
  'delete (approved false, rejected true: the soft delete) or restore (approved false, rejected false: back to awaiting approval). ' +
  'So pending is reached with restore, approved with approve, rejected with delete, from any state. ' +
  'One transaction: if any id is unknown the answer is 404 naming it and nothing changes; an empty, repeated or too long id list is a 400. ' +
  '`changes` lists { id, from, to } (states pending | approved | rejected) for the items whose state moved: undo sends, per `from` state, ' +
  'the action that reaches it.';
