import type { EntityManager } from '@mikro-orm/core';
import type { AuditSpec } from '../audit/audit.interceptor';
import type { AuditEvent } from '../audit/audit.service';
import { event, type Fields, field, idOf, text } from '../audit/audit-wording';
import { Enquiry } from './enquiry.entity';

interface EnquiryBefore {
  read: boolean;
  handled: boolean;
}

async function enquiryBefore(em: EntityManager, body: Fields): Promise<EnquiryBefore | null> {
  if (typeof body.id !== 'string') return null;
  const enquiry = await em.findOne(Enquiry, { id: body.id }, { fields: ['read', 'handled'] });
  return enquiry ? { read: enquiry.read, handled: enquiry.handled } : null;
}

export const ENQUIRIES_AUDIT = {
  /**
   * One entry per flag that moved, worded for that move: opening an enquiry is "marked read", not a change of
   * "handled". Marking it handled marks it read too, which the one "handled" entry says. A change that moved
   * nothing (opening one already read) records nothing. Without the old flags, what was asked is what moved.
   */
  update: {
    before: enquiryBefore,
    describe: ({ body, result, before }) => {
      const enquiry = field(result, 'enquiry');
      const id = idOf(enquiry);
      const from = text(enquiry.name);
      const moved = (flag: keyof EnquiryBefore) => (before ? before[flag] !== enquiry[flag] : typeof body[flag] === 'boolean');
      const events: AuditEvent[] = [];
      if (moved('handled')) {
        events.push(
          enquiry.handled
            ? event('mark-handled', 'enquiry', [id], `marked the enquiry from ${from} handled`)
            : event('mark-unhandled', 'enquiry', [id], `marked the enquiry from ${from} not handled`),
        );
      }
      if (moved('read') && !(enquiry.handled && moved('handled'))) {
        events.push(
          enquiry.read
            ? event('mark-read', 'enquiry', [id], `marked the enquiry from ${from} read`)
            : event('mark-unread', 'enquiry', [id], `marked the enquiry from ${from} unread`),
        );
      }
      return events;
    },
  } satisfies AuditSpec<EnquiryBefore | null>,
};
