import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AGREEMENT_ERRORS, AGREEMENT_MAIL, DEFAULT_AGREEMENT_TEMPLATE } from '@trailside/domain/admissions/agreement.messages';
import { pdfText } from '@trailside/testing/pdf';
import { AgreementRecord, AgreementSignerRecord, AgreementTemplateRecord } from '../src/admissions/agreements/agreement.entities';
import { StudentRecord } from '../src/admissions/families/student.entity';
import { OutboxMail } from '../src/common/mail/outbox-mail.entity';
import { AuditEntryRecord } from '../src/audit/audit-entry.entity';
import { toAuditEntry } from '../src/audit/audit.service';
import { familyWithTwoGuardians, prepareAgreement, type TestFamily } from './support/agreements';
import { freshEm } from './support/database';
import { type MailTestApp, mailTo, startMailTestApp, tokenIn } from './support/family-mail';
import { ADMIN, bearer, logIn, signUp } from './support/test-app';

/**
 * The enrolment agreement (issue 41): staff keep its template; an accepted offer makes an agreement each guardian signs
 * from their own mailed link by typing their name under the exact text; the last signature enrols the child and mails
 * everyone the signed PDF, which a real PDF parser reads back.
 */
let app: MailTestApp;
let god: Record<string, string>;

beforeAll(async () => {
  app = await startMailTestApp();
  god = bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
});
afterAll(() => app.close());

const http = () => app.test.http();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const linkOf = async (email: string) => tokenIn(await mailTo(app.smtp, email), '/agreement/sign');
const open = async (token: string) => (await http().get(`/api/admissions/agreement/${token}`).expect(200)).body.agreement;
const sign = (token: string, name: string, textHash: string) => http().post('/api/admissions/agreement/sign').set('User-Agent', 'Test browser 1.0').send({ token, name, textHash });
const signerOf = async (email: string) => freshEm(app.test).findOneOrFail(AgreementSignerRecord, { email });
/** The PDF a guardian's link downloads, as bytes. */
const downloadPdf = (path: string, headers: Record<string, string> = {}) =>
  http()
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('the agreement template', () => {
  it("should start from the school's default, refuse a field it cannot fill by name and write nothing, then save versions", async () => {
    const before = (await http().get('/api/admissions/agreement-template').set(god).expect(200)).body.template;
    expect(before).toEqual({ version: 0, text: DEFAULT_AGREEMENT_TEMPLATE, savedAt: null });

    const refused = await http().put('/api/admissions/agreement-template').set(god).send({ text: 'Between {{famly}} and the school, for {{children}}.' }).expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(refused.body.message).toContain('{{famly}}');
    expect(refused.body.message).toContain('{{family}}, {{children}}, {{class}}, {{start}} and {{tuition}}');
    expect(await freshEm(app.test).count(AgreementTemplateRecord, {})).toBe(0);

    const family = await signUp(app.test);
    await http().put('/api/admissions/agreement-template').set(bearer(family.token)).send({ text: 'For {{children}}.' }).expect(403);
    await http().get('/api/admissions/agreement-template').set(bearer(family.token)).expect(403);

    const saved = (await http().put('/api/admissions/agreement-template').set(god).send({ text: `${DEFAULT_AGREEMENT_TEMPLATE}\r\n\r\nThank you.` }).expect(200)).body.template;
    expect(saved).toEqual({ version: 1, text: `${DEFAULT_AGREEMENT_TEMPLATE}\n\nThank you.`, savedAt: expect.any(String) });
    expect((await http().get('/api/admissions/agreement-template').set(god).expect(200)).body.template).toEqual(saved);
    const [entry] = await freshEm(app.test).find(AuditEntryRecord, { entityKind: 'agreement-template' });
    expect(toAuditEntry(entry)).toMatchObject({ action: 'update', entityIds: ['1'], summary: 'saved version 1 of the enrolment agreement' });
  });
});

