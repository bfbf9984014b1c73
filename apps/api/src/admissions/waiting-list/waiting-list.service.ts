import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { type Level, STAGE_NAMES } from '@trailside/domain/admissions/admissions.types';
import { OFFER_ERRORS } from '@trailside/domain/admissions/offers.messages';
import type { MoveOnWaitingList, WaitingListSettings } from '@trailside/domain/admissions/offers.schema';
import type { Offer, OfferProposal, WaitingList, WaitingListEntry } from '@trailside/domain/admissions/offers.types';
import { placeAfterMove, placesLeft, type WaitingEntry, waitingListName, waitingOrder } from '@trailside/domain/admissions/waiting-list.rules';
import type { AuditActor } from '../../audit/audit.service';
import { problem } from '../../common/errors/problem';
import { ApplicationChildRecord, ApplicationRecord } from '../applications/application.entity';
import { FamiliesService } from '../families/families.service';
import { FamilyEventRecord } from '../families/family-event.entity';
import { FamilyRecord } from '../families/family.entity';
import { StudentRecord } from '../families/student.entity';
import { OfferRecord } from '../offers/offer.entity';
import { WaitingEntryRecord } from './waiting-entry.entity';
import { WaitingListRecord } from './waiting-list.entity';

/** A list: one level and one start term. */
type ListKey = { level: Level; startTerm: string };

const fullName = (student: StudentRecord) => `${student.firstName} ${student.lastName}`.trim();

/**
 * The waiting lists (issue 41): one per level and start term, in the order the school sets (waitingOrder), with the
 * places open in each. Staff put an applied student on their list, move one with a reason, and set the places.
 */
@Injectable()
export class WaitingListService {
  constructor(
    private readonly em: EntityManager,
    private readonly families: FamiliesService,
  ) {}

  /**
   * When a student's application was complete: its `completedAt` (the guardian proved their address), the earliest of
   * the applications naming the student; for a student staff moved to Applied by hand (an application on paper), when
   * they moved (their timeline's line); failing both, now.
   */
  private async completedAtOf(student: StudentRecord): Promise<Date> {
    const children = await this.em.find(ApplicationChildRecord, { studentId: student.id }, { fields: ['applicationId'] });
    const [application] = await this.em.find(
      ApplicationRecord,
      { id: { $in: children.map((child) => child.applicationId) }, completedAt: { $ne: null } },
      { orderBy: { completedAt: 'asc' }, limit: 1 },
    );
    if (application?.completedAt) return application.completedAt;
    const [applied] = await this.em.find(
      FamilyEventRecord,
      { studentId: student.id, kind: 'stage', text: { $like: `% to ${STAGE_NAMES.applied}%` } },
      { orderBy: { at: 'asc' }, limit: 1 },
    );
    return applied?.at ?? new Date();
  }

  /** An applied student joins the list of their level and start term (stage 'waiting-list'). */
  async join(studentId: string, actor: AuditActor): Promise<WaitingList> {
    const student = await this.studentOf(studentId);
    if (!student.level || !student.startTerm) throw problem(409, 'CONFLICT', OFFER_ERRORS.noLevel(student.firstName));
    if (student.stage !== 'applied') throw problem(409, 'CONFLICT', OFFER_ERRORS.notApplied(student.firstName));
    const entry = await this.em.findOne(WaitingEntryRecord, { studentId });
    const completedAt = await this.completedAtOf(student);
    if (entry) Object.assign(entry, { level: student.level, startTerm: student.startTerm, completedAt, manualPlace: null, movedAt: null, moveReason: null, movedBy: null });
    else this.em.persist(new WaitingEntryRecord({ familyId: student.familyId, studentId, level: student.level, startTerm: student.startTerm, completedAt }));
    await this.em.flush();
    await this.families.setStage(studentId, 'waiting-list', actor);
    return this.list({ level: student.level, startTerm: student.startTerm });
  }

