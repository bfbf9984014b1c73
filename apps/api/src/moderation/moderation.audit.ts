import type { ModerateItemsResponse } from '@trailside/domain/moderation/moderation.contract';
import type { ModerationAction } from '@trailside/domain/moderation/moderation.rules';
import { ACTION_DONE } from '@trailside/domain/moderation/visibility.rules';
import type { AuditSpec } from '../audit/audit.interceptor';
import type { AuditEvent } from '../audit/audit.service';
import { event, type Fields, field, idOf, quoted } from '../audit/audit-wording';

type ModeratedKind = 'comment' | 'testimonial';

/** The moderation action a single change's flags (PUT) stand for: `rejected` set is a delete, cleared a restore. */
function actionOfFlags(body: Fields): ModerationAction | null {
  if (body.rejected === true) return 'delete';
  if (body.approved === true) return 'approve';
  if (body.approved === false) return 'reject';
  if (body.rejected === false) return 'restore';
  return null;
}

/** A comment's or testimonial's single change (PUT): its flags name the moderation action; new text is an update. */
export function moderatedOne(kind: ModeratedKind, textField: 'comment' | 'text', name: (record: Fields) => string) {
  return {
    describe: ({ body, result }) => {
      const record = field(result, kind);
      const id = idOf(record);
      const events: AuditEvent[] = [];
      const action = actionOfFlags(body);
      if (action) events.push(event(action, kind, [id], `${ACTION_DONE[action]} the ${kind} by ${name(record)}`));
      if (typeof body[textField] === 'string') events.push(event('update', kind, [id], `changed the text of the ${kind} by ${name(record)} to ${quoted(body[textField])}`));
      return events;
    },
  } satisfies AuditSpec;
}

/** A comment's or testimonial's DELETE, naming who wrote it. */
export const removedOne = (kind: ModeratedKind, name: (record: Fields) => string) =>
  ({ describe: ({ result }) => event('delete', kind, [idOf(field(result, kind))], `deleted the ${kind} by ${name(field(result, kind))}`) }) satisfies AuditSpec;

export const MODERATION_AUDIT = {
  /** POST /api/moderation: one entry per item the decision moved, naming who wrote it. */
  moderate: {
    describe: ({ body, result }) => {
      const action = body.action as ModerationAction;
      const outcomes = (result as Partial<ModerateItemsResponse> | undefined)?.items ?? [];
      return outcomes
        .filter((outcome) => outcome.from !== outcome.to)
        .map((outcome) => event(action, outcome.kind, [outcome.id], `${ACTION_DONE[action]} the ${outcome.kind} by ${outcome.author || 'a family'}`));
    },
  } satisfies AuditSpec,
};
