import { randomUUID } from 'node:crypto';
import { EntityManager, raw } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { VISIT_ERRORS, VISIT_MAIL } from '@trailside/domain/admissions/visits.messages';
import { csvText, placesLeft, visitReminderAt, visitWhenText, weeklyDays } from '@trailside/domain/admissions/visits.rules';
import type { BookVisit, CreateVisitTimes, UpdateVisitTime, VisitBookingsExport } from '@trailside/domain/admissions/visits.schema';
import {
  type ManagedVisitBooking,
  type PublicVisitTime,
  VISIT_KIND_NAMES,
  type VisitBooking,
  type VisitOutcome,
  type VisitTime,
} from '@trailside/domain/admissions/visits.types';
import { instantOfText, nextDay, wallClockAt, wallTimeText } from '@trailside/domain/calendar/zoned-time';
import { problem } from '../../common/errors/problem';
import { ContentScheduleService } from '../../common/http-cache/content-schedule.service';
import { type MailBlock, type MailDocument, renderMail } from '../../common/mail/mail-layout';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import type { OutboxKind } from '../../common/mail/outbox-mail.entity';
import { UnsolicitedMailService } from '../../common/mail/unsolicited-mail.service';
import { CONFIG, type Config } from '../../config/config';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { SettingsService } from '../../settings/settings.service';
import type { AuditActor } from '../../audit/audit.service';
import { FamiliesService } from '../families/families.service';
import type { SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { VisitBookingRecord } from './visit-booking.entity';
import { type VisitInvitation, visitInvitation } from './visit-invitation';
import { VisitLinkRecord } from './visit-link.entity';
import { hashOfPrivateLink, privateLinkToken } from '../families/families.service';
import { VisitTimeRecord } from './visit-time.entity';

/** The public answers and pages that show visit times: they change with each booking, and as a time passes. */
export const VISITS_TAG = 'visits';

/** How far back the staff's list starts when no day is given. */
const STAFF_LIST_DAYS_BACK = 30;
/** At most this many times in one list (half a year of several a week). */
const LIST_LIMIT = 300;
/** Reminders claimed in one look; the next look takes the rest. */
const REMINDERS_PER_LOOK = 100;

/** The booked count goes up by one only while a place is left, and the time is still open: decided by the database. */
const HAS_A_PLACE = () => ({ [raw('"booked" < "places"')]: [] });

/**
 * Visits (issue 41): staff publish times, families book them on the site and manage their booking with the private
 * link their confirmation carries. A place is taken by one conditional update of the time's booked count, so
 * twenty requests for the last three places get three bookings, on any database and any number of instances.
 */
@Injectable()
export class VisitsService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly outbox: MailOutboxService,
    private readonly unsolicited: UnsolicitedMailService,
    private readonly families: FamiliesService,
    schedule: ContentScheduleService,
  ) {
    // A time leaves the public list when it starts.
    schedule.register(VISITS_TAG, async (em, now) => {
      const [next] = await em.find(VisitTimeRecord, { startsAt: { $gt: now }, cancelledAt: null }, { fields: ['startsAt'], orderBy: { startsAt: 'asc' }, limit: 1 });
      return next?.startsAt ?? null;
    });
  }

  onModuleInit(): void {
    const coming = (booking: VisitBookingRecord) => booking.status === 'booked' && !booking.visit.getEntity().cancelledAt;
    this.registerMail('visit-confirmation', coming, confirmationMail);
    this.registerMail('visit-reminder', coming, reminderMail);
    this.registerMail('visit-time-cancelled', (booking) => booking.status === 'booked', timeCancelledMail);
    this.registerMail('visit-booking-cancelled', (booking) => booking.status === 'cancelled', bookingCancelledMail);
  }

  // ---- Times ----

  /** The coming times, open for booking or full, soonest first. */
  async coming(): Promise<PublicVisitTime[]> {
    const timeZone = await this.settings.timeZone();
    const records = await this.em.find(VisitTimeRecord, { startsAt: { $gt: new Date() }, cancelledAt: null }, { orderBy: { startsAt: 'asc', id: 'asc' }, limit: LIST_LIMIT });
    return records.map((record) => publicView(record, timeZone));
  }

  /** Staff: every time from `from` (a day on the school's clock; a month back when not given), cancelled ones too. */
  async all(from: string | undefined): Promise<VisitTime[]> {
    const timeZone = await this.settings.timeZone();
    const since = from ? instantOfText(from, timeZone) : new Date(Date.now() - STAFF_LIST_DAYS_BACK * 86_400_000);
    const records = await this.em.find(VisitTimeRecord, { startsAt: { $gte: since } }, { orderBy: { startsAt: 'asc', id: 'asc' }, limit: LIST_LIMIT });
    return records.map((record) => staffView(record, timeZone));
  }

  /** One time, or the same time weekly for `weeks` weeks, each on the school's clock across daylight-saving changes. */
  async create(input: CreateVisitTimes): Promise<VisitTime[]> {
    const timeZone = await this.settings.timeZone();
    const seriesId = input.weeks > 1 ? randomUUID() : null;
    const records = weeklyDays(input.date, input.weeks).map(
      (day) =>
        new VisitTimeRecord({
          startsAt: instantOfText(`${day}T${input.time}`, timeZone),
          minutes: input.minutes,
          kind: input.kind,
          places: input.places,
          note: input.note,
          seriesId,
          remindAt: visitReminderAt(day, timeZone),
        }),
    );
    if (records[0].startsAt <= new Date()) throw problem(400, 'VALIDATION_FAILED', VISIT_ERRORS.past);
    await this.em.persist(records).flush();
    return records.map((record) => staffView(record, timeZone));
  }

  /**
   * Changes a time. Its places never go below those booked (decided by the database, as a booking is); its day and
   * hour stay while families are booked on it: cancelling tells them, a silent move would not.
   */
  async update(change: UpdateVisitTime): Promise<VisitTime> {
    const timeZone = await this.settings.timeZone();
    const record = await this.find(change.id);
    if (record.cancelledAt) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.alreadyCancelled);
    if (change.date !== undefined || change.time !== undefined) {
      if (record.booked > 0) throw problem(409, 'CONFLICT', VISIT_ERRORS.timeHasBookings);
      const current = wallTimeText(wallClockAt(record.startsAt, timeZone));
      const day = change.date ?? current.slice(0, 10);
      const startsAt = instantOfText(`${day}T${change.time ?? current.slice(11)}`, timeZone);
      if (startsAt <= new Date()) throw problem(400, 'VALIDATION_FAILED', VISIT_ERRORS.past);
      record.startsAt = startsAt;
      record.remindAt = visitReminderAt(day, timeZone);
    }
    if (change.places !== undefined) {
      const changed = await this.em.nativeUpdate(VisitTimeRecord, { id: record.id, booked: { $lte: change.places } }, { places: change.places });
      if (changed !== 1) {
        await this.em.refresh(record);
        throw problem(409, 'CONFLICT', VISIT_ERRORS.placesBelowBooked(record.booked));
      }
      record.places = change.places;
    }
    if (change.minutes !== undefined) record.minutes = change.minutes;
    if (change.kind !== undefined) record.kind = change.kind;
    if (change.note !== undefined) record.note = change.note;
    await this.em.flush();
    return staffView(record, timeZone);
  }

  /** Cancels a time: every family booked on it is mailed, warmly, with a link to choose another. */
  async cancel(id: string, actor: AuditActor): Promise<{ visit: VisitTime; mailed: number }> {
    const timeZone = await this.settings.timeZone();
    const record = await this.find(id);
    if (record.startsAt <= new Date()) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.passed);
    const mailed = await this.em.transactional(async (em) => {
      const cancelled = await em.nativeUpdate(VisitTimeRecord, { id, cancelledAt: null }, { cancelledAt: new Date() });
      if (cancelled !== 1) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.alreadyCancelled);
      const bookings = await em.find(VisitBookingRecord, { visit: id, status: 'booked' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      for (const booking of bookings) this.outbox.add(em, { kind: 'visit-time-cancelled', refId: booking.id, to: booking.email });
      return bookings;
    });
    await this.em.refresh(record);
    const when = visitWhenText(publicView(record, timeZone));
    for (const familyId of new Set(mailed.map((booking) => booking.familyId))) {
      if (familyId) await this.families.record(familyId, { kind: 'visit', text: `The school cancelled the visit: ${when}; mailed a link to choose another`, actor });
    }
    return { visit: staffView(record, timeZone), mailed: mailed.length };
  }

  // ---- Bookings ----

  /** Staff: a time's bookings, in the order they came. */
  async bookingsOf(visitId: string): Promise<VisitBooking[]> {
    await this.find(visitId);
    const bookings = await this.em.find(VisitBookingRecord, { visit: visitId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return bookings.map(bookingView);
  }

  /**
   * A family books a time. The place is taken by a conditional update of the time's booked count, in the
   * transaction that stores the booking and its confirmation: the last place goes to exactly one request. A mail to
   * an address that is not the signed-in account's own counts among the mails an address gets without asking.
   */
  async book(actor: UserAccount | null, input: BookVisit): Promise<PublicVisitTime> {
    const timeZone = await this.settings.timeZone();
    const visit = await this.find(input.visitId);
    this.checkOpen(visit);
    if (visit.booked >= visit.places) throw problem(409, 'VISIT_FULL', VISIT_ERRORS.full);
    const ownAddress = actor !== null && actor.emailVerifiedAt !== null && actor.email.toLowerCase() === input.email;
    if (!ownAddress && !(await this.unsolicited.allowOne(input.email))) throw problem(429, 'TOO_MANY_MAILS', VISIT_ERRORS.tooManyMails);
    const now = new Date();
    const stored = await this.em.transactional(async (em) => {
      await this.takePlace(em, visit.id, now);
      const booking = new VisitBookingRecord({
        visit: em.getReference(VisitTimeRecord, visit.id, { wrapped: true }),
        name: input.name,
        email: input.email,
        phone: input.phone,
        child: input.child,
        note: input.note,
        userId: actor?.id ?? null,
      });
      // Booked after its reminder's time: the confirmation is fresh, so no reminder follows it.
      if (visit.remindAt <= now) booking.remindedAt = now;
      // The family it belongs to: the one of this proved address, or a new one until the guardian opens their link;
      // stored with the booking, so a time found full leaves no empty family behind.
      const { family } = await this.families.familyFor({ name: input.name, email: input.email, phone: input.phone, verified: ownAddress, userId: actor?.id ?? null }, em);
      booking.familyId = family.id;
      em.persist(booking);
      return { family, mail: this.outbox.add(em, { kind: 'visit-confirmation', refId: booking.id, to: booking.email }).id };
    });
    const { family } = stored;
    this.outbox.sendSoon(stored.mail);
    await this.em.refresh(visit);
    const shown = publicView(visit, timeZone);
    await this.families.record(family.id, { kind: 'visit', text: `Booked: ${visitWhenText(shown)} (child: ${input.child})` });
    await this.families.stepForward(family.id, 'visit-booked');
    return shown;
  }

  /** Staff: what became of a booking once the visit came. */
  async mark(id: string, outcome: VisitOutcome, actor: AuditActor): Promise<VisitBooking> {
    const booking = await this.em.findOne(VisitBookingRecord, { id }, { populate: ['visit'] });
    if (!booking) throw problem(404, 'NOT_FOUND', VISIT_ERRORS.bookingNotFound);
    if (booking.status === 'cancelled') throw problem(409, 'CONFLICT', VISIT_ERRORS.notMarkable);
    if (booking.status === outcome) return bookingView(booking);
    booking.status = outcome;
    await this.em.flush();
    if (booking.familyId) {
      const when = visitWhenText(publicView(booking.visit.getEntity(), await this.settings.timeZone()));
      await this.families.record(booking.familyId, { kind: 'visit', text: outcome === 'attended' ? `Came to the visit: ${when}` : `Did not come to the visit: ${when}`, actor });
      if (outcome === 'attended') await this.families.stepForward(booking.familyId, 'visited');
    }
    return bookingView(booking);
  }

  /** Staff: one time's bookings, or those of the times in a range of days, as CSV. */
  async exportCsv(query: VisitBookingsExport): Promise<string> {
    const timeZone = await this.settings.timeZone();
    const where = query.visitId
      ? { visit: query.visitId }
      : { visit: { startsAt: { $gte: instantOfText(query.from!, timeZone), $lt: instantOfText(nextDay(query.to!), timeZone) } } };
    if (query.visitId) await this.find(query.visitId);
    const bookings = await this.em.find(VisitBookingRecord, where, { populate: ['visit'], orderBy: { visit: { startsAt: 'asc' }, createdAt: 'asc', id: 'asc' } });
    const rows = bookings.map((booking) => {
      const visit = booking.visit.getEntity();
      return [
        wallTimeText(wallClockAt(visit.startsAt, timeZone)).replace('T', ' '),
        VISIT_KIND_NAMES[visit.kind],
        visit.cancelledAt ? 'cancelled by the school' : booking.status,
        booking.name,
        booking.email,
        booking.phone,
        booking.child,
        booking.note ?? '',
        wallTimeText(wallClockAt(booking.createdAt, timeZone)).replace('T', ' '),
      ];
    });
    return csvText([['Visit', 'Kind', 'Status', 'Name', 'Email', 'Phone', "Child's age or grade", 'Note', 'Booked at'], ...rows]);
  }

  // ---- The private link ----

  /** The booking a private link opens; a wrong or guessed token is the same 404 as a missing booking. */
  async managed(token: string): Promise<ManagedVisitBooking> {
    const booking = await this.byToken(token);
    // Only the address's owner opens a link mailed to it: the address is proved, and its families become one.
    await this.families.markVerified(booking.email);
    return managedView(booking, await this.settings.timeZone());
  }

  /** Moves the link's booking to another time with places: the place there is taken as a booking's is. */
  async move(token: string, visitId: string): Promise<ManagedVisitBooking> {
    const booking = await this.byToken(token);
    const from = booking.visit.getEntity();
    if (booking.status === 'cancelled') throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.bookingCancelled);
    if (booking.status !== 'booked' || from.startsAt <= new Date()) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.passed);
    if (from.id === visitId) throw problem(409, 'CONFLICT', VISIT_ERRORS.sameTime);
    const to = await this.find(visitId);
    this.checkOpen(to);
    const now = new Date();
    const mailId = await this.em.transactional(async (em) => {
      await this.takePlace(em, to.id, now);
      const moved = await em.nativeUpdate(
        VisitBookingRecord,
        { id: booking.id, status: 'booked', visit: from.id },
        { visit: to.id, sequence: raw('"sequence" + 1'), remindedAt: to.remindAt <= now ? now : null },
      );
      // Cancelled or moved meanwhile, through another tab: the place taken above goes back with the rollback.
      if (moved !== 1) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.bookingCancelled);
      await em.nativeUpdate(VisitTimeRecord, { id: from.id, booked: { $gt: 0 } }, { booked: raw('"booked" - 1') });
      return this.outbox.add(em, { kind: 'visit-confirmation', refId: booking.id, to: booking.email }).id;
    });
    this.outbox.sendSoon(mailId);
    if (booking.familyId) await this.families.record(booking.familyId, { kind: 'visit', text: `Moved the visit to ${visitWhenText(publicView(to, await this.settings.timeZone()))}` });
    // The changes were made by conditional updates: read the booking afresh, not as this request first loaded it.
    this.em.clear();
    return this.managed(token);
  }

  /** Cancels the link's booking: its place is free again at once. */
  async cancelBooking(token: string): Promise<ManagedVisitBooking> {
    const booking = await this.byToken(token);
    const visit = booking.visit.getEntity();
    if (booking.status === 'cancelled') throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.bookingCancelled);
    if (booking.status !== 'booked' || visit.startsAt <= new Date()) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.passed);
    await this.em.transactional(async (em) => {
      const cancelled = await em.nativeUpdate(VisitBookingRecord, { id: booking.id, status: 'booked' }, { status: 'cancelled' });
      if (cancelled !== 1) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.bookingCancelled);
      await em.nativeUpdate(VisitTimeRecord, { id: visit.id, booked: { $gt: 0 } }, { booked: raw('"booked" - 1') });
      this.outbox.add(em, { kind: 'visit-booking-cancelled', refId: booking.id, to: booking.email });
    });
    if (booking.familyId) await this.families.record(booking.familyId, { kind: 'visit', text: `Cancelled the visit: ${visitWhenText(publicView(visit, await this.settings.timeZone()))}` });
    this.em.clear();
    return this.managed(token);
  }

  // ---- Reminders ----

  /**
   * Queues the day-before reminder of every booking whose time has come. Each is claimed by a conditional update in
   * the transaction that queues its mail, so of several instances looking at once, one sends it, once.
   */
  async queueReminders(now: Date): Promise<number> {
    const due = await this.em.find(
      VisitBookingRecord,
      { status: 'booked', remindedAt: null, visit: { remindAt: { $lte: now }, startsAt: { $gt: now }, cancelledAt: null } },
      { fields: ['id', 'email'], limit: REMINDERS_PER_LOOK, orderBy: { id: 'asc' } },
    );
    let queued = 0;
    for (const booking of due) {
      await this.em.fork().transactional(async (em) => {
        if ((await em.nativeUpdate(VisitBookingRecord, { id: booking.id, remindedAt: null }, { remindedAt: now })) !== 1) return;
        this.outbox.add(em, { kind: 'visit-reminder', refId: booking.id, to: booking.email });
        queued += 1;
      });
    }
    return queued;
  }

  // ---- Within ----

  private async find(id: string): Promise<VisitTimeRecord> {
    const record = await this.em.findOne(VisitTimeRecord, { id });
    if (!record) throw problem(404, 'NOT_FOUND', VISIT_ERRORS.notFound);
    return record;
  }

  private checkOpen(visit: VisitTimeRecord): void {
    if (visit.cancelledAt) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.cancelled);
    if (visit.startsAt <= new Date()) throw problem(409, 'VISIT_CLOSED', VISIT_ERRORS.passed);
  }

  /** One place of the time, if one is left and it is still open; else the clear answer a family can act on. */
  private async takePlace(em: EntityManager, visitId: string, now: Date): Promise<void> {
    const taken = await em.nativeUpdate(VisitTimeRecord, { id: visitId, cancelledAt: null, startsAt: { $gt: now }, ...HAS_A_PLACE() }, { booked: raw('"booked" + 1') });
    if (taken !== 1) throw problem(409, 'VISIT_FULL', VISIT_ERRORS.full);
  }

  private async byToken(token: string): Promise<VisitBookingRecord> {
    if (token.length < 16 || token.length > 200) throw problem(404, 'NOT_FOUND', VISIT_ERRORS.bookingNotFound);
    const link = await this.em.findOne(VisitLinkRecord, { tokenHash: hashOfPrivateLink(token) });
    const booking = link && (await this.em.findOne(VisitBookingRecord, { id: link.bookingId }, { populate: ['visit'] }));
    if (!booking) throw problem(404, 'NOT_FOUND', VISIT_ERRORS.bookingNotFound);
    return booking;
  }

  /**
   * A mail about one booking, built when it is tried: `wanted` says whether it is still worth sending (a confirmation
   * of a booking cancelled before it went is not), and each try makes a fresh private link, of which only the hash
   * is kept (and dropped again if the mail fails). Every link a family was sent opens their booking.
   */
  private registerMail(kind: OutboxKind, wanted: (booking: VisitBookingRecord) => boolean, build: (about: AboutBooking) => VisitMail): void {
    this.outbox.register(kind, {
      compose: async (item, em) => {
        const booking = await em.findOne(VisitBookingRecord, { id: item.refId }, { populate: ['visit'] });
        if (!booking || !wanted(booking)) return null;
        const [timeZone, school] = [await this.settings.timeZone(em), await this.settings.get(em)];
        const record = booking.visit.getEntity();
        const { secret: token, hash } = privateLinkToken();
        const link = new VisitLinkRecord(booking.id, hash);
        await em.persist(link).flush();
        const { invitation, ...document } = build({
          booking,
          record,
          visit: publicView(record, timeZone),
          timeZone,
          school,
          manageUrl: `${this.config.publicUrl}/visits/manage?token=${token}`,
          bookUrl: `${this.config.publicUrl}/visits`,
        });
        const rendered = await renderMail(document);
        return {
          mail: {
            to: booking.email,
            subject: document.subject,
            replyTo: school.email,
            ...rendered,
            ...(invitation ? { icalEvent: { method: invitation.method, filename: 'visit.ics', content: visitInvitation(invitation) } } : {}),
          },
          unsent: async () => {
            await em.nativeDelete(VisitLinkRecord, { id: link.id });
          },
          sent: async (tx) => {
            if (booking.familyId) await this.families.recordMail(tx, booking.familyId, { subject: document.subject, to: booking.email });
          },
        };
      },
    });
  }
}

