import type { AuditSpec } from '../audit/audit.interceptor';
import { changedFields, event, field, idOf, quoted, text } from '../audit/audit-wording';

export const NOTICES_AUDIT = {
  create: {
    describe: ({ result }) => {
      const notice = field(result, 'notice');
      return event('create', 'notice', [idOf(notice)], `posted the ${text(notice.level)} notice ${quoted(notice.message)}`);
    },
  } satisfies AuditSpec,
  update: {
    describe: ({ body, result }) => {
      const notice = field(result, 'notice');
      return event('update', 'notice', [idOf(notice)], `changed ${changedFields(body, []).join(', ')} of the notice ${quoted(notice.message)}`);
    },
  } satisfies AuditSpec,
  end: { describe: ({ result }) => event('end', 'notice', [idOf(field(result, 'notice'))], `ended the notice ${quoted(field(result, 'notice').message)} early`) } satisfies AuditSpec,
  remove: { describe: ({ result }) => event('delete', 'notice', [idOf(field(result, 'notice'))], `deleted the notice ${quoted(field(result, 'notice').message)}`) } satisfies AuditSpec,
};
