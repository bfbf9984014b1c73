import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { isStepForward, type Level, STAGE_NAMES, type Stage, STATUS_OF_STAGE, type FamilyEventKind } from '@trailside/domain/admissions/admissions.types';
import { familyStageOf } from '@trailside/domain/admissions/family-stage.rules';
import { type AuditActor, AuditService } from '../../audit/audit.service';
import { event, quoted } from '../../audit/audit-wording';
import { FamilyEventRecord } from './family-event.entity';
import { FamilyRecord } from './family.entity';
import { GuardianRecord } from './guardian.entity';
import { StudentRecord } from './student.entity';

/**
 * Who moved a stage when no staff member did: the family's own step on the website (a visit booked, an offer
 * accepted, the last signature) or the website's clock (an offer lapsing). The audit trail names it so.
 */
export const WEBSITE_ACTOR: AuditActor = { id: 'website', name: 'The website' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A private link's secret (a booking's, an application's, an offer's, a signature's): 32 random bytes in the link,
 * only the hash stored, so a copy of the database opens nothing. Look a link up by `hashOfPrivateLink(secret)`.
 */
export function privateLinkToken(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: sha256(secret) };
}

export const hashOfPrivateLink = (secret: string) => sha256(secret);

export interface GuardianDetails {
  name: string;
  email: string;
  phone?: string;
  /** Proved: a signed-in account's verified address. A form's typed address is not. */
  verified: boolean;
  userId?: string | null;
}

export interface StudentDetails {
  firstName: string;
  lastName?: string;
  dateOfBirth?: string | null;
  level?: Level | null;
  startTerm?: string | null;
}

export interface FamilyEventDetails {
  kind: FamilyEventKind;
  text: string;
  studentId?: string | null;
  actor?: AuditActor | null;
}

/** "The Okafor family", from a guardian's name as typed. */
export const familyNameFor = (guardianName: string) => `The ${guardianName.trim().split(/\s+/).at(-1) || 'new'} family`;

/**
 * The family record (issue 41): finding a family from a guardian, its students, its timeline and its students'
 * stages. Every admissions slice (visits, applications, offers, the agreement) goes through here, so a family is found
 * the same way and every stage change is on the timeline and in the audit trail.
 */
