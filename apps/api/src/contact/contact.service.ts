import { EntityManager, type FilterQuery } from '@mikro-orm/core';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { escapeHtml } from '../common/mail/escape-html';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ENQUIRY_MAIL, ENQUIRY_TEXTS } from '@trailside/domain/contact/contact.messages';
import type { ContactMessageFields, EnquiriesQuery, UpdateEnquiry } from '@trailside/domain/contact/contact.schema';
import type { Enquiry as EnquiryView, EnquirySource } from '@trailside/domain/contact/enquiry.types';
import { problem } from '../common/errors/problem';
import { MailOutboxService } from '../common/mail/mail-outbox.service';
import { MailTriggers } from '../common/mail/mail-triggers';
import { PersonalDataService } from '../common/personal-data/personal-data.service';
import { containsText } from '../common/search/contains-text';
import { SettingsService } from '../settings/settings.service';
import { Enquiry } from './enquiry.entity';
import { FamiliesService } from '../admissions/families/families.service';
import type { UserAccount } from '../identity/people/user-account.entity';

/** How long a visitor waits for the mail server before the answer says "stored, mail on its way". */
const MAIL_WAIT_MS = 8_000;

/** What the staff's search looks through: whatever the office might remember of a family's message. */
const SEARCHED_COLUMNS = ['name', 'email', 'phone', 'message'] as const;

@Injectable()
export class ContactService implements OnModuleInit {
  /** Not readonly only so a test can shorten it. */
  mailWaitMs = MAIL_WAIT_MS;

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutboxService,
    private readonly settings: SettingsService,
    private readonly mailTriggers: MailTriggers,
    private readonly personalData: PersonalDataService,
    private readonly families: FamiliesService,
  ) {}

  /**
   * The office's copy is built when it is sent, from the stored enquiry and the school's address at that moment.
   * "Download my data" holds the enquiries sent from a person's e-mail; they are letters to the school, so they
   * stay with the school when the account goes.
   */
  onModuleInit(): void {
    this.personalData.register('enquiries', {
      tags: [],
      export: async (subject, em) =>
        (await em.find(Enquiry, { email: subject.email }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map((enquiry) => ({
          id: enquiry.id,
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          message: enquiry.message,
          createdAt: enquiry.createdAt.toISOString(),
        })),
    });
    this.outbox.register('enquiry', {
      compose: async (item, em) => {
        const enquiry = await em.findOne(Enquiry, { id: item.refId });
        if (!enquiry) return null;
        const { email, schoolName } = await this.settings.get(em);
        return { mail: enquiryMail(enquiry, email, schoolName) };
      },
      sent: async (item, em) => {
        await em.nativeUpdate(Enquiry, { id: item.refId }, { mailed: true });
      },
    });
  }

  /**
   * Stores the enquiry and its mail to the school's address in one flush, then tries the mail. If the mail
   * server fails, the enquiry is safe in the database (staff see it in the list) and the outbox tries again
   * later: the answer is `mailed: false`. A slow mail server does not keep the visitor waiting: after a few
   * seconds the answer goes out and the mail carries on.
   *
   * The enquiry joins the sender's family (issue 41) with a line on its timeline: the family of a signed-in sender
   * writing from their account's verified address, or a new one (a typed address finds no family).
   */
  async receive(fields: ContactMessageFields, source: EnquirySource, sender: UserAccount | null = null): Promise<{ enquiry: Enquiry; mailed: boolean }> {
    const enquiry = new Enquiry({ ...fields, source });
    const { email } = await this.settings.get();
    this.em.persist(enquiry);
    const mail = this.outbox.add(this.em, { kind: 'enquiry', refId: enquiry.id, to: email });
    // Staff who asked for it get a mail of their own ("new enquiry"), stored with the enquiry.
    await this.mailTriggers.fire(this.em, { type: 'enquiry-received', enquiryId: enquiry.id });
    await this.em.flush();
    const verified = Boolean(sender?.emailVerifiedAt) && sender?.email === fields.email;
    const { family } = await this.families.familyFor({ name: fields.name, email: fields.email, phone: fields.phone, verified, userId: verified ? sender?.id : null });
    await this.families.record(family.id, { kind: 'enquiry', text: `Sent an enquiry from the ${source === 'faq' ? 'FAQ' : 'contact'} page: ${fields.message}` });
    const sending = this.outbox.tryNow(mail.id);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.mailWaitMs);
    });
    const mailed = await Promise.race([sending, waited]);
    clearTimeout(timer);
    enquiry.mailed = mailed;
    return { enquiry, mailed };
  }

  findById(id: string): Promise<Enquiry | null> {
    return this.em.findOne(Enquiry, { id });
  }

  /**
   * `limit` enquiries from `offset`, newest first, of those matching `q` (and only those not handled, `waiting`), with
   * how many match and how many of them wait unread. A handled enquiry is never counted unread: nobody need open it.
   */
  async list({ q, waiting, limit, offset }: EnquiriesQuery): Promise<{ enquiries: Enquiry[]; total: number; unread: number }> {
    // Made afresh for each query: a raw() search term is used up by the query it is in.
    const where = (also: FilterQuery<Enquiry> = {}): FilterQuery<Enquiry> => ({ $and: [containsText<Enquiry>(SEARCHED_COLUMNS, q), waiting ? { handled: false } : {}, also] });
    const [enquiries, total] = await this.em.findAndCount(Enquiry, where(), { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
    return { enquiries, total, unread: await this.em.count(Enquiry, where({ read: false, handled: false })) };
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
