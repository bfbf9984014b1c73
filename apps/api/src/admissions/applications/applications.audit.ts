import type { AuditSpec } from '../../audit/audit.interceptor';
import { event, field, idOf, quoted } from '../../audit/audit-wording';

export const APPLICATIONS_AUDIT = {
  addNote: {
    describe: ({ body, result }) => {
      const application = field(result, 'application');
      return event('create', 'application', [idOf(application)], `added a note to the application of ${quoted(application.familyName)}: ${quoted(body.text)}`);
    },
  } satisfies AuditSpec,
};
