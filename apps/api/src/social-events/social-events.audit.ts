import type { AuditSpec } from '../audit/audit.interceptor';
import { changedFields, event, field, idOf, quoted } from '../audit/audit-wording';

export const SOCIAL_EVENTS_AUDIT = {
  create: { describe: ({ result }) => event('create', 'social-event', [idOf(field(result, 'socialEvent'))], `added the flyer ${quoted(field(result, 'socialEvent').title ?? '')}`) } satisfies AuditSpec,
  update: {
    describe: ({ body, result, uploads }) => {
      const flyer = field(result, 'socialEvent');
      return event('update', 'social-event', [idOf(flyer)], `changed ${changedFields(body, uploads).join(', ')} of the flyer ${quoted(flyer.title ?? '')}`);
    },
  } satisfies AuditSpec,
  remove: { describe: ({ result }) => event('delete', 'social-event', [idOf(field(result, 'socialEvent'))], `deleted the flyer ${quoted(field(result, 'socialEvent').title ?? '')}`) } satisfies AuditSpec,
};
