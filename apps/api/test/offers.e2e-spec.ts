import type { Level, Stage } from '@trailside/domain/admissions/admissions.types';
import { OFFER_ERRORS, OFFER_MAIL, OFFER_SUCCESS, waitingPlaceText } from '@trailside/domain/admissions/offers.messages';
import { OFFER_MESSAGES } from '@trailside/domain/admissions/offers.schema';
import { AGREEMENT_ERRORS, AGREEMENT_MAIL } from '@trailside/domain/admissions/agreement.messages';
import type { WaitingList } from '@trailside/domain/admissions/offers.types';
import { FamilyEventRecord } from '../src/admissions/families/family-event.entity';
import { GuardianRecord } from '../src/admissions/families/guardian.entity';
import { StudentRecord } from '../src/admissions/families/student.entity';
import { AgreementRecord } from '../src/admissions/agreements/agreement.entities';
import { FamiliesService } from '../src/admissions/families/families.service';
import { OfferRecord } from '../src/admissions/offers/offer.entity';
import { WaitingListService } from '../src/admissions/waiting-list/waiting-list.service';
import { AuditService } from '../src/audit/audit.service';
import { AuditEntryRecord } from '../src/audit/audit-entry.entity';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { MailScheduleService } from '../src/mailing/mail-schedule.service';
import { appliedFamily, TEST_TERM } from './support/admissions';
import { moveClock, realClock, setClock } from './support/clock';
import { freshEm, testDatabaseServer } from './support/database';
import { mailsTo, mailTo, type MailTestApp, startMailTestApp, tokenIn } from './support/family-mail';
import { ADMIN, bearer, logIn } from './support/test-app';
import { until } from './support/until';

const DAY_MS = 86_400_000;
const offerPage = '/offers/respond';