  /** A family one place up or down: the place is kept on the student's line (the order respects it), with the reason. */
  async move({ studentId, direction, reason }: MoveOnWaitingList, actor: AuditActor): Promise<{ list: WaitingList; student: StudentRecord; place: number }> {
    const student = await this.studentOf(studentId);
    const entry = await this.em.findOne(WaitingEntryRecord, { studentId });
    if (!entry || student.stage !== 'waiting-list') throw problem(409, 'CONFLICT', OFFER_ERRORS.notWaiting(student.firstName));
    const { settings, lines } = await this.linesOf(entry);
    const place = placeAfterMove(lines, settings, studentId, direction) ?? 1;
    Object.assign(entry, { manualPlace: place, movedAt: new Date(), moveReason: reason, movedBy: actor.name });
    this.em.persist(
      new FamilyEventRecord({
        familyId: student.familyId,
        studentId,
        kind: 'note',
        text: `${student.firstName} moved ${direction} to number ${place} on the waiting list for ${waitingListName(entry.level, entry.startTerm)} (${reason})`,
        actorId: actor.id,
        actorName: actor.name,
      }),
    );
    await this.em.flush();
    return { list: await this.list(entry), student, place };
  }

  async saveSettings({ level, startTerm, places, siblingsFirst }: WaitingListSettings): Promise<WaitingList> {
    const settings = await this.settingsOf({ level, startTerm });
    Object.assign(settings, { places, siblingsFirst });
    await this.em.persist(settings).flush();
    return this.list({ level, startTerm });
  }

  /** One list for the console: its students in order, places, offers, and the family proposed for a place given back. */
  async list({ level, startTerm }: ListKey): Promise<WaitingList> {
    const settings = await this.settingsOf({ level, startTerm });
    const { lines, entries } = await this.linesOf({ level, startTerm });
    const students = new Map((await this.em.find(StudentRecord, { id: { $in: entries.map((entry) => entry.studentId) } })).map((student) => [student.id, student]));
    const familyNames = await this.familyNames(entries.map((entry) => entry.familyId));
    const byStudent = new Map(entries.map((entry) => [entry.studentId, entry]));
    const ordered: WaitingListEntry[] = waitingOrder(lines, settings).map((line, index) => {
      const entry = byStudent.get(line.studentId) as WaitingEntryRecord;
      const student = students.get(line.studentId) as StudentRecord;
      return {
        studentId: student.id,
        familyId: student.familyId,
        familyName: familyNames.get(student.familyId) ?? '',
        studentName: fullName(student),
        place: index + 1,
        sibling: line.sibling,
        completedAt: entry.completedAt.toISOString(),
        moved: entry.manualPlace === null ? null : { place: entry.manualPlace, reason: entry.moveReason ?? '', by: entry.movedBy ?? '' },
      };
    });
    const taken = await this.em.count(StudentRecord, { level, startTerm, stage: { $in: ['offered', 'enrolled'] } });
    const offers = await this.offersOf({ level, startTerm });
    return {
      level,
      startTerm,
      places: settings.places,
      siblingsFirst: settings.siblingsFirst,
      taken,
      left: placesLeft(settings.places, taken),
      entries: ordered,
      offers,
      proposal: proposalOf(offers, ordered, placesLeft(settings.places, taken)),
    };
  }

  /** A student's place (1-based) on their list, by the same order staff see, or null when they are not waiting. */
  async placeOf(studentId: string): Promise<number | null> {
    const entry = await this.em.findOne(WaitingEntryRecord, { studentId });
    if (!entry) return null;
    const { settings, lines } = await this.linesOf(entry);
    const index = waitingOrder(lines, settings).findIndex((line) => line.studentId === studentId);
    return index < 0 ? null : index + 1;
  }

  /** Places left in a list: its places less the students offered a place (not lapsed or declined) and enrolled. */
  async placesLeftIn({ level, startTerm }: ListKey): Promise<number> {
    const settings = await this.settingsOf({ level, startTerm });
    return placesLeft(settings.places, await this.em.count(StudentRecord, { level, startTerm, stage: { $in: ['offered', 'enrolled'] } }));
  }

