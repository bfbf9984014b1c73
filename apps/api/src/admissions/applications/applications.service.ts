import { randomUUID } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { isStepForward, LEVEL_NAMES, startTermName } from '@trailside/domain/admissions/admissions.types';
import { APPLICATION_STATUS_PAGE } from '@trailside/domain/admissions/applications.contract';
import { APPLICATION_MAIL, APPLICATION_MESSAGES, APPLICATION_TEXTS, DOCUMENT_MESSAGES } from '@trailside/domain/admissions/applications.messages';
import { documentNameOf, documentTypeOf, type DocumentType, isOpenStartTerm, isPlausibleBirthDate, isSameChild, MAX_DOCUMENT_BYTES } from '@trailside/domain/admissions/applications.rules';
import type { Apply, ApplicationsQuery } from '@trailside/domain/admissions/applications.schema';
import type { ApplicationChild, ApplicationDetail, ApplicationDocument, ApplicationStatus, ApplicationSummary } from '@trailside/domain/admissions/applications.types';
import { dayAt } from '@trailside/domain/calendar/zoned-time';
import type { AuditActor } from '../../audit/audit.service';
import { problem } from '../../common/errors/problem';
import { renderMail } from '../../common/mail/mail-layout';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import { UnsolicitedMailService } from '../../common/mail/unsolicited-mail.service';
import { FILE_STORAGE, type FileStorage, PRIVATE_FOLDER } from '../../common/storage/file-storage';
import { storageProblem } from '../../common/storage/image-storage.service';
import { CONFIG, type Config } from '../../config/config';
import { CaptchaService } from '../../contact/captcha.service';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { SettingsService } from '../../settings/settings.service';
import { WaitingListService } from '../waiting-list/waiting-list.service';
import { FamiliesService, hashOfPrivateLink, privateLinkToken } from '../families/families.service';
import { FamilyEventRecord } from '../families/family-event.entity';
import { FamilyRecord } from '../families/family.entity';
import { GuardianRecord } from '../families/guardian.entity';
import { StudentRecord } from '../families/student.entity';
import { ApplicationChildRecord, ApplicationDocumentRecord, ApplicationRecord } from './application.entity';

/** How long the link's mail is worth trying while the mail server is down. */
const LINK_MAIL_WAIT_DAYS = 7;
/** The timeline lines an opened application shows staff: the family's latest. */
const TIMELINE_LINES = 200;

/** A document as it arrived: multer's temp file, checked before anything is stored. */
interface CheckedDocument {
  tempFile: string;
  name: string;
  type: DocumentType;
  size: number;
}

/**
 * Applications made online (issue 41): stored with the family's guardians and children, their documents kept under the
 * storage's private folder, and a private link mailed to the guardian. Opening the link proves the address
 * (FamiliesService.markVerified), completes the application and moves each child to "applied"; only then do staff
 * see it. A signed-in guardian whose account's address is verified has proved it already: theirs is complete at once.
 */
