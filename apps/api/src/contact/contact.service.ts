import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';
import type { ContactMessageFields, UpdateEnquiry } from '@trailside/domain/contact/contact.schema';
import type { Enquiry as EnquiryView, EnquirySource } from '@trailside/domain/contact/enquiry.types';
import { problem } from '../common/errors/problem';
import { MailService } from '../common/mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { Enquiry } from './enquiry.entity';

export const ENQUIRY_ERRORS = {
  notFound: 'This enquiry no longer exists. Please reload the list.',
} as const;

const SOURCE_NAMES: Record<EnquirySource, string> = { contact: 'the contact page', faq: 'the FAQ page' };

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Enquiries');

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Stores the enquiry first, then mails it to the school's address. A mail failure is logged and
   * answered as `mailed: false`: the enquiry is safe in the database and staff see it in the list.
   */
  async receive(fields: ContactMessageFields, source: EnquirySource): Promise<{ enquiry: Enquiry; mailed: boolean }> {
    const enquiry = new Enquiry({ ...fields, source });
    await this.em.persist(enquiry).flush();
    try {
      const { email, schoolName } = await this.settings.get();
      await this.mail.send(enquiryMail(enquiry, email, schoolName));
      enquiry.mailed = true;
      await this.em.flush();
    } catch (error) {
      this.logger.warn(`Enquiry ${enquiry.id} is stored, but mailing it failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { enquiry, mailed: enquiry.mailed };
  }

  list(): Promise<Enquiry[]> {
    return this.em.find(Enquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async setHandled({ id, handled }: UpdateEnquiry): Promise<Enquiry> {
    const enquiry = await this.em.findOne(Enquiry, { id });
    if (!enquiry) throw problem(404, 'NOT_FOUND', ENQUIRY_ERRORS.notFound);
    enquiry.handled = handled;
    await this.em.flush();
    return enquiry;
  }

  view(enquiry: Enquiry): EnquiryView {
    const { id, name, email, phone, message, source, handled, mailed, createdAt } = enquiry;
    return { id, name, email, phone, message, source, handled, mailed, createdAt: { seconds: Math.floor(createdAt.getTime() / 1000) } };
  }
}

/** The office's copy: plain text, with the HTML version escaped so a <script> in a message stays text. */
function enquiryMail(enquiry: Enquiry, to: string, schoolName: string) {
  const lines = [
    `A new enquiry came in through ${SOURCE_NAMES[enquiry.source]} of the ${schoolName} website.`,
    '',
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    '',
    'Message:',
    enquiry.message,
    '',
    `Reply to this mail to answer ${enquiry.name} directly. Enquiry id: ${enquiry.id}`,
  ];
  return {
    to,
    replyTo: enquiry.email,
    subject: `Website enquiry from ${enquiry.name.replace(/[\r\n]+/g, ' ')}`,
    text: lines.join('\n'),
    html: `<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
