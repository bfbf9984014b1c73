import type { AuditSpec } from '../../audit/audit.interceptor';
import { event, field, idOf, quoted } from '../../audit/audit-wording';

export const OFFERS_AUDIT = {
  make: {
    describe: ({ result }) => {
      const offer = field(result, 'offer');
      return event('create', 'offer', [idOf(offer)], `offered ${quoted(offer.studentName)} a place (${quoted(offer.className)}, from ${String(offer.startDate)}), to answer by ${String(offer.deadline)}`);
    },
  } satisfies AuditSpec,
};
