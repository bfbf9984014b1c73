import { EntityManager } from '@mikro-orm/core';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { escapeHtml } from '../common/mail/escape-html';
import { Injectable, Logger } from '@nestjs/common';
import { ENQUIRY_MAIL, ENQUIRY_TEXTS } from '@trailside/domain/contact/contact.messages';
import type { ContactMessageFields, UpdateEnquiry } from '@trailside/domain/contact/contact.schema';
import type { Enquiry as EnquiryView, EnquirySource } from '@trailside/domain/contact/enquiry.types';
import { problem } from '../common/errors/problem';
import { MailService } from '../common/mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { Enquiry } from './enquiry.entity';

/** How long a visitor waits for the mail server before the answer says "stored, mail on its way". */
const MAIL_WAIT_MS = 8_000;

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Enquiries');
  /** Not readonly only so a test can shorten it. */
  mailWaitMs = MAIL_WAIT_MS;

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Stores the enquiry first, then mails it to the school's address. A mail failure is logged and answered
   * as `mailed: false`: the enquiry is safe in the database and staff see it in the list. A slow mail server
   * does not keep the visitor waiting: after a few seconds the answer goes out and the mail carries on.
   */
  async receive(fields: ContactMessageFields, source: EnquirySource): Promise<{ enquiry: Enquiry; mailed: boolean }> {
    const enquiry = new Enquiry({ ...fields, source });
    await this.em.persist(enquiry).flush();
    const { email, schoolName } = await this.settings.get();
    const sending = this.mail.send(enquiryMail(enquiry, email, schoolName)).then(
      () => true,
      (error: unknown) => {
        this.logger.warn(`Enquiry ${enquiry.id} is stored, but mailing it failed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waiting'>((resolve) => {
      timer = setTimeout(() => resolve('waiting'), this.mailWaitMs);
    });
    const outcome = await Promise.race([sending, waited]);
    clearTimeout(timer);
    if (outcome === 'waiting') {
      // The request's entity manager is done by the time the mail goes out; a fork records it.
      const em = this.em.fork();
      void sending.then((mailed) => (mailed ? em.nativeUpdate(Enquiry, { id: enquiry.id }, { mailed: true }) : 0)).catch(() => undefined);
      return { enquiry, mailed: false };
    }
    if (outcome) {
      enquiry.mailed = true;
      await this.em.flush();
    }
    return { enquiry, mailed: enquiry.mailed };
  }

  list(): Promise<Enquiry[]> {
    return this.em.find(Enquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Marks an enquiry handled or not, read or not; one marked handled is read as well. */
  async change({ id, handled, read }: UpdateEnquiry): Promise<Enquiry> {
    const enquiry = await this.em.findOne(Enquiry, { id });
    if (!enquiry) throw problem(404, 'NOT_FOUND', ENQUIRY_TEXTS.notFound);
    if (handled !== undefined) enquiry.handled = handled;
    if (read !== undefined) enquiry.read = read;
    if (handled) enquiry.read = true;
    await this.em.flush();
    return enquiry;
  }

  view(enquiry: Enquiry): EnquiryView {
    const { id, name, email, phone, message, source, handled, read, mailed, createdAt } = enquiry;
    return { id, name, email, phone, message, source, handled, read, mailed, createdAt: timestampOf(createdAt) };
  }
}

/** The office's copy: plain text, with the HTML version escaped so a <script> in a message stays text. */
function enquiryMail(enquiry: Enquiry, to: string, schoolName: string) {
  const { labels } = ENQUIRY_MAIL;
  const lines = [
    ENQUIRY_MAIL.intro(enquiry.source, schoolName),
    '',
    `${labels.name}: ${enquiry.name}`,
    `${labels.email}: ${enquiry.email}`,
    `${labels.phone}: ${enquiry.phone}`,
    '',
    `${labels.message}:`,
    enquiry.message,
    '',
    ENQUIRY_MAIL.replyHint(enquiry.name, enquiry.id),
  ];
  return {
    to,
    replyTo: enquiry.email,
    subject: ENQUIRY_MAIL.subject(enquiry.name.replace(/[\r\n]+/g, ' ')),
    text: lines.join('\n'),
    html: `<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}
