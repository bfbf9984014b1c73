import { EntityManager, RequestContext } from '@mikro-orm/core';
import type { ParsedMail } from '@trailside/testing/mail';
import { VISIT_ERRORS, VISIT_MAIL } from '@trailside/domain/admissions/visits.messages';
import type { PublicVisitTime, VisitTime } from '@trailside/domain/admissions/visits.types';
import { CONTACT_MESSAGES } from '@trailside/domain/contact/contact.schema';
import ICAL from 'ical.js';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { MailScheduleService } from '../src/mailing/mail-schedule.service';
import { VisitBookingRecord } from '../src/admissions/visits/visit-booking.entity';
import { VisitTimeRecord } from '../src/admissions/visits/visit-time.entity';
import { FamiliesService } from '../src/admissions/families/families.service';
import { FamilyEventRecord } from '../src/admissions/families/family-event.entity';
import { FamilyRecord } from '../src/admissions/families/family.entity';
import { GuardianRecord } from '../src/admissions/families/guardian.entity';
import { StudentRecord } from '../src/admissions/families/student.entity';
import { realClock, setClock } from './support/clock';
import { databaseSnapshot, freshEm, testDatabaseServer } from './support/database';
import { mailsTo, mailTo, type MailTestApp, SCHOOL_URL, startMailTestApp, tokenIn, verifiedFamily } from './support/family-mail';
import { solvedCaptcha } from './support/captcha';
import { ADMIN, bearer, logIn, signUp, type TestApp } from './support/test-app';
import { until } from './support/until';

/** Monday 1 March 2027, noon in New York: every visit below is still to come. */
const MONDAY = new Date('2027-03-01T17:00:00Z');
const NEW_YORK = 'America/New_York';
const onPostgres = testDatabaseServer ? describe : describe.skip;

/** The one VEVENT of an invitation, read by ical.js, and the calendar's METHOD. */
function invitationOf(mail: ParsedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    sequence: event.sequence,
    uid: event.uid,
    status: vevent.getFirstPropertyValue('status'),
  };
}

const fields = (email: string) => ({ name: 'Rosa Alvarez', email, phone: '(555) 014-2211', child: '5 years, starting kindergarten' });

