import type { AuditSpec } from '../../audit/audit.interceptor';
import { event, field } from '../../audit/audit-wording';

export const AGREEMENTS_AUDIT = {
  saveTemplate: {
    describe: ({ result }) => {
      const { version } = field(result, 'template');
      return event('update', 'agreement-template', [String(version)], `saved version ${String(version)} of the enrolment agreement`);
    },
  } satisfies AuditSpec,
};