describe('an agreement to sign', () => {
  let family: TestFamily;
  let agreement: AgreementRecord;
  let tokens: string[];

  beforeAll(async () => {
    family = await familyWithTwoGuardians(app.test);
    agreement = await prepareAgreement(app.test, family);
    tokens = [await linkOf(family.guardians[0].email), await linkOf(family.guardians[1].email)];
  });

  it('should mail each guardian a link of their own to the exact text, filled from the template, with its SHA-256', async () => {
    const mail = await mailTo(app.smtp, family.guardians[1].email);
    expect(mail.subject).toBe(AGREEMENT_MAIL.sign.subject);
    expect(mail.text).toContain('Dear Sam Parkes,');
    expect(tokens[0]).not.toBe(tokens[1]);

    const shown = await open(tokens[1]);
    expect(shown.guardianName).toBe('Sam Parkes');
    expect(shown.text).toBe(agreement.text);
    expect(shown.textHash).toBe(sha256(shown.text));
    expect(shown.text).toContain('Enrolment agreement between Trailside Montessori K-8 and Priya Parkes and Sam Parkes');
    expect(shown.text).toContain('We are delighted to welcome Theo Parkes to Primary K-2, starting on Wed 1 Sep 2027.');
    expect(shown.text).toContain('Tuition is $584 a month');
    expect(shown.signatures).toEqual([
      { guardianName: 'Priya Parkes', signedName: null, signedAt: null },
      { guardianName: 'Sam Parkes', signedName: null, signedAt: null },
    ]);
    // Only the links' hashes are kept.
    const stored = JSON.stringify(await freshEm(app.test).find(AgreementSignerRecord, { agreementId: agreement.id }));
    for (const token of tokens) expect(stored).not.toContain(token);
  });

  it('should answer a wrong or guessed link with the same 404 as a missing one, and keep the PDF from it', async () => {
    const guessed = await http().get(`/api/admissions/agreement/${tokens[0].slice(0, -2)}xx`).expect(404);
    const missing = await http().get('/api/admissions/agreement/not-a-link').expect(404);
    expect(guessed.body).toEqual({ statusCode: 404, code: 'AGREEMENT_NOT_FOUND', message: AGREEMENT_ERRORS.notFound });
    expect(missing.body).toEqual(guessed.body);
    await http().get(`/api/admissions/agreement/${tokens[0].toUpperCase()}/pdf`).expect(404);
    const signing = await sign(`${tokens[0]}x`, 'Priya Parkes', agreement.textHash).expect(404);
    expect(signing.body).toEqual(guessed.body);
  });

  it('should refuse a name that is not the guardian\'s on record, saying which it is, and write nothing', async () => {
    const refused = await sign(tokens[0], 'Priya Parks', agreement.textHash).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, code: 'NAME_MISMATCH', message: AGREEMENT_ERRORS.nameMismatch('Priya Parkes') });
    // The other guardian's name is not this guardian's signature either.
    await sign(tokens[0], 'Sam Parkes', agreement.textHash).expect(400);
    expect(await signerOf(family.guardians[0].email)).toMatchObject({ signedAt: null, signedName: null });
  });

  it('should refuse to sign a text other than the one stored (the page held an older copy)', async () => {
    const older = sha256(agreement.text.replace('$584', '$548'));
    const refused = await sign(tokens[0], 'Priya Parkes', older).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, code: 'TEXT_CHANGED', message: AGREEMENT_ERRORS.textChanged });
    expect(await signerOf(family.guardians[0].email)).toMatchObject({ signedAt: null });
  });

  it('should enrol the child once both guardians have signed, and mail both the PDF holding the text and both signatures with their times', async () => {
    const first = await sign(tokens[0], '  priya   PARKES ', agreement.textHash).expect(200);
    expect(first.body.agreement.signatures).toEqual([
      { guardianName: 'Priya Parkes', signedName: 'priya   PARKES', signedAt: expect.any(String) },
      { guardianName: 'Sam Parkes', signedName: null, signedAt: null },
    ]);
    expect(first.body.agreement.completedAt).toBeNull();
    expect((await freshEm(app.test).findOneOrFail(StudentRecord, { id: family.studentId })).stage).toBe('offered');
    const early = await http().get(`/api/admissions/agreement/${tokens[0]}/pdf`).expect(409);
    expect(early.body.code).toBe('AGREEMENT_NOT_COMPLETE');
    expect((await sign(tokens[0], 'Priya Parkes', agreement.textHash).expect(409)).body.code).toBe('ALREADY_SIGNED');

    const second = await sign(tokens[1], 'Sam Parkes', agreement.textHash).expect(200);
    expect(second.body.agreement.completedAt).toEqual(expect.any(String));
    expect(await freshEm(app.test).findOneOrFail(StudentRecord, { id: family.studentId })).toMatchObject({ stage: 'enrolled', status: 'enrolled' });

    const priya = await signerOf(family.guardians[0].email);
    expect(priya).toMatchObject({ signedName: 'priya   PARKES', signedHash: agreement.textHash, ipAddress: expect.stringMatching(/127\.0\.0\.1/), userAgent: 'Test browser 1.0' });
    const sam = await signerOf(family.guardians[1].email);

    for (const { email } of family.guardians) {
      const mail = await mailTo(app.smtp, email, 2);
      expect(mail.subject).toBe(AGREEMENT_MAIL.signed.subject);
      expect(mail.attachments).toEqual([{ filename: 'enrolment-agreement.pdf', contentType: 'application/pdf', content: expect.any(Buffer) }]);
      const text = (await pdfText(mail.attachments[0].content)).replace(/\s+/g, ' ');
      expect(text).toContain('Enrolment agreement between Trailside Montessori K-8 and Priya Parkes and Sam Parkes');
      expect(text).toContain('We are delighted to welcome Theo Parkes to Primary K-2, starting on Wed 1 Sep 2027.');
      expect(text).toContain(`Priya Parkes: signed "priya PARKES" on`);
      expect(text).toContain(`(${priya.signedAt!.toISOString()})`);
      expect(text).toContain(`Sam Parkes: signed "Sam Parkes" on`);
      expect(text).toContain(`(${sam.signedAt!.toISOString()})`);
      expect(text).toContain(`SHA-256 of the text signed: ${agreement.textHash}`);
    }

    // Kept, and handed out only through a guardian's link or to staff; never at a public address.
    const byLink = await downloadPdf(`/api/admissions/agreement/${tokens[1]}/pdf`).expect(200);
    expect(byLink.headers['content-type']).toBe('application/pdf');
    expect(byLink.headers['cache-control']).toBe('no-store');
    expect((byLink.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const byStaff = await downloadPdf(`/api/admissions/agreements/${agreement.id}/pdf`, god).expect(200);
    expect(byStaff.body).toEqual(byLink.body);
    const stored = await freshEm(app.test).findOneOrFail(AgreementRecord, { id: agreement.id });
    await http().get(`/uploads/${stored.pdfPath}`).expect(404);

    const [listed] = (await http().get('/api/admissions/agreements').set(god).expect(200)).body.agreements.filter((row: { id: string }) => row.id === agreement.id);
    expect(listed).toMatchObject({ familyId: family.familyId, children: 'Theo Parkes', completedAt: expect.any(String), textHash: agreement.textHash });
    expect(listed.signatures.map((signature: { signedAt: string | null }) => signature.signedAt)).toEqual([priya.signedAt!.toISOString(), sam.signedAt!.toISOString()]);
  });
});