describe('the waiting list and offers', () => {
  let app: MailTestApp;
  let admin: Record<string, string>;
  const http = () => app.test.http();

  const list = async (level: Level): Promise<WaitingList> =>
    (await http().get('/api/admissions/waiting-list').query({ level, startTerm: TEST_TERM }).set(admin).expect(200)).body.waitingList;
  const join = (studentId: string) => http().post('/api/admissions/waiting-list').set(admin).send({ studentId }).expect(200);
  const places = (level: Level, count: number, siblingsFirst = true) =>
    http().put('/api/admissions/waiting-list/settings').set(admin).send({ level, startTerm: TEST_TERM, places: count, siblingsFirst }).expect(200);
  const offer = (studentId: string, daysToAnswer?: number) =>
    http().post('/api/admissions/offers').set(admin).send({ studentId, className: 'General Education', startDate: '2027-09-01', deposit: '$200, due on accepting', daysToAnswer });
  const stageOf = async (studentId: string) => (await freshEm(app.test).findOneOrFail(StudentRecord, { id: studentId })).stage;

  beforeAll(async () => {
    setClock(new Date('2027-03-01T15:00:00Z'));
    app = await startMailTestApp();
    admin = bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
  });
  afterAll(async () => {
    await app?.close();
    realClock();
  });

  it('should put a sibling of an enrolled student ahead of a family who applied earlier, unless the school turns it off', async () => {
    const early = await appliedFamily(app.test, 'Okafor', 'primary');
    moveClock(DAY_MS);
    const sibling = await appliedFamily(app.test, 'Park', 'primary', { enrolledSibling: true });
    await join(early.studentId);
    await join(sibling.studentId);

    const ordered = await list('primary');
    expect(ordered.entries.map((entry) => [entry.place, entry.studentName, entry.sibling])).toEqual([
      [1, sibling.name, true],
      [2, early.name, false],
    ]);
    expect(await stageOf(early.studentId)).toBe('waiting-list');
    // The family's own status page reads its place by the same rule (placeOf, for the applications' status page).
    const waitingList = new WaitingListService(freshEm(app.test), app.test.app.get(FamiliesService));
    expect([await waitingList.placeOf(sibling.studentId), await waitingList.placeOf(early.studentId)]).toEqual([1, 2]);
    expect(waitingPlaceText(2, 'primary', TEST_TERM)).toBe('You are number 2 on the waiting list for Primary K-2, September 2027');

    await places('primary', 0, false);
    expect((await list('primary')).entries.map((entry) => entry.studentName)).toEqual([early.name, sibling.name]);
    await places('primary', 0, true);
  });

  it('should order by the date the application was complete, not the day the student was put on the list', async () => {
    await places('secondary', 0);
    const nineDaysAgo = new Date(Date.now() - 9 * DAY_MS);
    const recent = await appliedFamily(app.test, 'Lind', 'secondary', { completedAt: new Date(Date.now() - 2 * DAY_MS) });
    const older = await appliedFamily(app.test, 'Moss', 'secondary', { completedAt: nineDaysAgo });
    await join(recent.studentId);
    await join(older.studentId);
    const ordered = (await list('secondary')).entries;
    expect(ordered.map((entry) => entry.studentId)).toEqual([older.studentId, recent.studentId]);
    expect(ordered[0].completedAt).toBe(nineDaysAgo.toISOString());
    // The family's own status page (their application's private link) says the same place.
    const status = await http().post('/api/applications/status').send({ token: recent.applicationLink }).expect(200);
    expect(status.body.application.children).toMatchObject([{ studentId: recent.studentId, stage: 'waiting-list', waitingPlace: 2 }]);
    // Off the list again, so the offers below start from an empty Secondary list.
    for (const { studentId } of [recent, older]) await new FamiliesService(freshEm(app.test), app.test.app.get(AuditService)).setStage(studentId, 'closed', null);
  });

  it('should refuse a student who has not applied, with words staff can act on', async () => {
    const em = freshEm(app.test);
    const student = new StudentRecord({ familyId: 'no-family', firstName: 'Nia', level: 'primary', startTerm: TEST_TERM });
    await em.persist(student).flush();
    const refused = await http().post('/api/admissions/waiting-list').set(admin).send({ studentId: student.id }).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'CONFLICT', message: OFFER_ERRORS.notApplied('Nia') });
    expect(await stageOf(student.id)).toBe('enquiry');
  });

  it('should refuse a move without a reason, and keep and audit a move with one', async () => {
    const before = await list('primary');
    const last = before.entries.at(-1)!;
    const refused = await http().post('/api/admissions/waiting-list/move').set(admin).send({ studentId: last.studentId, direction: 'up', reason: '   ' }).expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: OFFER_MESSAGES.reason });
    expect((await list('primary')).entries).toEqual(before.entries);

    const reason = 'Twins: their sister was offered a place in the autumn';
    const moved = await http().post('/api/admissions/waiting-list/move').set(admin).send({ studentId: last.studentId, direction: 'up', reason }).expect(200);
    const entries = (moved.body.waitingList as WaitingList).entries;
    expect(entries[0]).toMatchObject({ studentId: last.studentId, place: 1, moved: { place: 1, reason } });
    // A sibling who joins later never pushes the family staff moved from its place; the rest keep the school's order.
    const later = await appliedFamily(app.test, 'Reyes', 'primary', { enrolledSibling: true });
    await join(later.studentId);
    expect((await list('primary')).entries.map((entry) => entry.studentId)).toEqual([last.studentId, before.entries[0].studentId, later.studentId]);

    const audit = await freshEm(app.test).find(AuditEntryRecord, { action: 'move' });
    expect(audit).toHaveLength(1);
    expect(audit[0].summary).toContain('Twins: their sister was offered a place');
    expect(audit[0].actorName).not.toBe('The website');
  });

  it('should mail each guardian an offer with a private link, count it against the places, and accept it by the link', async () => {
    const family = await appliedFamily(app.test, 'Haddad', 'secondary', { secondGuardian: true });
    await join(family.studentId);
    const noPlace = await offer(family.studentId).expect(409);
    expect(noPlace.body.message).toBe(OFFER_ERRORS.noPlaces('Secondary 3-5, September 2027'));
    expect(await stageOf(family.studentId)).toBe('waiting-list');

    await places('secondary', 1);
    const made = await offer(family.studentId).expect(201);
    expect(made.body.offer).toMatchObject({ className: 'General Education', monthlyTuition: 584, state: 'open', deposit: '$200, due on accepting' });
    expect(await stageOf(family.studentId)).toBe('offered');
    expect(await list('secondary')).toMatchObject({ places: 1, taken: 1, left: 0, entries: [] });

    const [first, second] = [await mailTo(app.smtp, family.emails[0]), await mailTo(app.smtp, family.emails[1])];
    expect(first.subject).toBe(OFFER_MAIL.subject(family.firstName));
    expect(first.text).toContain('$584 a month');
    const [tokenOne, tokenTwo] = [tokenIn(first, offerPage), tokenIn(second, offerPage)];
    expect(tokenOne).not.toBe(tokenTwo);

    const shown = await http().get(`/api/admissions/offers/respond/${tokenTwo}`).expect(200);
    expect(shown.body.offer).toMatchObject({ studentFirstName: family.firstName, level: 'secondary', startTerm: TEST_TERM, state: 'open' });
    expect(JSON.stringify(shown.body)).not.toContain(family.emails[0]);

    const accepted = await http().post('/api/admissions/offers/respond').send({ token: tokenOne, answer: 'accept' }).expect(200);
    expect(accepted.body).toMatchObject({ success: true, message: OFFER_SUCCESS.accepted, offer: { state: 'accepted' } });
    // The agreement goes to each guardian to sign; enrolled only once all have: until then the student holds the place.
    expect(await stageOf(family.studentId)).toBe('offered');
    const [agreement] = await freshEm(app.test).find(AgreementRecord, { familyId: family.familyId });
    expect(agreement).toMatchObject({ studentIds: [family.studentId], className: 'General Education', startDate: '2027-09-01', monthlyTuition: 584 });
    for (const email of family.emails) expect((await mailTo(app.smtp, email, 2)).subject).toBe(AGREEMENT_MAIL.sign.subject);
    // Every mail that went is a line on the family's timeline: the offer and the agreement, to each guardian.
    const mailLines = async () => (await freshEm(app.test).find(FamilyEventRecord, { familyId: family.familyId, kind: 'mail' })).map((line) => line.text);
    await until('the mails on the timeline', async () => (await mailLines()).length === 4);
    expect((await mailLines()).sort()).toEqual(
      family.emails.flatMap((email) => [`E-mailed "${AGREEMENT_MAIL.sign.subject}" to ${email}`, `E-mailed "${OFFER_MAIL.subject(family.firstName)}" to ${email}`]).sort(),
    );
    const again = await http().post('/api/admissions/offers/respond').send({ token: tokenTwo, answer: 'decline' }).expect(409);
    expect(again.body.message).toBe(OFFER_ERRORS.answered);
    expect(await stageOf(family.studentId)).toBe('offered');
  });

  it('should answer a guessed or changed link with the same 404 as no offer at all', async () => {
    const missing = await http().get('/api/admissions/offers/respond/not-a-real-token').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: OFFER_ERRORS.notFound });
    const guessed = await http().post('/api/admissions/offers/respond').send({ token: 'A'.repeat(43), answer: 'accept' }).expect(404);
    expect(guessed.body).toEqual(missing.body);
  });

  it('should give the place back when the family declines, and propose the first family on the list', async () => {
    await places('middle', 1);
    const declining = await appliedFamily(app.test, 'Novak', 'middle');
    const next = await appliedFamily(app.test, 'Quinn', 'middle');
    await join(declining.studentId);
    await join(next.studentId);
    await offer(declining.studentId).expect(201);
    const token = tokenIn(await mailTo(app.smtp, declining.emails[0]), offerPage);

    const declined = await http().post('/api/admissions/offers/respond').send({ token, answer: 'decline' }).expect(200);
    expect(declined.body.message).toBe(OFFER_SUCCESS.declined);
    expect(await stageOf(declining.studentId)).toBe('declined');
    const after = await list('middle');
    expect(after).toMatchObject({ taken: 0, left: 1, proposal: { studentId: next.studentId, because: `${declining.name}'s offer was declined` } });
  });

  it('should keep an offer open when no agreement can be made from its acceptance, and say why', async () => {
    const [next] = (await list('middle')).entries;
    await offer(next.studentId).expect(201);
    const guardian = await freshEm(app.test).findOneOrFail(GuardianRecord, { familyId: next.familyId });
    const token = tokenIn(await mailTo(app.smtp, guardian.email), offerPage);
    // Staff said no guardian of this family signs agreements: there is nobody to send one to.
    await freshEm(app.test).nativeUpdate(GuardianRecord, { familyId: next.familyId }, { signsAgreement: false });

    const refused = await http().post('/api/admissions/offers/respond').send({ token, answer: 'accept' }).expect(409);
    // The family read words written for them, with the school's phone; the staff's reason is on the family's timeline.
    const { settings } = (await http().get('/api/settings').expect(200)).body;
    expect(refused.body).toEqual({ statusCode: 409, code: 'CONFLICT', message: OFFER_ERRORS.noAgreement(settings.phone) });
    expect(refused.body.message).toContain(settings.phone);
    const timeline = await freshEm(app.test).find(FamilyEventRecord, { familyId: next.familyId, kind: 'offer' });
    expect(timeline.map((line) => line.text)).toContainEqual(expect.stringContaining(AGREEMENT_ERRORS.noGuardians));
    expect(await freshEm(app.test).findOneOrFail(OfferRecord, { studentId: next.studentId })).toMatchObject({ state: 'open', answeredAt: null });
    expect(await freshEm(app.test).count(AgreementRecord, { familyId: next.familyId })).toBe(0);
  });

  it('should lapse an offer not answered in time once, tell the family, and propose the next family', async () => {
    await places('primary', 1);
    const [first, second] = (await list('primary')).entries;
    await offer(first.studentId, 3).expect(201);
    const lapsing = await freshEm(app.test).findOneOrFail(OfferRecord, { studentId: first.studentId });
    const guardian = await freshEm(app.test).findOneOrFail(GuardianRecord, { familyId: lapsing.familyId });
    const token = tokenIn(await mailTo(app.smtp, guardian.email), offerPage);
    expect((await list('primary')).proposal).toBeNull();

    // The schedule looks five times a second: with the clock past the deadline, the offer lapses by itself.
    moveClock(lapsing.deadline.getTime() - Date.now() + 60_000);
    await until('the offer to lapse', async () => (await freshEm(app.test).findOneOrFail(OfferRecord, { id: lapsing.id })).state === 'lapsed');
    await app.test.app.get(MailScheduleService).check();
    await app.test.app.get(MailOutboxService).retryDue();

    const lapsedMail = await mailTo(app.smtp, guardian.email, 2);
    expect(lapsedMail.subject).toBe(OFFER_MAIL.lapsedSubject(first.studentName.split(' ')[0]));
    expect(mailsTo(app.smtp, guardian.email)).toHaveLength(2);
    expect(await stageOf(first.studentId)).toBe('declined');
    const lines = await freshEm(app.test).find(FamilyEventRecord, { studentId: first.studentId, kind: 'stage', text: { $like: '%(the offer lapsed)' } });
    expect(lines).toHaveLength(1);
    expect((await list('primary')).proposal).toMatchObject({ studentId: second.studentId, because: `${first.studentName}'s offer lapsed` });

    const late = await http().post('/api/admissions/offers/respond').send({ token, answer: 'accept' }).expect(409);
    expect(late.body.message).toBe(OFFER_ERRORS.lapsed);
  });

  it('should keep the stage counts with every change', async () => {
    const em = freshEm(app.test);
    const count = (stage: Stage) => em.count(StudentRecord, { startTerm: TEST_TERM, stage });
    expect({ waiting: await count('waiting-list'), offered: await count('offered'), declined: await count('declined') }).toEqual({ waiting: 2, offered: 2, declined: 2 });
  });
});