describe('visits (issue 41)', () => {
  let app: MailTestApp;
  const http = () => app.test.http();
  const admin = async () => bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
  let staff: Record<string, string>;

  async function publish(body: Record<string, unknown>): Promise<VisitTime[]> {
    return (await http().post('/api/visits').set(staff).send({ minutes: 60, kind: 'tour', places: 6, ...body }).expect(201)).body.visits;
  }

  /** A visitor books as on the website: the captcha solved, then the form. */
  async function bookAsVisitor(visitId: string, email: string) {
    return http().post('/api/visits/bookings').send({ visitId, ...fields(email), altcha: await solvedCaptcha(app.test) });
  }

  const confirmations = (email: string) => mailsTo(app.smtp, email).filter((mail) => mail.subject === VISIT_MAIL.confirmation.subject);

  beforeAll(async () => {
    setClock(MONDAY);
    app = await startMailTestApp();
    staff = await admin();
    await http().put('/api/settings').set(staff).send({ timeZone: NEW_YORK }).expect(200);
  });
  afterAll(async () => {
    await app?.close();
    realClock();
  });

  it('should publish a weekly series on the school clock, across the change to summer time, and list it for families', async () => {
    const series = await publish({ date: '2027-03-09', time: '09:30', weeks: 3, note: 'Meet at the front desk.' });
    expect(series.map((visit) => [visit.start, visit.startsAt])).toEqual([
      ['2027-03-09T09:30', '2027-03-09T14:30:00.000Z'],
      // The clocks go forward on 14 March: 9:30 is still 9:30 in New York.
      ['2027-03-16T09:30', '2027-03-16T13:30:00.000Z'],
      ['2027-03-23T09:30', '2027-03-23T13:30:00.000Z'],
    ]);
    expect(new Set(series.map((visit) => visit.seriesId)).size).toBe(1);
    const listed = (await http().get('/api/visits').expect(200)).body.visits as PublicVisitTime[];
    expect(listed.filter((visit) => series.some((one) => one.id === visit.id))).toEqual(
      series.map(({ id, kind, start, startsAt, minutes, note }) => ({ id, kind, start, startsAt, minutes, note, placesLeft: 6 })),
    );
  });

  it('should refuse a series longer than half a year, a time gone by and bad fields, writing nothing', async () => {
    const before = await databaseSnapshot(app.test);
    const refused = async (body: Record<string, unknown>, status = 400) => (await http().post('/api/visits').set(staff).send({ minutes: 60, kind: 'tour', places: 6, ...body }).expect(status)).body.message;
    expect(await refused({ date: '2027-03-09', time: '09:30', weeks: 27 })).toBe('Please repeat weekly for 1 to 26 weeks');
    expect(await refused({ date: '2027-02-26', time: '09:30' })).toBe(VISIT_ERRORS.past);
    expect(await refused({ date: '2027-03-09', time: '9.30' })).toBe('Please choose the start time on the school clock, like 09:30');
    expect(await refused({ date: '2027-03-09', time: '09:30', kind: 'party' })).toBe('Please choose the kind of visit: tour, observation, open-house');
    expect(await refused({ date: '2027-03-09', time: '09:30', places: 0 })).toBe('Please give the number of places, from 1 to 200');
    expect(await databaseSnapshot(app.test)).toEqual(before);
  });

  it('should change a time, but never its places below those booked, nor the day and hour of a time families booked', async () => {
    const [visit] = await publish({ date: '2027-03-19', time: '09:00', places: 3 });
    const changed = await http().put('/api/visits').set(staff).send({ id: visit.id, time: '10:15', minutes: 30, note: 'Bring indoor shoes.' }).expect(200);
    expect(changed.body.visit).toMatchObject({ start: '2027-03-19T10:15', minutes: 30, note: 'Bring indoor shoes.', places: 3 });
    for (const email of [`one.${Date.now()}@example.com`, `two.${Date.now()}@example.com`]) await bookAsVisitor(visit.id, email).then((response) => expect(response.status).toBe(201));
    const fewer = await http().put('/api/visits').set(staff).send({ id: visit.id, places: 1 }).expect(409);
    expect(fewer.body.message).toBe(VISIT_ERRORS.placesBelowBooked(2));
    const moved = await http().put('/api/visits').set(staff).send({ id: visit.id, date: '2027-03-20' }).expect(409);
    expect(moved.body.message).toBe(VISIT_ERRORS.timeHasBookings);
    await http().put('/api/visits').set(staff).send({ id: visit.id, places: 2 }).expect(200);
    const full = await bookAsVisitor(visit.id, `three.${Date.now()}@example.com`);
    expect([full.status, full.body.code]).toEqual([409, 'VISIT_FULL']);
    await http().put('/api/visits').set(staff).send({ id: visit.id }).expect(400);
  });

  it('should book a visitor after the captcha and mail an invitation in the school zone with a private link that proves nothing else', async () => {
    const [visit] = await publish({ date: '2027-03-10', time: '13:15', minutes: 90, kind: 'observation', places: 4 });
    const email = `rosa.${Date.now()}@example.com`;

    const before = await databaseSnapshot(app.test);
    const withoutCaptcha = await http().post('/api/visits/bookings').send({ visitId: visit.id, ...fields(email) }).expect(400);
    expect(withoutCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: CONTACT_MESSAGES.captcha });
    expect(await databaseSnapshot(app.test)).toEqual(before);

    const booked = await bookAsVisitor(visit.id, email);
    expect(booked.status).toBe(201);
    expect(booked.body.visit).toMatchObject({ id: visit.id, placesLeft: 3 });

    const mail = await mailTo(app.smtp, email);
    expect(mail.subject).toBe(VISIT_MAIL.confirmation.subject);
    expect(mail.text).toContain('Classroom observation, Wed 10 Mar 2027, 1:15pm-2:45pm');
    // Nothing the form's typist wrote rides on the school's mail to an address nobody has proved.
    expect(mail.text).not.toContain('Rosa');
    expect(invitationOf(mail)).toMatchObject({
      method: 'REQUEST',
      tzid: NEW_YORK,
      start: '2027-03-10T18:15:00.000Z',
      end: '2027-03-10T19:45:00.000Z',
      summary: 'Classroom observation at Trailside Montessori K-8',
      sequence: 0,
      status: 'CONFIRMED',
    });

    const token = tokenIn(mail, '/visits/manage');
    const managed = await http().get(`/api/visits/manage/${token}`).expect(200);
    expect(managed.body).toMatchObject({ booking: { email, status: 'booked', child: '5 years, starting kindergarten' }, visit: { id: visit.id, cancelled: false } });

    // A guessed token, a token one character off and no booking at all answer alike.
    const missing = await http().get(`/api/visits/manage/${'x'.repeat(43)}`).expect(404);
    const offByOne = await http().get(`/api/visits/manage/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`).expect(404);
    const short = await http().get('/api/visits/manage/abc').expect(404);
    expect(offByOne.body).toEqual(missing.body);
    expect(short.body).toEqual(missing.body);
    expect(missing.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: VISIT_ERRORS.bookingNotFound });

    // Another family's link opens their own booking only.
    const theo = `theo.${Date.now()}@example.com`;
    await bookAsVisitor(visit.id, theo).then((response) => expect(response.status).toBe(201));
    const theirs = await http().get(`/api/visits/manage/${tokenIn(await mailTo(app.smtp, theo), '/visits/manage')}`).expect(200);
    expect(theirs.body.booking.email).toBe(theo);
    expect((await http().get(`/api/visits/manage/${token}`).expect(200)).body.booking.email).toBe(email);
  });

  it('should give the last three places to three of twenty families asking at once, and a clear answer to the other seventeen', async () => {
    const [visit] = await publish({ date: '2027-03-11', time: '10:00', places: 3 });
    const families = await Promise.all(Array.from({ length: 20 }, () => signUp(app.test)));
    const answers = await Promise.all(
      families.map((family) => http().post('/api/visits/bookings').set(bearer(family.token)).send({ visitId: visit.id, ...fields(family.user.email) })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.code, answer.body.message])).toEqual(Array(17).fill([409, 'VISIT_FULL', VISIT_ERRORS.full]));
    const em = freshEm(app.test);
    expect((await em.findOneOrFail(VisitTimeRecord, { id: visit.id })).booked).toBe(3);
    expect(await em.count(VisitBookingRecord, { visit: visit.id })).toBe(3);
    const listed = (await http().get('/api/visits').expect(200)).body.visits as PublicVisitTime[];
    expect(listed.find((one) => one.id === visit.id)?.placesLeft).toBe(0);
  });

  it('should move a booking with its link to a time with places, not to a full one, and cancel it, freeing each place', async () => {
    const [first, second] = await publish({ date: '2027-03-12', time: '09:00', weeks: 2, places: 2 });
    const [full] = await publish({ date: '2027-03-12', time: '14:00', places: 1 });
    await bookAsVisitor(full.id, `first.${Date.now()}@example.com`).then((response) => expect(response.status).toBe(201));
    const email = `mover.${Date.now()}@example.com`;
    await bookAsVisitor(first.id, email).then((response) => expect(response.status).toBe(201));
    const token = tokenIn(await mailTo(app.smtp, email), '/visits/manage');

    const toFull = await http().post('/api/visits/manage/move').send({ token, visitId: full.id }).expect(409);
    expect(toFull.body).toMatchObject({ code: 'VISIT_FULL', message: VISIT_ERRORS.full });

    const moved = await http().post('/api/visits/manage/move').send({ token, visitId: second.id }).expect(200);
    expect(moved.body).toMatchObject({ booking: { status: 'booked' }, visit: { id: second.id, placesLeft: 1 } });
    const places = async (id: string) => (await freshEm(app.test).findOneOrFail(VisitTimeRecord, { id })).booked;
    expect([await places(first.id), await places(second.id), await places(full.id)]).toEqual([0, 1, 1]);
    // The new invitation replaces the first in the family's calendar: the same UID, the next SEQUENCE.
    await until('the second confirmation', () => confirmations(email).length === 2);
    const [before, after] = confirmations(email).map(invitationOf);
    expect(after).toMatchObject({ uid: before.uid, sequence: 1, start: '2027-03-19T13:00:00.000Z' });

    // The first mail's link still opens the booking, now at its new time.
    expect((await http().get(`/api/visits/manage/${token}`).expect(200)).body.visit.id).toBe(second.id);
    const cancelled = await http().post('/api/visits/manage/cancel').send({ token }).expect(200);
    expect(cancelled.body).toMatchObject({ booking: { status: 'cancelled' } });
    expect(await places(second.id)).toBe(0);
    // The family is told, and the update takes the visit out of their calendar: the same UID, a higher SEQUENCE.
    await until('the cancellation', () => mailsTo(app.smtp, email).some((mail) => mail.subject === VISIT_MAIL.bookingCancelled.subject));
    const cancellation = mailsTo(app.smtp, email).find((mail) => mail.subject === VISIT_MAIL.bookingCancelled.subject)!;
    expect(cancellation.text).toContain(`${VISIT_MAIL.bookingCancelled.button}: ${SCHOOL_URL}/visits`);
    expect(invitationOf(cancellation)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: before.uid, sequence: 2 });
    const again = await http().post('/api/visits/manage/cancel').send({ token }).expect(409);
    expect(again.body.message).toBe(VISIT_ERRORS.bookingCancelled);
    await http().post('/api/visits/manage/cancel').send({ token: 'y'.repeat(43) }).expect(404);
  });

  it('should mail every family booked on a time staff cancel, warmly, with a link to choose another, and take it off the list', async () => {
    const [visit] = await publish({ date: '2027-03-15', time: '11:00', kind: 'open-house', places: 10 });
    const emails = [`ana.${Date.now()}@example.com`, `ben.${Date.now()}@example.com`];
    for (const email of emails) await bookAsVisitor(visit.id, email).then((response) => expect(response.status).toBe(201));
    const cancelled = await http().post('/api/visits/cancel').set(staff).send({ id: visit.id }).expect(200);
    expect(cancelled.body).toMatchObject({ mailed: 2, visit: { id: visit.id } });
    for (const email of emails) {
      await until(`the cancellation to ${email}`, () => mailsTo(app.smtp, email).some((mail) => mail.subject === VISIT_MAIL.timeCancelled.subject));
      const mail = mailsTo(app.smtp, email).find((one) => one.subject === VISIT_MAIL.timeCancelled.subject)!;
      expect(mail.text).toContain(`${VISIT_MAIL.timeCancelled.button}: ${SCHOOL_URL}/visits`);
      expect(invitationOf(mail)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 });
    }
    const listed = (await http().get('/api/visits').expect(200)).body.visits as PublicVisitTime[];
    expect(listed.map((one) => one.id)).not.toContain(visit.id);
    const late = await bookAsVisitor(visit.id, `late.${Date.now()}@example.com`);
    expect([late.status, late.body.message]).toEqual([409, VISIT_ERRORS.cancelled]);
    await http().post('/api/visits/cancel').set(staff).send({ id: visit.id }).expect(409);
    const audit = await http().get('/api/audit').query({ entityKind: 'visit-time', action: 'cancel' }).set(staff).expect(200);
    expect(audit.body.entries[0]).toMatchObject({ entityIds: [visit.id], summary: 'cancelled the visit time open-house of 2027-03-15 11:00 and mailed 2 booked families' });
  });

  it('should send the reminder the day before, once, with the clock moved, and none to a booking cancelled', async () => {
    setClock(MONDAY);
    const [visit] = await publish({ date: '2027-03-17', time: '08:30', places: 5 });
    const [kept, dropped] = [`kept.${Date.now()}@example.com`, `dropped.${Date.now()}@example.com`];
    for (const email of [kept, dropped]) await bookAsVisitor(visit.id, email).then((response) => expect(response.status).toBe(201));
    await http().post('/api/visits/manage/cancel').send({ token: tokenIn(await mailTo(app.smtp, dropped), '/visits/manage') }).expect(200);
    const reminders = (email: string) => mailsTo(app.smtp, email).filter((mail) => mail.subject === VISIT_MAIL.reminder.subject);
    const look = async () => {
      await app.test.app.get(MailScheduleService).check();
      await app.test.app.get(MailOutboxService).retryDue();
    };

    // Tuesday 16 March, 9:59 in New York: not yet.
    setClock(new Date('2027-03-16T13:59:00Z'));
    await look();
    expect(reminders(kept)).toHaveLength(0);
    setClock(new Date('2027-03-16T14:00:30Z'));
    await look();
    await look();
    await until('the reminder', () => reminders(kept).length === 1);
    await look();
    await app.test.app.get(MailOutboxService).settled();
    expect(reminders(kept)).toHaveLength(1);
    expect(reminders(dropped)).toHaveLength(0);
    expect(reminders(kept)[0].text).toContain('School tour, Wed 17 Mar 2027, 8:30am-9:30am');
    // The reminder's own link opens the booking too.
    await http().get(`/api/visits/manage/${tokenIn(reminders(kept)[0], '/visits/manage')}`).expect(200);
    setClock(MONDAY);
  });

  it("should put each booking in its family: a line on its timeline, its children's stage moved on, an address proved by its link", async () => {
    const [first, second] = await publish({ date: '2027-03-16', time: '15:00', weeks: 2, places: 5 });
    const em = () => freshEm(app.test);
    // A signed-in family whose address is verified: their bookings find their family.
    const account = await verifiedFamily(app);
    const own = { ...fields(account.user.email), name: 'Ada Okafor' };
    await http().post('/api/visits/bookings').set(bearer(account.token)).send({ visitId: first.id, ...own }).expect(201);
    const booking = await em().findOneOrFail(VisitBookingRecord, { email: account.user.email });
    const familyId = booking.familyId!;
    expect((await em().findOneOrFail(FamilyRecord, { id: familyId })).stage).toBe('visit-booked');
    const child = await RequestContext.create(app.test.app.get(EntityManager), () => app.test.app.get(FamiliesService).addStudent(familyId, { firstName: 'Chidi', lastName: 'Okafor', level: 'primary' }));

    await http().post('/api/visits/bookings').set(bearer(account.token)).send({ visitId: second.id, ...own }).expect(201);
    expect(await em().count(VisitBookingRecord, { familyId })).toBe(2);
    expect((await em().findOneOrFail(StudentRecord, { id: child.id })).stage).toBe('visit-booked');
    await http().post('/api/visits/bookings/mark').set(staff).send({ id: booking.id, outcome: 'attended' }).expect(200);
    expect((await em().findOneOrFail(StudentRecord, { id: child.id })).stage).toBe('visited');
    const timeline = await em().find(FamilyEventRecord, { familyId }, { orderBy: { at: 'asc' } });
    expect(timeline.filter((line) => line.kind === 'visit').map((line) => line.text.split(':')[0])).toEqual(['Booked', 'Booked', 'Came to the visit']);
    expect(timeline.find((line) => line.text.startsWith('Came to the visit'))?.actorName).toBeTruthy();
    // Each mail that went is on the timeline too: what it was and to whom.
    const mailed = async () => (await em().find(FamilyEventRecord, { familyId, kind: 'mail' })).map((line) => line.text);
    await until('both confirmations on the timeline', async () => (await mailed()).length === 2).catch(async (error) => { throw new Error(`${error} ${JSON.stringify(await mailed())}`); });
    expect(await mailed()).toEqual([`E-mailed "${VISIT_MAIL.confirmation.subject}" to ${account.user.email}`, `E-mailed "${VISIT_MAIL.confirmation.subject}" to ${account.user.email}`]);

    // An address typed into the form is not proved until its owner opens the link mailed to it.
    const typed = `typed.${Date.now()}@example.com`;
    await bookAsVisitor(first.id, typed).then((response) => expect(response.status).toBe(201));
    expect(await em().count(GuardianRecord, { email: typed, verifiedAt: null })).toBe(1);
    await http().get(`/api/visits/manage/${tokenIn(await mailTo(app.smtp, typed), '/visits/manage')}`).expect(200);
    expect(await em().count(GuardianRecord, { email: typed, verifiedAt: null })).toBe(0);
  });

  it('should let staff mark bookings attended or no-show and export them as CSV with formula cells made harmless', async () => {
    const [visit] = await publish({ date: '2027-03-18', time: '09:00', places: 5 });
    const email = `csv.${Date.now()}@example.com`;
    await http()
      .post('/api/visits/bookings')
      .send({ visitId: visit.id, ...fields(email), name: '=HYPERLINK("http://evil.example","Click")', note: 'We, the Alvarez family, say "hi"', altcha: await solvedCaptcha(app.test) })
      .expect(201);
    const [booking] = (await http().get('/api/visits/bookings').query({ id: visit.id }).set(staff).expect(200)).body.bookings;
    const marked = await http().post('/api/visits/bookings/mark').set(staff).send({ id: booking.id, outcome: 'attended' }).expect(200);
    expect(marked.body.booking.status).toBe('attended');

    const csv = await http().get('/api/visits/bookings.csv').query({ visitId: visit.id }).set(staff).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.text.split('\r\n')).toEqual([
      'Visit,Kind,Status,Name,Email,Phone,Child\'s age or grade,Note,Booked at',
      `2027-03-18 09:00,School tour,attended,"'=HYPERLINK(""http://evil.example"",""Click"")",${email},(555) 014-2211,"5 years, starting kindergarten","We, the Alvarez family, say ""hi""",2027-03-01 12:00`,
      '',
    ]);
    const range = await http().get('/api/visits/bookings.csv').query({ from: '2027-03-18', to: '2027-03-18' }).set(staff).expect(200);
    expect(range.text).toBe(csv.text);
    const unbounded = await http().get('/api/visits/bookings.csv').query({ from: '2027-03-18' }).set(staff).expect(400);
    expect(unbounded.body.message).toBe('Please ask for a time or a range of days (from and to), at most a year long');
  });
});

