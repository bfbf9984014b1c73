import { EntityManager } from '@mikro-orm/core';
import { HttpException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { LEVEL_NAMES } from '@trailside/domain/admissions/admissions.types';
import { OFFER_RESPONSE_PAGE } from '@trailside/domain/admissions/offers.contract';
import { OFFER_ERRORS, OFFER_MAIL } from '@trailside/domain/admissions/offers.messages';
import { offerDeadline, offerDeadlineText } from '@trailside/domain/admissions/offers.rules';
import { type AnswerOffer, type MakeOffer, OFFERED_CLASSES } from '@trailside/domain/admissions/offers.schema';
import type { Offer, OfferForFamily } from '@trailside/domain/admissions/offers.types';
import { waitingListName } from '@trailside/domain/admissions/waiting-list.rules';
import type { ApiErrorBody } from '@trailside/domain/api/errors';
import type { AuditActor } from '../../audit/audit.service';
import { problem } from '../../common/errors/problem';
import { renderMail } from '../../common/mail/mail-layout';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import type { OutboxMail } from '../../common/mail/outbox-mail.entity';
import { CONFIG, type Config } from '../../config/config';
import { SettingsService } from '../../settings/settings.service';
import { AgreementsService } from '../agreements/agreements.service';
import { FamiliesService, hashOfPrivateLink, privateLinkToken } from '../families/families.service';
import { GuardianRecord } from '../families/guardian.entity';
import { StudentRecord } from '../families/student.entity';
import { WaitingEntryRecord } from '../waiting-list/waiting-entry.entity';
import { offerView, WaitingListService } from '../waiting-list/waiting-list.service';
import { OfferLinkRecord } from './offer-link.entity';
import { OfferRecord } from './offer.entity';

const DAY_MS = 86_400_000;

/**
 * Offers of a place (issue 41): staff offer one to a student on a waiting list, every guardian of the family is mailed
 * a private link, and the family accepts or declines by it before the deadline; an offer not answered by then lapses
 * (the mail schedule's regular look, lapseDue), which frees its place and tells the family.
 */
@Injectable()
export class OffersService implements OnModuleInit {
  private readonly logger = new Logger('Offers');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly families: FamiliesService,
    private readonly waitingList: WaitingListService,
    private readonly outbox: MailOutboxService,
    private readonly settings: SettingsService,
    private readonly agreements: AgreementsService,
  ) {}

  /** Each mail is made when it is tried: an offer's with a fresh link for its guardian (only the hash kept). */
  onModuleInit(): void {
    this.outbox.register('admission-offer', {
      compose: async (item, em) => {
        const found = await this.mailContext(item, em);
        if (!found || found.offer.state !== 'open') return null;
        const { offer, link, student } = found;
        const { secret, hash } = privateLinkToken();
        link.tokenHash = hash;
        await em.flush();
        const school = await this.settings.get(em);
        const copy = OFFER_MAIL;
        const offered = copy.offered(student.firstName, offer.level, offer.startDate);
        const rendered = await renderMail({
          subject: copy.subject(student.firstName),
          preheader: offered,
          school,
          blocks: [
            { kind: 'text', text: offered },
            { kind: 'text', text: copy.terms(offer.className, offer.monthlyTuition, offer.deposit) },
            { kind: 'text', text: copy.answerBy(offerDeadlineText(offer.deadline, school.timeZone)) },
            { kind: 'button', text: copy.button, href: `${this.config.publicUrl}${OFFER_RESPONSE_PAGE}?token=${secret}` },
          ],
        });
        const mail = { to: item.to, subject: copy.subject(student.firstName), ...rendered };
        return { mail, sent: (tx) => this.families.recordMail(tx, offer.familyId, mail) };
      },
    });
    // No link to answer (there is nothing left to answer): the way to the office instead.
    this.outbox.register('offer-lapsed', {
      compose: async (item, em) => {
        const found = await this.mailContext(item, em);
        if (!found) return null;
        const subject = OFFER_MAIL.lapsedSubject(found.student.firstName);
        const text = OFFER_MAIL.lapsed(found.student.firstName);
        const rendered = await renderMail({
          subject,
          preheader: text,
          school: await this.settings.get(em),
          blocks: [
            { kind: 'text', text },
            { kind: 'button', text: OFFER_MAIL.contact, href: `${this.config.publicUrl}/contact-us` },
          ],
        });
        const mail = { to: item.to, subject, ...rendered };
        return { mail, sent: (tx) => this.families.recordMail(tx, found.offer.familyId, mail) };
      },
    });
  }

  /** A place offered to a student on a waiting list, while the list has one left: stage 'offered', a mail to each guardian. */
  async make(input: MakeOffer, actor: AuditActor): Promise<Offer> {
    const student = await this.em.findOne(StudentRecord, { id: input.studentId });
    if (!student) throw problem(404, 'NOT_FOUND', OFFER_ERRORS.studentNotFound);
    const entry = await this.em.findOne(WaitingEntryRecord, { studentId: student.id });
    if (!entry || student.stage !== 'waiting-list') throw problem(409, 'CONFLICT', OFFER_ERRORS.notWaiting(student.firstName));
    if ((await this.waitingList.placesLeftIn(entry)) < 1) throw problem(409, 'CONFLICT', OFFER_ERRORS.noPlaces(waitingListName(entry.level, entry.startTerm)));
    const monthlyTuition = OFFERED_CLASSES.find((card) => card.title === input.className)?.monthlyTuition ?? 0;
    const now = new Date();
    const offer = new OfferRecord({
      familyId: student.familyId,
      studentId: student.id,
      level: entry.level,
      startTerm: entry.startTerm,
      className: input.className,
      monthlyTuition,
      startDate: input.startDate,
      deposit: input.deposit,
      deadline: offerDeadline(now, input.daysToAnswer, await this.settings.timeZone()),
    });
    this.em.persist(offer);
    for (const guardian of await this.em.find(GuardianRecord, { familyId: student.familyId }, { orderBy: { createdAt: 'asc' } })) {
      const link = new OfferLinkRecord({ offerId: offer.id, familyId: student.familyId, guardianId: guardian.id });
      this.em.persist(link);
      this.outbox.add(this.em, { kind: 'admission-offer', refId: link.id, to: guardian.email, giveUpAt: offer.deadline });
    }
    await this.em.flush();
    await this.families.setStage(student.id, 'offered', actor);
    await this.families.record(student.familyId, {
      kind: 'offer',
      studentId: student.id,
      actor,
      text: `Offered ${student.firstName} a place in ${LEVEL_NAMES[offer.level]} (${offer.className}, $${monthlyTuition} a month) from ${offer.startDate}, to answer by ${offer.deadline.toISOString().slice(0, 10)}`,
    });
    return offerView(offer, student, (await this.families.find(student.familyId)).name);
  }

  /** What the family's link shows. A wrong, guessed or old link is the same 404 as an offer that does not exist. */
  async forFamily(token: string): Promise<OfferForFamily> {
    const { offer, student } = await this.byToken(token);
    return familyView(offer, student);
  }

  /**
   * The family's answer. Accepting makes the enrolment agreement (AgreementsService.prepare) and keeps the student
   * 'offered' until every guardian has signed it; declining moves them to 'declined' and gives the place back. Either
   * proves the guardian's address (the link came to it).
   */
  async answer({ token, answer }: AnswerOffer): Promise<OfferForFamily> {
    const { offer, student, link } = await this.byToken(token);
    if (offer.state === 'lapsed' || (offer.state === 'open' && offer.deadline.getTime() <= Date.now())) throw problem(409, 'CONFLICT', OFFER_ERRORS.lapsed);
    if (offer.state !== 'open') throw problem(409, 'CONFLICT', OFFER_ERRORS.answered);
    const state = answer === 'accept' ? 'accepted' : 'declined';
    const answeredAt = new Date();
    // Conditional: the lapse (or the other guardian's answer) may have come first; then this one changes nothing.
    const claimed = await this.em.nativeUpdate(OfferRecord, { id: offer.id, state: 'open' }, { state, answeredAt });
    if (claimed !== 1) throw problem(409, 'CONFLICT', OFFER_ERRORS.answered);
    Object.assign(offer, { state, answeredAt });
    const guardian = await this.em.findOne(GuardianRecord, { id: link.guardianId });
    const by = guardian ? guardian.name : 'The family';
    if (state === 'accepted') {
      const { familyId, className, startDate, monthlyTuition } = offer;
      try {
        // The enrolment agreement, mailed to each guardian to sign; the student is enrolled once every one has.
        await this.agreements.prepare({ familyId, studentIds: [student.id], className, startDate, monthlyTuition });
      } catch (error) {
        // No agreement could be made (no guardian to sign it): the offer waits open again, so nothing is half done.
        await this.em.nativeUpdate(OfferRecord, { id: offer.id, state: 'accepted' }, { state: 'open', answeredAt: null });
        // The loaded offer too: the timeline line below flushes, and would write the acceptance back.
        Object.assign(offer, { state: 'open', answeredAt: null });
        if (!(error instanceof HttpException)) throw error;
        // The agreement's reason is written for staff ("Please add one first"): it goes on the family's timeline for
        // them, and the family are told, in their own words, that the office will finish it with them.
        const { statusCode, code, message } = error.getResponse() as ApiErrorBody;
        await this.families.record(familyId, { kind: 'offer', studentId: student.id, text: `${by} accepted the place offered to ${student.firstName}, but no agreement could be made: ${message}` });
        throw problem(statusCode, code, OFFER_ERRORS.noAgreement((await this.settings.get()).phone));
      }
      await this.families.record(familyId, { kind: 'offer', studentId: student.id, text: `${by} accepted the place offered to ${student.firstName}` });
    } else {
      await this.families.record(offer.familyId, { kind: 'offer', studentId: student.id, text: `${by} declined the place offered to ${student.firstName}` });
      await this.families.setStage(student.id, 'declined', null, 'the family declined the offer');
    }
    if (guardian) await this.families.markVerified(guardian.email);
    return familyView(offer, student);
  }

  /**
   * Offers whose deadline has passed without an answer lapse: each claimed once across instances by a conditional
   * update, so two instances looking at once lapse it (and mail the family) once. The student goes to 'declined'
   * ("the offer lapsed"), which gives the place back; the console then proposes the next family on the list.
   */
  async lapseDue(now: Date): Promise<void> {
    const due = await this.em.find(OfferRecord, { state: 'open', deadline: { $lte: now } }, { orderBy: { deadline: 'asc' }, limit: 100 });
    for (const offer of due) {
      const claimed = await this.em.fork().transactional(async (tx) => {
        const won = await tx.nativeUpdate(OfferRecord, { id: offer.id, state: 'open' }, { state: 'lapsed', answeredAt: now });
        if (won !== 1) return false;
        for (const link of await tx.find(OfferLinkRecord, { offerId: offer.id })) {
          const guardian = await tx.findOne(GuardianRecord, { id: link.guardianId });
          if (guardian) this.outbox.add(tx, { kind: 'offer-lapsed', refId: link.id, to: guardian.email, giveUpAt: new Date(now.getTime() + 3 * DAY_MS) });
        }
        return true;
      });
      if (!claimed) continue;
      this.logger.log(`An offer lapsed (${offer.id})`);
      await this.families.setStage(offer.studentId, 'declined', null, 'the offer lapsed');
    }
  }

  private async byToken(token: string): Promise<{ offer: OfferRecord; student: StudentRecord; link: OfferLinkRecord }> {
    const link = await this.em.findOne(OfferLinkRecord, { tokenHash: hashOfPrivateLink(token) });
    const offer = link && (await this.em.findOne(OfferRecord, { id: link.offerId }));
    const student = offer && (await this.em.findOne(StudentRecord, { id: offer.studentId }));
    if (!link || !offer || !student) throw problem(404, 'NOT_FOUND', OFFER_ERRORS.notFound);
    return { offer, student, link };
  }

  private async mailContext(item: OutboxMail, em: EntityManager) {
    const link = await em.findOne(OfferLinkRecord, { id: item.refId });
    const offer = link && (await em.findOne(OfferRecord, { id: link.offerId }));
    const student = offer && (await em.findOne(StudentRecord, { id: offer.studentId }));
    return link && offer && student ? { link, offer, student } : null;
  }
}

function familyView(offer: OfferRecord, student: StudentRecord): OfferForFamily {
  return {
    studentFirstName: student.firstName,
    level: offer.level,
    startTerm: offer.startTerm,
    className: offer.className,
    monthlyTuition: offer.monthlyTuition,
    startDate: offer.startDate,
    deposit: offer.deposit,
    deadline: offer.deadline.toISOString(),
    state: offer.state,
  };
}