describe('two last signatures at once', () => {
  it('should complete the agreement once: one PDF kept, one signed copy to each guardian, the child enrolled', async () => {
    const family = await familyWithTwoGuardians(app.test, 'Moreau');
    const agreement = await prepareAgreement(app.test, family);
    const tokens = [await linkOf(family.guardians[0].email), await linkOf(family.guardians[1].email)];
    const answers = await Promise.all([sign(tokens[0], 'Priya Moreau', agreement.textHash), sign(tokens[1], 'Sam Moreau', agreement.textHash)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    const stored = await freshEm(app.test).findOneOrFail(AgreementRecord, { id: agreement.id });
    expect(stored.completedAt).not.toBeNull();
    expect(readdirSync(join(app.test.config.uploadsDir, 'agreements')).filter((name) => name.startsWith(agreement.id))).toEqual([stored.pdfPath!.slice('agreements/'.length)]);
    const signers = await freshEm(app.test).find(AgreementSignerRecord, { agreementId: agreement.id });
    expect(await freshEm(app.test).count(OutboxMail, { kind: 'agreement-signed', refId: { $in: signers.map((signer) => signer.id) } })).toBe(2);
    expect((await freshEm(app.test).findOneOrFail(StudentRecord, { id: family.studentId })).stage).toBe('enrolled');
  });
});

describe('agreements made from a template', () => {
  it('should keep the text an agreement was made from when staff change the template afterwards', async () => {
    const family = await familyWithTwoGuardians(app.test, 'Okafor');
    const agreement = await prepareAgreement(app.test, family);
    await http().put('/api/admissions/agreement-template').set(god).send({ text: 'A new text for {{children}}.' }).expect(200);
    const token = await linkOf(family.guardians[0].email);
    expect((await open(token)).text).toBe(agreement.text);
    const later = await prepareAgreement(app.test, await familyWithTwoGuardians(app.test, 'Lee'));
    expect(later.text).toBe('A new text for Theo Lee.');
    expect(later.templateVersion).toBe(agreement.templateVersion + 1);
  });

  it('should refuse a second agreement for a child whose first still waits for signatures, and mail nobody again', async () => {
    const family = await familyWithTwoGuardians(app.test, 'Haddad');
    await prepareAgreement(app.test, family);
    await mailTo(app.smtp, family.guardians[1].email);
    const before = await freshEm(app.test).count(AgreementRecord, {});
    await expect(prepareAgreement(app.test, family)).rejects.toMatchObject({ response: { code: 'CONFLICT', message: AGREEMENT_ERRORS.alreadyWaiting } });
    expect(await freshEm(app.test).count(AgreementRecord, {})).toBe(before);
    expect(await freshEm(app.test).count(OutboxMail, { kind: 'agreement-sign', to: family.guardians[0].email })).toBe(1);
  });

  it('should refuse an agreement for a child of another family, and write nothing', async () => {
    const family = await familyWithTwoGuardians(app.test, 'Novak');
    const other = await familyWithTwoGuardians(app.test, 'Silva');
    const before = await freshEm(app.test).count(AgreementRecord, {});
    await expect(prepareAgreement(app.test, family, { studentIds: [other.studentId] })).rejects.toMatchObject({ response: { code: 'VALIDATION_FAILED', message: AGREEMENT_ERRORS.studentNotInFamily } });
    expect(await freshEm(app.test).count(AgreementRecord, {})).toBe(before);
  });
});
