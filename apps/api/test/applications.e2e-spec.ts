import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTermsFrom } from '@trailside/domain/admissions/admissions.types';
import { APPLICATION_MAIL, APPLICATION_TEXTS, DOCUMENT_MESSAGES } from '@trailside/domain/admissions/applications.messages';
import { MAX_DOCUMENT_BYTES } from '@trailside/domain/admissions/applications.rules';
import type { ApplyInput } from '@trailside/domain/admissions/applications.schema';
import type { ApplicationDetail, ApplicationSummary } from '@trailside/domain/admissions/applications.types';
import { dayAt } from '@trailside/domain/calendar/zoned-time';
import { CONTACT_MESSAGES } from '@trailside/domain/contact/contact.schema';
import { pdfDocument } from '@trailside/testing/documents';
import { ApplicationDocumentRecord, ApplicationRecord } from '../src/admissions/applications/application.entity';
import { FamilyEventRecord } from '../src/admissions/families/family-event.entity';
import { FamilyRecord } from '../src/admissions/families/family.entity';
import { GuardianRecord } from '../src/admissions/families/guardian.entity';
import { StudentRecord } from '../src/admissions/families/student.entity';
import { AuditEntryRecord } from '../src/audit/audit-entry.entity';
import { SERVER_TIME_ZONE } from '../src/settings/settings.service';
import { solvedCaptcha } from './support/captcha';
import { countRows, freshEm } from './support/database';
import { type MailTestApp, mailsTo, mailTo, startMailTestApp, tokenIn, verifiedFamily } from './support/family-mail';
import { htmlPage, pngPicture } from './support/images';
import { ADMIN, bearer, logIn, signUp } from './support/test-app';
import { until } from './support/until';

/**
 * Applying online (issue 41, slice 2): a family applies with its documents, proves its address by the private link,
 * and only then do staff see the application; the link shows where it stands; documents go to staff alone.
 */
let app: MailTestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  app = await startMailTestApp();
  staff = bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
});
afterAll(() => app.close());

const today = () => dayAt(new Date(), SERVER_TIME_ZONE);
/** A start the form lists whatever the day: the second one open. */
const openTerm = () => startTermsFrom(today())[1];
const bornYearsAgo = (years: number) => `${Number(today().slice(0, 4)) - years}-04-23`;

let counter = 0;
function application(overrides: Partial<ApplyInput> = {}): ApplyInput {
  counter += 1;
  return {
    guardian: { name: 'Grace Okafor', email: `grace${counter}.${Date.now()}@families.example`, phone: '(555) 014-0101' },
    children: [
      { firstName: 'Ada', lastName: 'Okafor', dateOfBirth: bornYearsAgo(6), level: 'primary', startTerm: openTerm(), previousSchool: 'Meadow Lane Preschool' },
      { firstName: 'Kofi', lastName: 'Okafor', dateOfBirth: bornYearsAgo(9), level: 'secondary', startTerm: openTerm() },
    ],
    note: 'Ada loves the garden; Kofi builds robots.',
    ...overrides,
  };
}

interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

/** POST /api/applications as the site's form sends it: the fields as JSON in `payload`, each document under `documents`. */
function apply(fields: ApplyInput, documents: Upload[] = [], auth: Record<string, string> = {}) {
  const request = app.test.http().post('/api/applications').set(auth).field('payload', JSON.stringify(fields));
  for (const { name, data, type } of documents) request.attach('documents', data, { filename: name, contentType: type ?? 'application/octet-stream' });
  return request;
}

const withCaptcha = async (fields: ApplyInput = application()) => ({ ...fields, altcha: await solvedCaptcha(app.test) });
const staffList = async (query: Record<string, string> = {}) =>
  (await app.test.http().get('/api/applications').query(query).set(staff).expect(200)).body as { applications: ApplicationSummary[]; total: number };