// SQLite serves one instance; two instances share a PostgreSQL database.
const onPostgres = testDatabaseServer ? describe : describe.skip;

onPostgres('an offer lapsing with two API instances on one PostgreSQL database', () => {
  let a: MailTestApp;
  let b: MailTestApp;
  beforeAll(async () => {
    setClock(new Date('2027-03-01T15:00:00Z'));
    // Each looks only when the test says, so both look at the same moment, as two instances on their own timers can.
    const lookWhenTold = { MAIL_CHECK_SECONDS: '60' };
    a = await startMailTestApp(lookWhenTold);
    b = await startMailTestApp({ ...lookWhenTold, DATA_DIR: a.test.config.dataDir, DATABASE_URL: a.test.config.databaseUrl! }, a.smtp);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    realClock();
  });

  it('should lapse it once, with one mail and one stage change, whichever instance looks first', async () => {
    const admin = bearer(await logIn(a.test, ADMIN.email, ADMIN.password));
    const family = await appliedFamily(a.test, 'Tanaka', 'primary');
    await a.test.http().post('/api/admissions/waiting-list').set(admin).send({ studentId: family.studentId }).expect(200);
    await a.test.http().put('/api/admissions/waiting-list/settings').set(admin).send({ level: 'primary', startTerm: TEST_TERM, places: 1, siblingsFirst: true }).expect(200);
    await b.test.http().post('/api/admissions/offers').set(admin).send({ studentId: family.studentId, className: 'General Education', startDate: '2027-09-01', daysToAnswer: 1 }).expect(201);
    await mailTo(a.smtp, family.emails[0]);

    moveClock(3 * DAY_MS);
    await Promise.all([a.test.app.get(MailScheduleService).check(), b.test.app.get(MailScheduleService).check()]);
    await mailTo(a.smtp, family.emails[0], 2);
    await Promise.all([a.test.app.get(MailScheduleService).check(), b.test.app.get(MailScheduleService).check()]);
    await Promise.all([a.test.app.get(MailOutboxService).retryDue(true), b.test.app.get(MailOutboxService).retryDue(true)]);

    expect(mailsTo(a.smtp, family.emails[0]).map((mail) => mail.subject)).toEqual([OFFER_MAIL.subject(family.firstName), OFFER_MAIL.lapsedSubject(family.firstName)]);
    const lines = await freshEm(a.test).find(FamilyEventRecord, { studentId: family.studentId, kind: 'stage', text: { $like: '%(the offer lapsed)' } });
    expect(lines).toHaveLength(1);
  });
});