@Injectable()
export class ApplicationsService implements OnModuleInit {
  private readonly logger = new Logger('Applications');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    private readonly em: EntityManager,
    private readonly families: FamiliesService,
    private readonly captcha: CaptchaService,
    private readonly settings: SettingsService,
    private readonly outbox: MailOutboxService,
    private readonly unsolicited: UnsolicitedMailService,
    private readonly waitingList: WaitingListService,
  ) {}

  /** The link's mail is made when it is tried, with a fresh link each time: only its hash is kept, as a reset's. */
  onModuleInit(): void {
    this.outbox.register('application-link', {
      compose: async (item, em) => {
        const application = await em.findOne(ApplicationRecord, { id: item.refId });
        if (!application) return null;
        const { secret, hash } = privateLinkToken();
        application.linkHash = hash;
        await em.flush();
        const href = `${this.config.publicUrl}${APPLICATION_STATUS_PAGE}?token=${encodeURIComponent(secret)}`;
        const rendered = await renderMail({
          subject: APPLICATION_MAIL.subject,
          preheader: APPLICATION_MAIL.body,
          school: await this.settings.get(em),
          blocks: [
            { kind: 'text', text: APPLICATION_MAIL.greeting },
            { kind: 'text', text: APPLICATION_MAIL.body },
            { kind: 'button', text: APPLICATION_MAIL.button, href },
            { kind: 'note', text: APPLICATION_MAIL.keep },
          ],
        });
        const mail = { to: item.to, subject: APPLICATION_MAIL.subject, ...rendered };
        return { mail, sent: (tx) => this.families.recordMail(tx, application.familyId, mail) };
      },
    });
  }

  /**
   * Checks everything first (the captcha for a visitor, each start and birthday against the school's day, each
   * document's size and kind by its bytes), so a refusal writes nothing; then the family, its students, the
   * application, its documents and its mail.
   */
  async apply(input: Apply, uploads: readonly Express.Multer.File[], user: UserAccount | null): Promise<{ verified: boolean }> {
    if (!user) await this.captcha.verify(input.altcha ?? '');
    const today = dayAt(new Date(), await this.settings.timeZone());
    input.children.forEach((child, index) => {
      if (!isOpenStartTerm(child.startTerm, today)) throw invalid(`children.${index}.startTerm`, APPLICATION_MESSAGES.startTermClosed);
      if (!isPlausibleBirthDate(child.dateOfBirth, today)) throw invalid(`children.${index}.dateOfBirth`, APPLICATION_MESSAGES.dateOfBirthRange);
    });
    const documents = await Promise.all(uploads.map(checkDocument));

    // The files first, under names we make: a database that then fails leaves none behind, and none is ever half there.
    const keys = await this.storeFiles(documents);
    const verified = Boolean(user?.emailVerifiedAt) && user?.email === input.guardian.email;
    let stored: { family: FamilyRecord; application: ApplicationRecord; documentCount: number };
    try {
      stored = await this.record(input, documents, keys, verified, user);
    } catch (error) {
      await this.files.remove(keys).catch(() => undefined);
      throw error;
    }
    const { family, application, documentCount } = stored;
    const named = input.children.map((child) => `${child.firstName} (${LEVEL_NAMES[child.level]}, ${startTermName(child.startTerm)})`).join(', ');
    const sent = documentCount ? ` with ${documentCount} document${documentCount === 1 ? '' : 's'}` : '';
    await this.families.record(family.id, { kind: 'application', text: `Applied online for ${named}${sent}` });
    if (verified) await this.complete(application);
    return { verified };
  }

  /**
   * The private link: the first opening proves the guardian's address (joining any family they started before with
   * it) and completes the application; every opening answers where it stands. A wrong or guessed link is a 404, the
   * same as one for an application that is gone.
   */
  async open(token: string): Promise<{ status: ApplicationStatus; confirmed: boolean }> {
    const application = await this.em.findOne(ApplicationRecord, { linkHash: hashOfPrivateLink(token) });
    if (!application) throw problem(404, 'NOT_FOUND', APPLICATION_TEXTS.notFound);
    const confirmed = await this.complete(application);
    // Completing may have joined this family to another (markVerified): read the application again.
    const current = await this.em.findOneOrFail(ApplicationRecord, { id: application.id }, { disableIdentityMap: true });
    return { status: await this.statusOf(current), confirmed };
  }

  /** Completes the application once, whoever gets there first; false when it was complete already. */
  private async complete(application: ApplicationRecord): Promise<boolean> {
    const claimed = await this.em.nativeUpdate(ApplicationRecord, { id: application.id, completedAt: null }, { completedAt: new Date() });
    if (claimed !== 1) return false;
    const guardian = await this.em.findOneOrFail(GuardianRecord, { id: application.guardianId });
    await this.families.markVerified(guardian.email);
    const children = await this.em.find(ApplicationChildRecord, { applicationId: application.id });
    for (const child of children) {
      const student = await this.em.findOneOrFail(StudentRecord, { id: child.studentId });
      if (isStepForward(student.stage, 'applied')) await this.families.setStage(student.id, 'applied', null);
    }
    return true;
  }

  private async statusOf(application: ApplicationRecord): Promise<ApplicationStatus> {
    const children = await this.childrenOf([application.id]);
    return {
      createdAt: timestampOf(application.createdAt),
      completedAt: application.completedAt ? timestampOf(application.completedAt) : null,
      children: await Promise.all(
        (children.get(application.id) ?? []).map(async ({ studentId, firstName, level, startTerm, stage }) => ({
          studentId,
          firstName,
          level,
          startTerm,
          stage,
          waitingPlace: stage === 'waiting-list' ? await this.waitingList.placeOf(studentId) : null,
        })),
      ),
    };
  }

  /** Completed applications, newest first, with a child of the level and start asked for. */
  async list({ level, startTerm, limit, offset }: ApplicationsQuery): Promise<{ applications: ApplicationSummary[]; total: number }> {
    const filtered = level || startTerm;
    const matching = filtered
      ? (await this.em.find(ApplicationChildRecord, { ...(level ? { level } : {}), ...(startTerm ? { startTerm } : {}) }, { fields: ['applicationId'] })).map((child) => child.applicationId)
      : [];
    const [applications, total] = await this.em.findAndCount(
      ApplicationRecord,
      { completedAt: { $ne: null }, ...(filtered ? { id: { $in: [...new Set(matching)] } } : {}) },
      { orderBy: { completedAt: 'desc', id: 'desc' }, limit, offset },
    );
    return { applications: await this.summariesOf(applications), total };
  }

  /** One completed application, for staff; one still waiting for its guardian's address is not there yet. */
  async detail(id: string): Promise<ApplicationDetail> {
    const application = await this.em.findOne(ApplicationRecord, { id, completedAt: { $ne: null } });
    if (!application) throw problem(404, 'NOT_FOUND', APPLICATION_TEXTS.notFound);
    const [summary] = await this.summariesOf([application]);
    const guardianIds = [application.guardianId, application.secondGuardianId].filter((each): each is string => each !== null);
    const guardians = await this.em.find(GuardianRecord, { id: { $in: guardianIds } });
    // By name: the files of one application are stored in the same moment, so their times cannot order them.
    const documents = await this.em.find(ApplicationDocumentRecord, { applicationId: id }, { orderBy: { name: 'asc', id: 'asc' } });
    const timeline = await this.em.find(FamilyEventRecord, { familyId: application.familyId }, { orderBy: { at: 'desc', id: 'desc' }, limit: TIMELINE_LINES });
    return {
      ...summary,
      createdAt: timestampOf(application.createdAt),
      note: application.note,
      guardians: guardianIds
        .map((guardianId) => guardians.find((guardian) => guardian.id === guardianId))
        .filter((guardian): guardian is GuardianRecord => guardian !== undefined)
        .map(({ name, email, phone, verifiedAt }) => ({ name, email, phone, verified: verifiedAt !== null })),
      documents: documents.map(({ id: documentId, name, contentType, size }): ApplicationDocument => ({ id: documentId, name, contentType: contentType as DocumentType, size })),
      timeline: timeline.map(({ at, kind, text, actorName }) => ({ at: timestampOf(at), kind, text, actorName })),
    };
  }

  /** A staff member's note, on the family's timeline. */
  async addNote(id: string, text: string, actor: AuditActor): Promise<ApplicationDetail> {
    const application = await this.em.findOne(ApplicationRecord, { id, completedAt: { $ne: null } });
    if (!application) throw problem(404, 'NOT_FOUND', APPLICATION_TEXTS.notFound);
    await this.families.record(application.familyId, { kind: 'note', text, actor });
    return this.detail(id);
  }

  /** A document's bytes, for staff, from the key the API stored; one of an application not completed is not there. */
  async document(id: string): Promise<{ document: ApplicationDocumentRecord; data: Buffer }> {
    const document = await this.em.findOne(ApplicationDocumentRecord, { id });
    const application = document && (await this.em.findOne(ApplicationRecord, { id: document.applicationId, completedAt: { $ne: null } }));
    if (!document || !application) throw problem(404, 'NOT_FOUND', APPLICATION_TEXTS.documentNotFound);
    return { document, data: await this.files.read(document.storageKey) };
  }

  /** A second parent or carer joins the applying guardian's family (once: a guardian already there stays as they are). */
  private async secondGuardian(familyId: string, { name, email, phone }: { name: string; email: string; phone: string }): Promise<GuardianRecord> {
    const known = await this.em.findOne(GuardianRecord, { familyId, email });
    if (known) return known;
    const guardian = new GuardianRecord({ familyId, name, email, phone });
    await this.em.persist(guardian).flush();
    return guardian;
  }

  /** The family (found or new), its guardians and students, the application, its children and documents, and its mail. */
  private async record(input: Apply, documents: readonly CheckedDocument[], keys: readonly string[], verified: boolean, user: UserAccount | null) {
    // An account is tied to the family only by its own proved address: a typed one may be anybody's.
    const { family, guardian } = await this.families.familyFor({ ...input.guardian, verified, userId: verified ? user?.id : null });
    const second = input.secondGuardian ? await this.secondGuardian(family.id, input.secondGuardian) : null;
    const application = new ApplicationRecord({
      familyId: family.id,
      guardianId: guardian.id,
      secondGuardianId: second?.id ?? null,
      // Nobody holds this secret: the link's mail makes the one the guardian gets.
      linkHash: privateLinkToken().hash,
      note: input.note,
    });
    const known = await this.em.find(StudentRecord, { familyId: family.id });
    const children: ApplicationChildRecord[] = [];
    for (const [position, child] of input.children.entries()) {
      const student = known.find((each) => isSameChild(each, child)) ?? (await this.families.addStudent(family.id, child));
      student.level = child.level;
      student.startTerm = child.startTerm;
      children.push(
        new ApplicationChildRecord({ applicationId: application.id, familyId: family.id, studentId: student.id, level: child.level, startTerm: child.startTerm, previousSchool: child.previousSchool, position }),
      );
    }
    const records = documents.map(
      ({ name, type, size }, index) =>
        new ApplicationDocumentRecord({ applicationId: application.id, familyId: family.id, name: documentNameOf(name, type), contentType: type, size, storageKey: keys[index] }),
    );
    // A typed address may not have asked for this mail: it counts towards the address's unsolicited ones.
    const mailed = verified || (await this.unsolicited.allowOne(guardian.email));
    this.em.persist([application, ...children, ...records]);
    const mail = mailed ? this.outbox.add(this.em, { kind: 'application-link', refId: application.id, to: guardian.email, giveUpAt: new Date(Date.now() + LINK_MAIL_WAIT_DAYS * 86_400_000) }) : null;
    await this.em.flush();
    if (mail) this.outbox.sendSoon(mail.id);
    return { family, application, documentCount: records.length };
  }

  /** Writes every document under the private folder, or none (a write that fails removes the ones written). */
  private async storeFiles(documents: readonly CheckedDocument[]): Promise<string[]> {
    const keys = documents.map(() => `${PRIVATE_FOLDER}/applications/${randomUUID()}`);
    const writes = await Promise.allSettled(documents.map(async ({ tempFile, type }, index) => this.files.write(keys[index], await readFile(tempFile), type)));
    const failure = writes.find((write) => write.status === 'rejected');
    if (!failure) return keys;
    this.logger.error(`Could not store an application's documents: ${String(failure.reason)}`);
    await this.files.remove(keys).catch(() => undefined);
    throw problem(storageProblem(failure.reason).getStatus(), 'STORAGE_FAILED', DOCUMENT_MESSAGES.notStored);
  }

  /** The list's rows: each application's family, guardian, children (as their students stand now) and document count. */
  private async summariesOf(applications: readonly ApplicationRecord[]): Promise<ApplicationSummary[]> {
    if (!applications.length) return [];
    const ids = applications.map((application) => application.id);
    const families = await this.em.find(FamilyRecord, { id: { $in: [...new Set(applications.map((application) => application.familyId))] } });
    const guardians = await this.em.find(GuardianRecord, { id: { $in: applications.map((application) => application.guardianId) } });
    const documents = await this.em.find(ApplicationDocumentRecord, { applicationId: { $in: ids } }, { fields: ['applicationId'] });
    const children = await this.childrenOf(ids);
    return applications.map((application) => ({
      id: application.id,
      familyId: application.familyId,
      familyName: families.find((family) => family.id === application.familyId)?.name ?? '',
      guardianName: guardians.find((guardian) => guardian.id === application.guardianId)?.name ?? '',
      completedAt: timestampOf(application.completedAt ?? application.createdAt),
      children: children.get(application.id) ?? [],
      documentCount: documents.filter((document) => document.applicationId === application.id).length,
    }));
  }

  /** Each application's children in the form's order, with their students' names and stages as they are now. */
  private async childrenOf(applicationIds: readonly string[]): Promise<Map<string, ApplicationChild[]>> {
    const rows = await this.em.find(ApplicationChildRecord, { applicationId: { $in: [...applicationIds] } }, { orderBy: { position: 'asc' } });
    const students = await this.em.find(StudentRecord, { id: { $in: rows.map((row) => row.studentId) } });
    const byApplication = new Map<string, ApplicationChild[]>();
    for (const row of rows) {
      const student = students.find((each) => each.id === row.studentId);
      if (!student) continue;
      const list = byApplication.get(row.applicationId) ?? [];
      list.push({
        studentId: student.id,
        firstName: student.firstName,
        lastName: student.lastName,
        dateOfBirth: student.dateOfBirth,
        level: row.level,
        startTerm: row.startTerm,
        previousSchool: row.previousSchool,
        stage: student.stage,
      });
      byApplication.set(row.applicationId, list);
    }
    return byApplication;
  }
}

const invalid = (path: string, message: string) => problem(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/** A document's size and kind, from its own bytes: a refusal here comes before anything is written. */
async function checkDocument(file: Express.Multer.File): Promise<CheckedDocument> {
  if (file.size > MAX_DOCUMENT_BYTES) throw problem(413, 'FILE_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
  const handle = await open(file.path, 'r');
  const head = Buffer.alloc(8);
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const type = documentTypeOf(head);
  if (!type) throw problem(415, 'UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.notTaken);
  return { tempFile: file.path, name: file.originalname, type, size: file.size };
}