const openLink = (token: string) => app.test.http().post('/api/applications/status').send({ token });
const linkOf = async (email: string) => tokenIn(await mailTo(app.smtp, email), '/applications/status');
const privateFiles = () => {
  const folder = join(app.test.config.uploadsDir, 'private', 'applications');
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('applying online', () => {
  it('should keep an application with a real PDF and a real PNG away from staff until the guardian opens the mailed link', async () => {
    const fields = await withCaptcha();
    const pdf = pdfDocument();
    const answer = await apply(fields, [
      { name: 'report card.pdf', data: pdf, type: 'application/pdf' },
      { name: 'birth certificate.png', data: await pngPicture(), type: 'image/png' },
    ]).expect(201);
    expect(answer.body).toEqual({ success: true, message: APPLICATION_TEXTS.received, verified: false });

    // Stored, waiting for the address to be proved: staff see nothing yet.
    const stored = await freshEm(app.test).findOneOrFail(ApplicationRecord, { guardianId: (await freshEm(app.test).findOneOrFail(GuardianRecord, { email: fields.guardian.email })).id });
    expect(stored.completedAt).toBeNull();
    expect((await staffList()).applications.map((each) => each.id)).not.toContain(stored.id);
    await app.test.http().get(`/api/applications/${stored.id}`).set(staff).expect(404);

    // The mail carries the link and nothing the family typed: anyone can type anyone's address.
    const mail = await mailTo(app.smtp, fields.guardian.email);
    expect(mail.subject).toBe(APPLICATION_MAIL.subject);
    expect(`${mail.text}${mail.html}`).not.toMatch(/Grace|Okafor|Ada|Kofi|garden/);
    const token = tokenIn(mail, '/applications/status');
    expect(JSON.stringify(await freshEm(app.test).find(ApplicationRecord, {}))).not.toContain(token);

    const opened = await openLink(token).expect(200);
    expect(opened.body).toEqual({
      message: APPLICATION_TEXTS.confirmed,
      application: {
        createdAt: { seconds: expect.any(Number) },
        completedAt: { seconds: expect.any(Number) },
        children: [
          { studentId: expect.any(String), firstName: 'Ada', level: 'primary', startTerm: openTerm(), stage: 'applied', waitingPlace: null },
          { studentId: expect.any(String), firstName: 'Kofi', level: 'secondary', startTerm: openTerm(), stage: 'applied', waitingPlace: null },
        ],
      },
    });
    // The same link shows where things stand at any time, and confirms nothing twice.
    const again = await openLink(token).expect(200);
    expect(again.body.message).toBe(APPLICATION_TEXTS.status);
    expect(again.body.application.completedAt).toEqual(opened.body.application.completedAt);

    const [listed] = (await staffList()).applications.filter((each) => each.id === stored.id);
    expect(listed).toMatchObject({ guardianName: 'Grace Okafor', familyName: 'The Okafor family', documentCount: 2 });
    expect(listed.children.map((child) => [child.firstName, child.stage])).toEqual([
      ['Ada', 'applied'],
      ['Kofi', 'applied'],
    ]);

    const detail = (await app.test.http().get(`/api/applications/${stored.id}`).set(staff).expect(200)).body.application as ApplicationDetail;
    expect(detail.guardians).toEqual([{ name: 'Grace Okafor', email: fields.guardian.email, phone: '(555) 014-0101', verified: true }]);
    expect(detail.children[0]).toMatchObject({ lastName: 'Okafor', dateOfBirth: bornYearsAgo(6), previousSchool: 'Meadow Lane Preschool' });
    expect(detail.note).toBe('Ada loves the garden; Kofi builds robots.');
    // Listed by name.
    expect(detail.documents).toEqual([
      { id: expect.any(String), name: 'birth certificate.png', contentType: 'image/png', size: expect.any(Number) },
      { id: expect.any(String), name: 'report card.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const kinds = detail.timeline.map((line) => line.kind);
    expect(kinds).toEqual(expect.arrayContaining(['application', 'mail', 'stage']));
    expect(detail.timeline.find((line) => line.kind === 'application')?.text).toMatch(/^Applied online for Ada \(Primary K-2, .+\), Kofi \(Secondary 3-5, .+\) with 2 documents$/);

    // Each stage change is in the audit trail, by the website.
    const audit = await freshEm(app.test).find(AuditEntryRecord, { action: 'change-stage', entityIds: { $like: `%${detail.children[0].studentId}%` } });
    expect(audit.map((entry) => entry.actorName)).toEqual(['The website']);

    // The staff's download is the file as sent, as an attachment, never sniffed.
    const download = await app.test.http().get(`/api/applications/documents/${detail.documents[1].id}`).set(staff).buffer(true).parse(binary).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="report card.pdf"; filename*=UTF-8''report%20card.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.body).toEqual(pdf);
  });

  it('should ask a visitor for the captcha, and store nothing without it', async () => {
    const before = await countRows(app.test, ApplicationRecord);
    const answer = await apply(application(), [{ name: 'report.pdf', data: pdfDocument() }]).expect(400);
    expect(answer.body).toEqual({ statusCode: 400, code: 'CAPTCHA_REQUIRED', message: CONTACT_MESSAGES.captcha });
    expect(await countRows(app.test, ApplicationRecord)).toBe(before);
  });

  it.each([
    ['a web page named .pdf', { name: 'report.pdf', data: htmlPage(), type: 'application/pdf' }, 415, 'UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.notTaken],
    ['a file over the size limit', { name: 'scan.pdf', data: Buffer.concat([pdfDocument(), Buffer.alloc(MAX_DOCUMENT_BYTES)]), type: 'application/pdf' }, 413, 'FILE_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge],
  ])('should refuse %s with a clear message, and store nothing of the application', async (_name, hostile, status, code, message) => {
    const rows = async () => Promise.all([ApplicationRecord, ApplicationDocumentRecord, FamilyRecord, GuardianRecord, StudentRecord].map((entity) => countRows(app.test, entity)));
    const [before, filesBefore] = [await rows(), privateFiles()];
    const answer = await apply(await withCaptcha(), [{ name: 'fine.png', data: await pngPicture(), type: 'image/png' }, hostile]).expect(status);
    expect(answer.body).toEqual({ statusCode: status, code, message });
    expect(await rows()).toEqual(before);
    expect(privateFiles()).toEqual(filesBefore);
  });

  it('should answer a wrong or guessed link with the same 404 as a missing application', async () => {
    const guessed = await openLink('x'.repeat(43)).expect(404);
    expect(guessed.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: APPLICATION_TEXTS.notFound });
    await app.test.http().get('/api/applications/no-such-application').set(staff).expect(404);
  });

  it('should give a document to staff alone: not a visitor, not a signed-in family, not the private link, not /uploads', async () => {
    const fields = await withCaptcha();
    await apply(fields, [{ name: 'report.pdf', data: pdfDocument('private'), type: 'application/pdf' }]).expect(201);
    const token = await linkOf(fields.guardian.email);
    const opened = (await openLink(token).expect(200)).body;
    // The private link shows the family where things stand, never the documents.
    expect(JSON.stringify(opened)).not.toMatch(/document|private\//);

    const stored = await freshEm(app.test).findOneOrFail(ApplicationDocumentRecord, { name: 'report.pdf' }, { orderBy: { createdAt: 'desc' } });
    const address = `/api/applications/documents/${stored.id}`;
    await app.test.http().get(address).expect(401);
    const family = bearer((await signUp(app.test)).token);
    await app.test.http().get(address).set(family).expect(403);
    await app.test.http().get(address).set({ Authorization: `Bearer ${token}` }).expect(401);
    await app.test.http().get(`/uploads/${stored.storageKey}`).expect(404);
    await app.test.http().get(`/api/applications/documents/${encodeURIComponent(stored.storageKey)}`).set(staff).expect(404);
    await app.test.http().get(address).set(staff).expect(200);
  });

  it('should find a signed-in guardian their own family, complete the application at once, and take a child named again as the same student', async () => {
    const guardian = await verifiedFamily(app, { fname: 'Lena', lname: 'Park' });
    const account = bearer(guardian.token);
    const { email } = guardian.user;
    const child = { firstName: 'Min', lastName: 'Park', dateOfBirth: bornYearsAgo(7), level: 'secondary' as const, startTerm: openTerm() };
    const first = await apply(application({ guardian: { name: 'Lena Park', email, phone: '555-0199' }, children: [child] }), [], account).expect(201);
    expect(first.body).toEqual({ success: true, message: APPLICATION_TEXTS.receivedVerified, verified: true });
    const { applications } = await staffList();
    const mine = applications.find((each) => each.guardianName === 'Lena Park');
    expect(mine?.children.map((each) => each.stage)).toEqual(['applied']);

    // The same child, named again with another start: the family's own student, not a second one.
    await apply(application({ guardian: { name: 'Lena Park', email, phone: '555-0199' }, children: [{ ...child, firstName: 'min', startTerm: startTermsFrom(today())[2] }] }), [], account).expect(201);
    const em = freshEm(app.test);
    const guardianRow = await em.findOneOrFail(GuardianRecord, { email });
    expect(guardianRow.userId).toBe(guardian.user.id);
    expect(await em.count(StudentRecord, { familyId: guardianRow.familyId })).toBe(1);
    expect(await em.count(ApplicationRecord, { familyId: guardianRow.familyId, completedAt: { $ne: null } })).toBe(2);
    // The link still comes, to follow the application.
    await until('both links mailed', () => mailsTo(app.smtp, email).filter((mail) => mail.subject === APPLICATION_MAIL.subject).length === 2);

    // Signed in, but applying with an address typed in that is not the account's: nothing ties the account to that family.
    const typed = `someone.else.${Date.now()}@families.example`;
    await apply(application({ guardian: { name: 'Lena Park', email: typed, phone: '555-0199' } }), [], account).expect(201);
    expect(await freshEm(app.test).findOneOrFail(GuardianRecord, { email: typed })).toMatchObject({ userId: null, verifiedAt: null });
  });

  it('should keep a second guardian on the family, and list by level and start', async () => {
    const fields = await withCaptcha(
      application({
        secondGuardian: { name: 'Sam Rivera', email: `sam${Date.now()}@families.example`, phone: '555-0142' },
        children: [{ firstName: 'Noor', lastName: 'Rivera', dateOfBirth: bornYearsAgo(12), level: 'middle', startTerm: startTermsFrom(today())[3] }],
      }),
    );
    await apply(fields).expect(201);
    // A link opens its own application only: this family's one child, none of the other families'.
    const opened = await openLink(await linkOf(fields.guardian.email)).expect(200);
    expect(opened.body.application.children.map((child: { firstName: string }) => child.firstName)).toEqual(['Noor']);
    const { applications, total } = await staffList({ level: 'middle', startTerm: startTermsFrom(today())[3] });
    expect(total).toBe(1);
    expect(applications[0].children.map((child) => child.firstName)).toEqual(['Noor']);
    const detail = (await app.test.http().get(`/api/applications/${applications[0].id}`).set(staff).expect(200)).body.application as ApplicationDetail;
    expect(detail.guardians.map((each) => [each.name, each.verified])).toEqual([
      ['Grace Okafor', true],
      ['Sam Rivera', false],
    ]);
    expect((await staffList({ level: 'primary', startTerm: startTermsFrom(today())[3] })).total).toBe(0);
    const refused = await app.test.http().get('/api/applications').query({ startTerm: 'next autumn' }).set(staff).expect(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });

  it("should put a staff member's note on the family's timeline, in the audit trail", async () => {
    const [first] = (await staffList()).applications;
    const noted = await app.test.http().post(`/api/applications/${first.id}/notes`).set(staff).send({ text: 'Called Grace: visiting on Tuesday.' }).expect(201);
    expect((noted.body.application as ApplicationDetail).timeline[0]).toMatchObject({ kind: 'note', text: 'Called Grace: visiting on Tuesday.', actorName: expect.any(String) });
    const [entry] = await freshEm(app.test).find(AuditEntryRecord, { entityKind: 'application' }, { orderBy: { at: 'desc' } });
    expect(entry.summary).toMatch(/^added a note to the application of ".+": "Called Grace: visiting on Tuesday\."$/);
  });

  it('should refuse a start that is no longer open and a birthday no child at the school has, naming the field', async () => {
    const closed = await apply(await withCaptcha(application({ children: [{ firstName: 'Ada', lastName: 'Okafor', dateOfBirth: bornYearsAgo(6), level: 'primary', startTerm: '2020-09' }] }))).expect(400);
    expect(closed.body.issues).toEqual([{ path: 'children.0.startTerm', message: expect.any(String) }]);
    const baby = await apply(await withCaptcha(application({ children: [{ firstName: 'Ada', lastName: 'Okafor', dateOfBirth: bornYearsAgo(1), level: 'primary', startTerm: openTerm() }] }))).expect(400);
    expect(baby.body.issues).toEqual([{ path: 'children.0.dateOfBirth', message: expect.any(String) }]);
  });
});

describe('enquiries belong to a family', () => {
  it("should put a visitor's enquiry on a family's timeline, and a signed-in sender's on their own family", async () => {
    const message = { name: 'Ines Duarte', email: `ines${Date.now()}@families.example`, phone: '555-0177', message: 'Is there room in Middle 6-8 next year?' };
    await app.test.http().post('/api/sendMessage').send(message).expect(201);
    const em = freshEm(app.test);
    const typed = await em.findOneOrFail(GuardianRecord, { email: message.email });
    expect(typed.verifiedAt).toBeNull();
    const lines = await em.find(FamilyEventRecord, { familyId: typed.familyId });
    expect(lines.map((line) => [line.kind, line.text])).toEqual([['enquiry', `Sent an enquiry from the contact page: ${message.message}`]]);

    const guardian = await verifiedFamily(app, { fname: 'Tomas', lname: 'Berg' });
    const account = bearer(guardian.token);
    await apply(application({ guardian: { name: 'Tomas Berg', email: guardian.user.email, phone: '555-0111' } }), [], account).expect(201);
    await app.test.http().post('/api/sendMessage').set(account).send({ ...message, name: 'Tomas Berg', email: guardian.user.email }).expect(201);
    const family = (await freshEm(app.test).find(GuardianRecord, { email: guardian.user.email })).map((each) => each.familyId);
    expect(new Set(family).size).toBe(1);
    const kinds = (await freshEm(app.test).find(FamilyEventRecord, { familyId: family[0] })).map((line) => line.kind);
    expect(kinds).toEqual(expect.arrayContaining(['application', 'enquiry']));
  });
});

/** supertest's parser for a body kept as bytes. */
function binary(response: unknown, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const stream = response as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
