import type { AuditSpec } from '../../audit/audit.interceptor';
import { changedFields, event, field, idOf, text } from '../../audit/audit-wording';

type Fields = Record<string, unknown>;
const whenOf = (visit: Fields) => `${text(visit.kind)} of ${text(visit.start).replace('T', ' ')}`;

export const VISITS_AUDIT = {
  create: {
    describe: ({ result }) => {
      const visits = ((result as { visits?: Fields[] } | undefined)?.visits ?? []);
      const first = visits[0] ?? {};
      const summary = visits.length === 1 ? `published the visit time ${whenOf(first)}` : `published ${visits.length} weekly visit times from ${whenOf(first)}`;
      return event('create', 'visit-time', visits.map(idOf), summary);
    },
  } satisfies AuditSpec,
  update: {
    describe: ({ body, result }) => {
      const visit = field(result, 'visit');
      return event('update', 'visit-time', [idOf(visit)], `changed ${changedFields(body, []).join(', ')} of the visit time ${whenOf(visit)}`);
    },
  } satisfies AuditSpec,
  cancel: {
    describe: ({ result }) => {
      const visit = field(result, 'visit');
      const mailed = Number((result as { mailed?: number } | undefined)?.mailed ?? 0);
      return event('cancel', 'visit-time', [idOf(visit)], `cancelled the visit time ${whenOf(visit)} and mailed ${mailed} booked ${mailed === 1 ? 'family' : 'families'}`);
    },
  } satisfies AuditSpec,
  mark: {
    describe: ({ result }) => {
      const booking = field(result, 'booking');
      return event('update', 'visit-booking', [idOf(booking)], `marked the visit booking of ${text(booking.email)} ${text(booking.status)}`);
    },
  } satisfies AuditSpec,
};