/** What a booking's mail is made from. */
interface AboutBooking {
  booking: VisitBookingRecord;
  record: VisitTimeRecord;
  visit: PublicVisitTime;
  timeZone: string;
  school: SiteSettings;
  manageUrl: string;
  bookUrl: string;
}

type VisitMail = MailDocument & { invitation?: VisitInvitation };

/** The invitation of a booking's mail: REQUEST adds or updates it in the family's calendar, CANCEL takes it out. */
function invitationOf({ booking, record, visit, timeZone, school }: AboutBooking, method: 'REQUEST' | 'CANCEL', url: string): VisitInvitation {
  return {
    uid: booking.id,
    // A cancellation outranks every invitation sent before it.
    sequence: booking.sequence + (method === 'CANCEL' ? 1 : 0),
    method,
    startsAt: record.startsAt,
    minutes: visit.minutes,
    summary: `${VISIT_KIND_NAMES[visit.kind]} at ${school.schoolName}`,
    description: method === 'CANCEL' ? VISIT_MAIL.timeCancelled.intro : `${VISIT_MAIL.confirmation.manage}: ${url}`,
    location: school.address,
    url,
    timeZone,
    organizer: { name: school.schoolName, email: school.email },
    attendee: booking.email,
  };
}

/**
 * A booking's mail: the heading, the greeting and the time as every one of them opens, then its own blocks. Each holds
 * only the school's words and the time: anyone may type anyone's address into the form.
 */
