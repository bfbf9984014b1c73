import { createHash, randomUUID } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AGREEMENT_PAGE_PATH } from '@trailside/domain/admissions/agreement.contract';
import { AGREEMENT_ERRORS, AGREEMENT_MAIL, DEFAULT_AGREEMENT_TEMPLATE } from '@trailside/domain/admissions/agreement.messages';
import { agreementFactsOf, fillAgreement, namesText, sameSignatureName } from '@trailside/domain/admissions/agreement.rules';
import type { SignAgreementInput } from '@trailside/domain/admissions/agreement.schema';
import type { AgreementForSigner, AgreementSignature, AgreementSummary, AgreementTemplate } from '@trailside/domain/admissions/agreement.types';
import { problem } from '../../common/errors/problem';
import { type MailBlock, renderMail } from '../../common/mail/mail-layout';
import type { Mail } from '../../common/mail/mail.service';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import { FILE_STORAGE, type FileStorage } from '../../common/storage/file-storage';
import { CONFIG, type Config } from '../../config/config';
import { SettingsService } from '../../settings/settings.service';
import { FamiliesService, hashOfPrivateLink, privateLinkToken } from '../families/families.service';
import { GuardianRecord } from '../families/guardian.entity';
import { StudentRecord } from '../families/student.entity';
import { agreementPdf } from './agreement-pdf';
import { AgreementRecord, AgreementSignerRecord, AgreementTemplateRecord } from './agreement.entities';

type AgreementMailCopy = { subject: string; greeting: (name: string) => string; body: (children: string) => string };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What slice 4 hands over when a family accepts an offer. */
export interface AgreementToPrepare {
  familyId: string;
  studentIds: string[];
  className: string;
  /** YYYY-MM-DD. */
  startDate: string;
  monthlyTuition: number;
}

/** How long a link's mail is worth trying while the mail server is down. */
const SIGN_MAIL_WAIT_MS = 14 * 24 * 3_600_000;
/** The staff list: the latest agreements (a school makes some dozens a year). */
const LIST_LIMIT = 200;

/**
 * The enrolment agreement (issue 41): staff keep the template (each save a new version); an accepted offer makes an
 * agreement whose exact text and SHA-256 are stored, and each required guardian gets their own private link to sign
 * it by typing their name. The last signature enrols the children and makes the PDF, which is kept (never at a
 * public address) and mailed to every guardian.
 */
