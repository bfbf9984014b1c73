import type { AuditSpec } from '../audit/audit.interceptor';
import { event, field, idOf, text } from '../audit/audit-wording';

export const SUBSCRIBERS_AUDIT = {
  remove: {
    describe: ({ result }) => {
      const subscriber = field(result, 'subscriber');
      return event('delete', 'subscriber', [idOf(subscriber)], `removed the subscriber ${text(subscriber.email)}`);
    },
  } satisfies AuditSpec,
  testLetter: { describe: () => event('send', 'weekly-letter', [], 'sent themselves a test of the next weekly letter') } satisfies AuditSpec,
};