onPostgres('visits on two API instances sharing one PostgreSQL database', () => {
  let a: MailTestApp;
  let b: TestApp;
  beforeAll(async () => {
    setClock(MONDAY);
    a = await startMailTestApp();
    b = (await startMailTestApp({ DATA_DIR: a.test.config.dataDir, DATABASE_URL: a.test.config.databaseUrl! }, a.smtp)).test;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    realClock();
  });

  it('should give three places to three of twenty families asking both instances at once, and remind each once', async () => {
    const staff = bearer(await logIn(a.test, ADMIN.email, ADMIN.password));
    await a.test.http().put('/api/settings').set(staff).send({ timeZone: NEW_YORK }).expect(200);
    const [visit] = (await a.test.http().post('/api/visits').set(staff).send({ date: '2027-03-11', time: '10:00', minutes: 60, kind: 'tour', places: 3 }).expect(201)).body.visits;
    const families = await Promise.all(Array.from({ length: 20 }, () => signUp(a.test)));
    const answers = await Promise.all(
      families.map((family, index) => (index % 2 ? a.test : b).http().post('/api/visits/bookings').set(bearer(family.token)).send({ visitId: visit.id, ...fields(family.user.email) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(3).fill(201), ...Array(17).fill(409)]);
    expect((await freshEm(a.test).findOneOrFail(VisitTimeRecord, { id: visit.id })).booked).toBe(3);

    setClock(new Date('2027-03-10T15:00:30Z'));
    await Promise.all([a.test, b, a.test, b].map((test) => test.app.get(MailScheduleService).check()));
    await Promise.all([a.test, b].map((test) => test.app.get(MailOutboxService).retryDue()));
    const booked = families.filter((_family, index) => answers[index].status === 201).map((family) => family.user.email);
    await until('three reminders', () => booked.every((email) => mailsTo(a.smtp, email).some((mail) => mail.subject === VISIT_MAIL.reminder.subject)));
    await Promise.all([a.test, b].map((test) => test.app.get(MailOutboxService).settled()));
    expect(booked.map((email) => mailsTo(a.smtp, email).filter((mail) => mail.subject === VISIT_MAIL.reminder.subject).length)).toEqual([1, 1, 1]);
  });
});
