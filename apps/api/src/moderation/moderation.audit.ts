import type { AuditAction } from '@trailside/domain/audit/audit.types';
import type { ModerateItemsResponse } from '@trailside/domain/moderation/moderation.contract';
import type { AuditSpec } from '../audit/audit.interceptor';
import type { AuditEvent } from '../audit/audit.service';
import { event, type Fields, field, idOf, quoted } from '../audit/audit-wording';

type ModeratedKind = 'comment' | 'testimonial';

/** A comment's or testimonial's single change (PUT): its flags name the moderation action; new text is an update. */
export function moderatedOne(kind: ModeratedKind, textField: 'comment' | 'text', name: (record: Fields) => string) {
  return {
    describe: ({ body, result }) => {
      const record = field(result, kind);
      const id = idOf(record);
      const events: AuditEvent[] = [];
      if (body.rejected === true) events.push(event('delete', kind, [id], `deleted the ${kind} by ${name(record)}`));
      else if (body.approved === true) events.push(event('approve', kind, [id], `approved the ${kind} by ${name(record)}`));
      else if (body.approved === false) events.push(event('reject', kind, [id], `rejected the ${kind} by ${name(record)}`));
      else if (body.rejected === false) events.push(event('restore', kind, [id], `restored the ${kind} by ${name(record)}`));
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
      const action = body.action as AuditAction;
      const done = { approve: 'approved', reject: 'rejected', delete: 'deleted', restore: 'restored' }[action as 'approve'] ?? action;
      const outcomes = (result as Partial<ModerateItemsResponse> | undefined)?.items ?? [];
      return outcomes
        .filter((outcome) => outcome.from !== outcome.to)
        .map((outcome) => event(action, outcome.kind, [outcome.id], `${done} the ${outcome.kind} by ${outcome.author || 'a family'}`));
    },
  } satisfies AuditSpec,
};