@Injectable()
export class FamiliesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /**
   * The family of the guardian whose address is proved, or a new family with this guardian. An unproved address
   * never finds a family (anyone can type anyone's address), so it starts its own, which joins the proved one when
   * the guardian opens a private link (markVerified). `em`: a transaction's, so that the family is stored with what it
   * is found for (a booking), or not at all.
   */
  async familyFor(details: GuardianDetails, em: EntityManager = this.em): Promise<{ family: FamilyRecord; guardian: GuardianRecord; created: boolean }> {
    const email = details.email.trim().toLowerCase();
    if (details.verified) {
      const known = await em.findOne(GuardianRecord, { email, verifiedAt: { $ne: null } }, { orderBy: { createdAt: 'asc' } });
      if (known) {
        if (details.userId && !known.userId) known.userId = details.userId;
        if (details.phone && !known.phone) known.phone = details.phone;
        await em.flush();
        return { family: await em.findOneOrFail(FamilyRecord, { id: known.familyId }), guardian: known, created: false };
      }
    }
    const family = new FamilyRecord(familyNameFor(details.name));
    const guardian = new GuardianRecord({
      familyId: family.id,
      name: details.name.trim(),
      email,
      phone: details.phone?.trim() ?? '',
      verifiedAt: details.verified ? new Date() : null,
      userId: details.userId ?? null,
    });
    await em.persist([family, guardian]).flush();
    return { family, guardian, created: true };
  }

  async find(familyId: string): Promise<FamilyRecord> {
    const family = await this.em.findOne(FamilyRecord, { id: familyId });
    if (!family) throw new NotFoundException('We could not find that family');
    return family;
  }

  async addStudent(familyId: string, details: StudentDetails): Promise<StudentRecord> {
    const student = new StudentRecord({
      familyId,
      firstName: details.firstName.trim(),
      lastName: details.lastName?.trim() ?? '',
      dateOfBirth: details.dateOfBirth ?? null,
      level: details.level ?? null,
      startTerm: details.startTerm ?? null,
    });
    await this.em.persist(student).flush();
    return student;
  }

  /** A line on the family's timeline. */
  async record(familyId: string, { kind, text, studentId, actor }: FamilyEventDetails): Promise<void> {
    const line = new FamilyEventRecord({ familyId, kind, text, studentId: studentId ?? null, actorId: actor?.id ?? null, actorName: actor?.name ?? null });
    await this.em.persist(line).flush();
  }

  /**
   * A mail that went to the family, on its timeline: what it was and to whom. Written straight to its table, within the
   * outbox's transaction: a flush there would also write whatever else the mail's composing loaded and has since gone
   * stale (a booking marked attended meanwhile).
   */
  async recordMail(em: EntityManager, familyId: string, mail: { subject: string; to: string }): Promise<void> {
    await em.insert(new FamilyEventRecord({ familyId, kind: 'mail', text: `E-mailed "${mail.subject}" to ${mail.to}` }));
  }

  /**
   * Moves a student to `stage` (their status follows, STATUS_OF_STAGE), with a timeline line and an audit entry:
   * by `actor` (staff), or by the family's own step or the clock (null: WEBSITE_ACTOR). Nothing happens, and
   * nothing is written, when the student is already there.
   */
  async setStage(studentId: string, stage: Stage, actor: AuditActor | null, reason?: string): Promise<StudentRecord> {
    const student = await this.em.findOne(StudentRecord, { id: studentId });
    if (!student) throw new NotFoundException('We could not find that student');
    if (student.stage === stage) return student;
    const from: Stage = student.stage;
    student.stage = stage;
    student.status = STATUS_OF_STAGE[stage];
    const because = reason?.trim() ? ` (${reason.trim()})` : '';
    const text = `${student.firstName} moved from ${STAGE_NAMES[from]} to ${STAGE_NAMES[stage]}${because}`;
    this.em.persist(new FamilyEventRecord({ familyId: student.familyId, studentId, kind: 'stage', text, actorId: actor?.id ?? null, actorName: actor?.name ?? null }));
    await this.em.flush();
    await this.refreshFamilyStage(student.familyId);
    await this.audit.record(actor ?? WEBSITE_ACTOR, [
      event('change-stage', 'student', [student.id], `moved ${quoted(`${student.firstName} ${student.lastName}`.trim())} from ${STAGE_NAMES[from]} to ${STAGE_NAMES[stage]}${because}`),
    ]);
    return student;
  }

  /**
   * A family's own step (a visit booked or made): each of its students still before `stage` moves to it, and the
   * family itself when no child is named yet. A step back is never taken (isStepForward).
   */
  async stepForward(familyId: string, stage: Stage): Promise<void> {
    const students = await this.em.find(StudentRecord, { familyId });
    for (const student of students) {
      if (isStepForward(student.stage, stage)) await this.setStage(student.id, stage, null);
    }
    if (!students.length) {
      const family = await this.find(familyId);
      if (isStepForward(family.stage, stage)) {
        family.stage = stage;
        await this.em.flush();
      }
    }
  }

  /**
   * The guardian proved their address (opened a private link mailed to it): every guardian row with it is marked,
   * and the families they started with it before join the oldest family it was already proved in.
   */
  async markVerified(rawEmail: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const guardians = await this.em.find(GuardianRecord, { email }, { orderBy: { createdAt: 'asc' } });
    if (!guardians.length) return;
    const now = new Date();
    const home = guardians.find((guardian) => guardian.verifiedAt) ?? guardians[0];
    for (const guardian of guardians) guardian.verifiedAt ??= now;
    await this.em.flush();
    for (const familyId of new Set(guardians.map((guardian) => guardian.familyId))) {
      if (familyId !== home.familyId) await this.merge(familyId, home.familyId, null);
    }
  }

  /**
   * Two families that are one: every admissions row pointing at `fromId` (any entity with a `familyId`: guardians,
   * students, timeline, bookings, applications, offers) moves to `intoId`, a guardian who was in both stays once
   * (rows pointing at the dropped copy by `guardianId` follow), and `fromId` is gone.
   */
  async merge(fromId: string, intoId: string, actor: AuditActor | null): Promise<FamilyRecord> {
    if (fromId === intoId) return this.find(intoId);
    const [from, into] = [await this.find(fromId), await this.find(intoId)];
    await this.em.transactional(async (em) => {
      for (const meta of Object.values(em.getMetadata().getAll())) {
        if (meta.properties.familyId && meta.class !== FamilyRecord) await em.nativeUpdate(meta.class, { familyId: fromId }, { familyId: intoId });
      }
      const guardians = await em.find(GuardianRecord, { familyId: intoId }, { orderBy: { createdAt: 'asc' } });
      const kept = new Map<string, GuardianRecord>();
      for (const guardian of guardians) {
        const first = kept.get(guardian.email);
        if (!first) {
          kept.set(guardian.email, guardian);
          continue;
        }
        first.verifiedAt ??= guardian.verifiedAt;
        first.userId ??= guardian.userId;
        if (!first.phone) first.phone = guardian.phone;
        for (const meta of Object.values(em.getMetadata().getAll())) {
          if (meta.properties.guardianId) await em.nativeUpdate(meta.class, { guardianId: guardian.id }, { guardianId: first.id });
        }
        em.remove(guardian);
      }
      em.persist(new FamilyEventRecord({ familyId: intoId, kind: 'merge', text: `${from.name} joined this family`, actorId: actor?.id ?? null, actorName: actor?.name ?? null }));
      await em.flush();
      await em.nativeDelete(FamilyRecord, { id: fromId });
    });
    this.em.clear();
    await this.refreshFamilyStage(intoId);
    await this.audit.record(actor ?? WEBSITE_ACTOR, [event('merge', 'family', [intoId, fromId], `merged ${quoted(from.name)} into ${quoted(into.name)}`)]);
    return this.find(intoId);
  }

  private async refreshFamilyStage(familyId: string): Promise<void> {
    const family = await this.em.findOne(FamilyRecord, { id: familyId });
    if (!family) return;
    const students = await this.em.find(StudentRecord, { familyId });
    const stage = familyStageOf(
      students.map((student) => student.stage),
      family.stage,
    );
    if (stage !== family.stage) {
      family.stage = stage;
      await this.em.flush();
    }
  }
}