  private async studentOf(studentId: string): Promise<StudentRecord> {
    const student = await this.em.findOne(StudentRecord, { id: studentId });
    if (!student) throw problem(404, 'NOT_FOUND', OFFER_ERRORS.studentNotFound);
    return student;
  }

  private async settingsOf({ level, startTerm }: ListKey): Promise<WaitingListRecord> {
    return (await this.em.findOne(WaitingListRecord, { level, startTerm })) ?? new WaitingListRecord(level, startTerm);
  }

  /** The lines of a list whose students are waiting, as the order reads them (a sibling: another child of the family enrolled). */
  private async linesOf({ level, startTerm }: ListKey) {
    const settings = await this.settingsOf({ level, startTerm });
    const waiting = await this.em.find(StudentRecord, { level, startTerm, stage: 'waiting-list' }, { fields: ['id'] });
    const entries = await this.em.find(WaitingEntryRecord, { level, startTerm, studentId: { $in: waiting.map((student) => student.id) } });
    const enrolled = new Set(
      (await this.em.find(StudentRecord, { familyId: { $in: entries.map((entry) => entry.familyId) }, stage: 'enrolled' }, { fields: ['familyId'] })).map((student) => student.familyId),
    );
    const lines: WaitingEntry[] = entries.map((entry) => ({
      studentId: entry.studentId,
      sibling: enrolled.has(entry.familyId),
      completedAt: entry.completedAt.toISOString(),
      manualPlace: entry.manualPlace,
      movedAt: entry.movedAt?.toISOString() ?? null,
    }));
    return { settings, lines, entries };
  }

  private async familyNames(ids: string[]): Promise<Map<string, string>> {
    return new Map((await this.em.find(FamilyRecord, { id: { $in: [...new Set(ids)] } })).map((family) => [family.id, family.name]));
  }

  private async offersOf({ level, startTerm }: ListKey): Promise<Offer[]> {
    const offers = await this.em.find(OfferRecord, { level, startTerm }, { orderBy: { offeredAt: 'desc' }, limit: 100 });
    const students = new Map((await this.em.find(StudentRecord, { id: { $in: offers.map((offer) => offer.studentId) } })).map((student) => [student.id, student]));
    const familyNames = await this.familyNames(offers.map((offer) => offer.familyId));
    return offers.map((offer) => offerView(offer, students.get(offer.studentId), familyNames.get(offer.familyId) ?? ''));
  }
}

export function offerView(offer: OfferRecord, student: StudentRecord | undefined, familyName: string): Offer {
  return {
    id: offer.id,
    studentId: offer.studentId,
    familyId: offer.familyId,
    studentName: student ? fullName(student) : '',
    familyName,
    level: offer.level,
    startTerm: offer.startTerm,
    className: offer.className,
    monthlyTuition: offer.monthlyTuition,
    startDate: offer.startDate,
    deposit: offer.deposit,
    deadline: offer.deadline.toISOString(),
    state: offer.state,
    offeredAt: offer.offeredAt.toISOString(),
    answeredAt: offer.answeredAt?.toISOString() ?? null,
  };
}

/**
 * After an offer was declined or lapsed, and no offer was made since, while a place is free: the first family on the
 * list, for the console's "Offer a place".
 */
function proposalOf(offers: Offer[], entries: WaitingListEntry[], left: number): OfferProposal | null {
  const [latest] = offers;
  const first = entries[0];
  if (!latest || !first || left < 1 || (latest.state !== 'declined' && latest.state !== 'lapsed')) return null;
  return {
    studentId: first.studentId,
    studentName: first.studentName,
    familyName: first.familyName,
    because: `${latest.studentName}'s offer ${latest.state === 'lapsed' ? 'lapsed' : 'was declined'}`,
  };
}