function visitMail(
  { visit, school }: AboutBooking,
  copy: { subject: string; heading: string; intro: string },
  rest: MailBlock[],
  { withNote = true }: { withNote?: boolean } = {},
): MailDocument {
  const when = visitWhenText(visit);
  return {
    subject: copy.subject,
    preheader: when,
    school,
    blocks: [
      { kind: 'heading', text: copy.heading },
      { kind: 'text', text: `Hello,\n\n${copy.intro}` },
      { kind: 'item', title: when, meta: school.address, text: (withNote && visit.note) || undefined },
      ...rest,
    ],
  };
}

function confirmationMail(about: AboutBooking): VisitMail {
  const copy = VISIT_MAIL.confirmation;
  return {
    ...visitMail(about, copy, [
      { kind: 'text', text: copy.calendar },
      { kind: 'button', text: copy.manage, href: about.manageUrl },
      { kind: 'note', text: `${copy.manageNote} Questions? Call us on ${about.school.phone} or answer this e-mail.` },
    ]),
    invitation: invitationOf(about, 'REQUEST', about.manageUrl),
  };
}

function reminderMail(about: AboutBooking): VisitMail {
  const copy = VISIT_MAIL.reminder;
  return visitMail(about, copy, [
    { kind: 'button', text: copy.manage, href: about.manageUrl },
    { kind: 'note', text: `If something has come up, the link above moves or cancels your visit. Questions? Call us on ${about.school.phone}.` },
  ]);
}