@Injectable()
export class AgreementsService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly em: EntityManager,
    private readonly families: FamiliesService,
    private readonly outbox: MailOutboxService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The link is made when its mail is tried, a fresh secret each time with only its hash kept (as a consent link's),
   * so the link in the newest mail is the one that works. The signed copy carries no link: the PDF is attached.
   */
  onModuleInit(): void {
    this.outbox.register('agreement-sign', {
      compose: async (item, em) => {
        const signer = await em.findOne(AgreementSignerRecord, { id: item.refId, signedAt: null });
        const agreement = signer && (await em.findOne(AgreementRecord, { id: signer.agreementId }));
        if (!signer || !agreement) return null;
        const { secret, hash } = privateLinkToken();
        signer.tokenHash = hash;
        await em.flush();
        const link = `${this.config.publicUrl}${AGREEMENT_PAGE_PATH}?token=${secret}`;
        const mail = await this.mailTo(em, signer, agreement, AGREEMENT_MAIL.sign, [
          { kind: 'button', text: AGREEMENT_MAIL.sign.button, href: link },
          { kind: 'note', text: AGREEMENT_MAIL.sign.note },
        ]);
        return { mail, sent: (tx) => this.families.recordMail(tx, agreement.familyId, mail) };
      },
    });
    this.outbox.register('agreement-signed', {
      compose: async (item, em) => {
        const signer = await em.findOne(AgreementSignerRecord, { id: item.refId });
        const agreement = signer && (await em.findOne(AgreementRecord, { id: signer.agreementId }));
        if (!signer || !agreement?.pdfPath) return null;
        const content = await this.storage.read(agreement.pdfPath);
        const mail = await this.mailTo(em, signer, agreement, AGREEMENT_MAIL.signed, []);
        return {
          mail: { ...mail, attachments: [{ filename: 'enrolment-agreement.pdf', content, contentType: 'application/pdf' }] },
          sent: (tx) => this.families.recordMail(tx, agreement.familyId, mail),
        };
      },
    });
  }

  /** A guardian's mail about their agreement, in the school's layout: greeting, what it is about, then `more`. */
  private async mailTo(em: EntityManager, signer: AgreementSignerRecord, agreement: AgreementRecord, copy: AgreementMailCopy, more: MailBlock[]): Promise<Mail> {
    const rendered = await renderMail({
      subject: copy.subject,
      preheader: copy.body(agreement.children),
      school: await this.settings.get(em),
      blocks: [{ kind: 'text', text: copy.greeting(signer.guardianName) }, { kind: 'text', text: copy.body(agreement.children) }, ...more],
    });
    return { to: signer.email, subject: copy.subject, ...rendered };
  }

  /** The template new agreements are filled from: the newest saved version, or the school's default (version 0). */
  async template(em: EntityManager = this.em): Promise<AgreementTemplate> {
    const [newest] = await em.find(AgreementTemplateRecord, {}, { orderBy: { version: 'desc' }, limit: 1 });
    return newest ? { version: newest.version, text: newest.text, savedAt: newest.savedAt.toISOString() } : { version: 0, text: DEFAULT_AGREEMENT_TEMPLATE, savedAt: null };
  }

  /** A new version (the schema has refused any field that cannot be filled); agreements already made keep theirs. */
  async saveTemplate(text: string, savedById: string): Promise<AgreementTemplate> {
    const { version } = await this.template();
    const record = new AgreementTemplateRecord({ version: version + 1, text, savedById });
    try {
      await this.em.persist(record).flush();
    } catch (error) {
      // Two saves at the same moment: the version number is unique, so the second is told rather than lost quietly.
      if (error instanceof UniqueConstraintViolationException) throw problem(409, 'CONFLICT', 'Someone saved the agreement at the same moment. Please reload it and save again.');
      throw error;
    }
    return { version: record.version, text: record.text, savedAt: record.savedAt.toISOString() };
  }

  /**
   * An accepted offer's agreement: the template filled with the family's facts, stored with its hash, and a mail with
   * a private link to each guardian who signs agreements (all of them unless staff said otherwise).
   */
  async prepare({ familyId, studentIds, className, startDate, monthlyTuition }: AgreementToPrepare): Promise<AgreementRecord> {
    await this.families.find(familyId);
    const ids = [...new Set(studentIds)];
    if (!ids.length) throw problem(400, 'VALIDATION_FAILED', AGREEMENT_ERRORS.noStudents);
    const students = await this.em.find(StudentRecord, { id: { $in: ids }, familyId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (students.length !== ids.length) throw problem(400, 'VALIDATION_FAILED', AGREEMENT_ERRORS.studentNotInFamily);
    const guardians = await this.em.find(GuardianRecord, { familyId, signsAgreement: true }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (!guardians.length) throw problem(409, 'CONFLICT', AGREEMENT_ERRORS.noGuardians);
    // An acceptance sent twice (a double click, a retried request) must not mail every guardian a second agreement.
    const open = await this.em.find(AgreementRecord, { familyId, completedAt: null });
    if (open.some((agreement) => agreement.studentIds.some((id) => ids.includes(id)))) throw problem(409, 'CONFLICT', AGREEMENT_ERRORS.alreadyWaiting);

    const template = await this.template();
    const childNames = students.map((student) => `${student.firstName} ${student.lastName}`.trim());
    const text = fillAgreement(template.text, agreementFactsOf({ guardianNames: guardians.map((guardian) => guardian.name), childNames, className, startDate, monthlyTuition }));
    const agreement = new AgreementRecord({
      familyId,
      studentIds: students.map((student) => student.id),
      children: namesText(childNames),
      className,
      startDate,
      monthlyTuition,
      templateVersion: template.version,
      text,
      textHash: sha256(text),
    });
    this.em.persist(agreement);
    guardians.forEach((guardian, position) => {
      // A placeholder hash until the mail is tried: nobody holds its secret, so it opens nothing.
      const signer = new AgreementSignerRecord({ agreementId: agreement.id, guardianId: guardian.id, guardianName: guardian.name, email: guardian.email, position, tokenHash: privateLinkToken().hash });
      this.em.persist(signer);
      this.outbox.add(this.em, { kind: 'agreement-sign', refId: signer.id, to: guardian.email, giveUpAt: new Date(Date.now() + SIGN_MAIL_WAIT_MS) });
    });
    await this.em.flush();
    await this.families.record(familyId, { kind: 'agreement', text: `Enrolment agreement for ${agreement.children} sent to ${namesText(guardians.map((guardian) => guardian.name))} to sign` });
    return agreement;
  }

  /** What a guardian's link shows. */
  async forSigner(token: string): Promise<AgreementForSigner> {
    const { signer, agreement } = await this.byToken(token);
    return this.signerView(signer, agreement);
  }

  /**
   * A guardian signs the exact text the page showed (its hash must be the agreement's) with their name as on record.
   * The signature is written once (a conditional update: a second tab's is refused); the last one completes it.
   */
  async sign({ token, name, textHash }: SignAgreementInput, ipAddress: string, userAgent: string | undefined): Promise<AgreementForSigner> {
    const { signer, agreement } = await this.byToken(token);
    if (signer.signedAt) throw problem(409, 'ALREADY_SIGNED', AGREEMENT_ERRORS.alreadySigned);
    if (textHash !== agreement.textHash) throw problem(409, 'TEXT_CHANGED', AGREEMENT_ERRORS.textChanged);
    if (!sameSignatureName(name, signer.guardianName)) throw problem(400, 'NAME_MISMATCH', AGREEMENT_ERRORS.nameMismatch(signer.guardianName));
    const signedAt = new Date();
    const signed = await this.em.nativeUpdate(
      AgreementSignerRecord,
      { id: signer.id, signedAt: null },
      { signedName: name.trim(), signedAt, signedHash: textHash, ipAddress: ipAddress.slice(0, 64), userAgent: userAgent?.slice(0, 500) ?? null },
    );
    if (signed !== 1) throw problem(409, 'ALREADY_SIGNED', AGREEMENT_ERRORS.alreadySigned);
    await this.families.record(agreement.familyId, { kind: 'agreement', text: `${signer.guardianName} signed the enrolment agreement for ${agreement.children}` });
    // The link reached its mailbox and was used: the address is proved.
    await this.families.markVerified(signer.email);
    await this.completeIfAllSigned(agreement.id);
    this.em.clear();
    return this.forSigner(token);
  }

  /** The signed PDF through a guardian's own link, once everyone has signed. */
  async pdfForSigner(token: string): Promise<Buffer> {
    return this.pdfOf((await this.byToken(token)).agreement);
  }

  /** Staff: the signed PDF of any agreement. */
  async pdfById(id: string): Promise<Buffer> {
    const agreement = await this.em.findOne(AgreementRecord, { id });
    if (!agreement) throw problem(404, 'AGREEMENT_NOT_FOUND', AGREEMENT_ERRORS.agreementNotFound);
    return this.pdfOf(agreement);
  }

  /** Staff: the latest agreements, newest first, with who signed when. */
  async list(): Promise<AgreementSummary[]> {
    const agreements = await this.em.find(AgreementRecord, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: LIST_LIMIT });
    const signers = await this.em.find(AgreementSignerRecord, { agreementId: { $in: agreements.map((agreement) => agreement.id) } }, { orderBy: { position: 'asc' } });
    return agreements.map((agreement) => ({
      id: agreement.id,
      familyId: agreement.familyId,
      children: agreement.children,
      className: agreement.className,
      startDate: agreement.startDate,
      monthlyTuition: agreement.monthlyTuition,
      templateVersion: agreement.templateVersion,
      textHash: agreement.textHash,
      createdAt: agreement.createdAt.toISOString(),
      completedAt: agreement.completedAt?.toISOString() ?? null,
      signatures: signers.filter((signer) => signer.agreementId === agreement.id).map(signatureOf),
    }));
  }

  /**
   * Once every required guardian has signed: the PDF is made and stored, then the agreement is marked complete by a
   * conditional update, so when two last signatures arrive together only one completes it (the other's PDF is removed);
   * the signed copy is mailed to each guardian and each child enrolled. Read after the signature was written, so the
   * later of two simultaneous signatures always sees both.
   */
  private async completeIfAllSigned(agreementId: string): Promise<void> {
    const em = this.em.fork();
    const agreement = await em.findOneOrFail(AgreementRecord, { id: agreementId });
    const signers = await em.find(AgreementSignerRecord, { agreementId }, { orderBy: { position: 'asc' } });
    if (agreement.completedAt || signers.some((signer) => !signer.signedAt)) return;
    const completedAt = new Date();
    const { schoolName, timeZone } = await this.settings.get(em);
    const pdf = await agreementPdf({
      schoolName,
      timeZone,
      text: agreement.text,
      textHash: agreement.textHash,
      completedAt,
      signatures: signers.map((signer) => ({ guardianName: signer.guardianName, signedName: signer.signedName!, signedAt: signer.signedAt! })),
    });
    const pdfPath = `agreements/${agreement.id}-${randomUUID()}.pdf`;
    await this.storage.write(pdfPath, pdf, 'application/pdf');
    const completed = await em.transactional(async (tx) => {
      if ((await tx.nativeUpdate(AgreementRecord, { id: agreementId, completedAt: null }, { completedAt, pdfPath })) !== 1) return false;
      for (const signer of signers) this.outbox.add(tx, { kind: 'agreement-signed', refId: signer.id, to: signer.email });
      return true;
    });
    if (!completed) {
      await this.storage.remove([pdfPath]);
      return;
    }
    await this.families.record(agreement.familyId, { kind: 'agreement', text: `Everyone signed the enrolment agreement for ${agreement.children}; the signed copy was mailed` });
    for (const studentId of agreement.studentIds) await this.families.setStage(studentId, 'enrolled', null);
  }

  private async pdfOf(agreement: AgreementRecord): Promise<Buffer> {
    if (!agreement.completedAt || !agreement.pdfPath) throw problem(409, 'AGREEMENT_NOT_COMPLETE', AGREEMENT_ERRORS.notComplete);
    return this.storage.read(agreement.pdfPath);
  }

  /** A link's signer and agreement; a wrong or guessed token is the same 404 as one that never existed. */
  private async byToken(token: string): Promise<{ signer: AgreementSignerRecord; agreement: AgreementRecord }> {
    const signer = await this.em.findOne(AgreementSignerRecord, { tokenHash: hashOfPrivateLink(token) });
    const agreement = signer && (await this.em.findOne(AgreementRecord, { id: signer.agreementId }));
    if (!signer || !agreement) throw problem(404, 'AGREEMENT_NOT_FOUND', AGREEMENT_ERRORS.notFound);
    return { signer, agreement };
  }

  private async signerView(signer: AgreementSignerRecord, agreement: AgreementRecord): Promise<AgreementForSigner> {
    const signers = await this.em.find(AgreementSignerRecord, { agreementId: agreement.id }, { orderBy: { position: 'asc' } });
    return {
      guardianName: signer.guardianName,
      text: agreement.text,
      textHash: agreement.textHash,
      signatures: signers.map(signatureOf),
      completedAt: agreement.completedAt?.toISOString() ?? null,
    };
  }
}

const signatureOf = (signer: AgreementSignerRecord): AgreementSignature => ({
  guardianName: signer.guardianName,
  signedName: signer.signedName,
  signedAt: signer.signedAt?.toISOString() ?? null,
});