function bookingCancelledMail(about: AboutBooking): VisitMail {
  const copy = VISIT_MAIL.bookingCancelled;
  const { school, bookUrl } = about;
  return {
    ...visitMail(
      about,
      copy,
      [
        { kind: 'text', text: `${copy.calendar} ${copy.again}` },
        { kind: 'button', text: copy.button, href: bookUrl },
        { kind: 'note', text: `Questions? Call us on ${school.phone} or answer this e-mail.` },
      ],
      { withNote: false },
    ),
    invitation: invitationOf(about, 'CANCEL', bookUrl),
  };
}

function timeCancelledMail(about: AboutBooking): VisitMail {
  const copy = VISIT_MAIL.timeCancelled;
  const { school, bookUrl } = about;
  return {
    ...visitMail(
      about,
      copy,
      [
        { kind: 'text', text: copy.choose },
        { kind: 'button', text: copy.button, href: bookUrl },
        { kind: 'note', text: `Questions? Call us on ${school.phone} or answer this e-mail. With our apologies, the ${school.schoolName} office.` },
      ],
      { withNote: false },
    ),
    invitation: invitationOf(about, 'CANCEL', bookUrl),
  };
}

function publicView(record: VisitTimeRecord, timeZone: string): PublicVisitTime {
  return {
    id: record.id,
    kind: record.kind,
    start: wallTimeText(wallClockAt(record.startsAt, timeZone)),
    startsAt: record.startsAt.toISOString(),
    minutes: record.minutes,
    placesLeft: record.cancelledAt ? 0 : placesLeft(record.places, record.booked),
    note: record.note,
  };
}

function staffView(record: VisitTimeRecord, timeZone: string): VisitTime {
  return {
    ...publicView(record, timeZone),
    places: record.places,
    booked: record.booked,
    seriesId: record.seriesId,
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
  };
}

function bookingView(booking: VisitBookingRecord): VisitBooking {
  return {
    id: booking.id,
    visitId: booking.visit.id,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    child: booking.child,
    note: booking.note,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
  };
}

function managedView(booking: VisitBookingRecord, timeZone: string): ManagedVisitBooking {
  const record = booking.visit.getEntity();
  const { id, name, email, phone, child, note, status } = booking;
  return { booking: { id, name, email, phone, child, note, status }, visit: { ...publicView(record, timeZone), cancelled: record.cancelledAt !== null } };
}
