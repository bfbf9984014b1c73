import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CalendarEvent, CalendarOccurrence } from '@trailside/domain/calendar/calendar.types';
import ICAL from 'ical.js';
import { ContentScheduleService } from '../src/common/http-cache/content-schedule.service';
import { moveClock, realClock, setClock } from './support/clock';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

const DISTRICT_ICS = readFileSync(join(__dirname, '../../../packages/testing/fixtures/district-calendar.ics'), 'utf8');
const CHICAGO = 'America/Chicago';
/** A winter afternoon before the spring change of 2027 (Sunday 14 March in Chicago). */
const NOW = new Date('2027-01-15T18:00:00Z');

let test: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  setClock(NOW);
  test = await startTestApp({ PUBLIC_URL: 'https://school.example' });
  staff = bearer(await logIn(test, ADMIN.email, ADMIN.password));
  await test.http().put('/api/settings').set(staff).send({ timeZone: CHICAGO }).expect(200);
});
afterAll(async () => {
  await test.close();
  realClock();
});

async function addEvent(fields: Record<string, unknown>): Promise<CalendarEvent> {
  return (await test.http().post('/api/calendar/events').set(staff).send(fields).expect(201)).body.event;
}

const feedEvents = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
const utc = (time: InstanceType<typeof ICAL.Time>) => time.toJSDate().toISOString();

describe('a weekly series with a skipped date, across the spring change', () => {
  let series: CalendarEvent;
  beforeAll(async () => {
    series = await addEvent({
      title: 'Parent coffee morning',
      description: 'Coffee, tea and a chat with the head of school.',
      place: 'The library',
      audience: 'families',
      start: '2027-03-02T18:00',
      end: '2027-03-02T19:30',
      repeat: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330T235959',
      skippedDates: ['2027-03-23'],
    });
  });

  it('should be made in the school time zone with its rule, SEQUENCE 0', () => {
    expect(series).toMatchObject({ timeZone: CHICAGO, repeat: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330T235959', skippedDates: ['2027-03-23'], sequence: 0 });
  });

  it('should list its occurrences in order, paged, the skipped date left out', async () => {
    const pages: CalendarOccurrence[][] = [];
    for (const page of [1, 2]) {
      const { body } = await test.http().get('/api/calendar/occurrences').query({ audience: 'families', pageSize: 2, page }).expect(200);
      expect(body).toMatchObject({ page, pageCount: 2, total: 4, when: 'upcoming' });
      pages.push(body.occurrences);
    }
    expect(pages.flat().map((occurrence) => [occurrence.date, occurrence.start, new Date(occurrence.startsAt.seconds * 1000).toISOString()])).toEqual([
      ['2027-03-02', '2027-03-02T18:00', '2027-03-03T00:00:00.000Z'],
      ['2027-03-09', '2027-03-09T18:00', '2027-03-10T00:00:00.000Z'],
      ['2027-03-16', '2027-03-16T18:00', '2027-03-16T23:00:00.000Z'],
      ['2027-03-30', '2027-03-30T18:00', '2027-03-30T23:00:00.000Z'],
    ]);
  });

  it('should carry the same occurrences in /events.ics, each at the right UTC instant, the skipped one cancelled', async () => {
    const response = await test.http().get('/events.ics').expect(200);
    const mine = feedEvents(response.text).filter((vevent) => String(vevent.getFirstPropertyValue('uid')).startsWith(series.id));
    const confirmed = mine.filter((vevent) => vevent.getFirstPropertyValue('status') === 'CONFIRMED').map((vevent) => new ICAL.Event(vevent));
    expect(confirmed.map((event) => [event.uid, utc(event.startDate), utc(event.endDate)])).toEqual([
      [`${series.id}-20270302@school.example`, '2027-03-03T00:00:00.000Z', '2027-03-03T01:30:00.000Z'],
      [`${series.id}-20270309@school.example`, '2027-03-10T00:00:00.000Z', '2027-03-10T01:30:00.000Z'],
      [`${series.id}-20270316@school.example`, '2027-03-16T23:00:00.000Z', '2027-03-17T00:30:00.000Z'],
      [`${series.id}-20270330@school.example`, '2027-03-30T23:00:00.000Z', '2027-03-31T00:30:00.000Z'],
    ]);
    const cancelled = mine.filter((vevent) => vevent.getFirstPropertyValue('status') === 'CANCELLED');
    expect(cancelled.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([`${series.id}-20270323@school.example`]);
    expect(response.text).toContain(`X-WR-TIMEZONE:${CHICAGO}`);
  });

  it('should keep the UIDs and raise SEQUENCE when the series is edited', async () => {
    const edited = (await test.http().put('/api/calendar/events').set(staff).send({ id: series.id, place: 'The garden room' }).expect(200)).body.event;
    expect(edited.sequence).toBe(1);
    const feed = feedEvents((await test.http().get('/calendar/families.ics').expect(200)).text).filter((vevent) =>
      String(vevent.getFirstPropertyValue('uid')).startsWith(series.id),
    );
    expect(feed.map((vevent) => [vevent.getFirstPropertyValue('uid'), vevent.getFirstPropertyValue('sequence'), vevent.getFirstPropertyValue('location')])).toContainEqual([
      `${series.id}-20270302@school.example`,
      1,
      'The garden room',
    ]);
  });

  it('should skip one more date, and on delete cancel every date in the feed', async () => {
    const skipped = (await test.http().post('/api/calendar/events/skip').set(staff).send({ id: series.id, date: '2027-03-09' }).expect(200)).body.event;
    expect(skipped.skippedDates).toEqual(['2027-03-09', '2027-03-23']);
    await test.http().post('/api/calendar/events/skip').set(staff).send({ id: series.id, date: '2027-03-10' }).expect(404);
    await test.http().delete('/api/calendar/events').set(staff).send({ id: series.id }).expect(200);
    await test.http().get(`/api/calendar/events/${series.id}`).expect(404);
    const feed = feedEvents((await test.http().get('/events.ics').expect(200)).text).filter((vevent) =>
      String(vevent.getFirstPropertyValue('uid')).startsWith(series.id),
    );
    expect(feed.length).toBe(5);
    expect(new Set(feed.map((vevent) => vevent.getFirstPropertyValue('status')))).toEqual(new Set(['CANCELLED']));
    expect(new Set(feed.map((vevent) => vevent.getFirstPropertyValue('sequence')))).toEqual(new Set([3]));
  });
});

describe('the public lists and files', () => {
  beforeAll(async () => {
    await addEvent({ title: 'Staff planning day', audience: 'staff', kind: 'no-school', allDay: true, start: '2027-02-15', end: '2027-02-15' });
    await addEvent({ title: 'Primary puppet show', audience: 'primary', start: '2027-02-10T10:00', end: '2027-02-10T11:00' });
    await addEvent({ title: 'Whole-school assembly', start: '2027-02-05T09:00', end: '2027-02-05T09:30' });
    await addEvent({ title: 'Autumn open morning', start: '2026-11-07T10:00', end: '2026-11-07T12:00' });
  });

  it('should filter by audience (with the whole school) and by kind, and reach the past', async () => {
    const titles = async (query: Record<string, string>) =>
      (await test.http().get('/api/calendar/occurrences').query({ pageSize: 50, ...query }).expect(200)).body.occurrences.map((occurrence: CalendarOccurrence) => occurrence.title);
    expect(await titles({ audience: 'primary' })).toEqual(['Whole-school assembly', 'Primary puppet show']);
    expect(await titles({ kind: 'no-school' })).toEqual(['Staff planning day']);
    expect(await titles({ when: 'past' })).toEqual(['Autumn open morning']);
  });

  it('should give an all-day no-school day from midnight to midnight in the feed, as a date', async () => {
    const feed = feedEvents((await test.http().get('/calendar/staff.ics').expect(200)).text).map((vevent) => new ICAL.Event(vevent));
    const planning = feed.find((event) => event.summary === 'Staff planning day')!;
    expect([planning.startDate.isDate, planning.startDate.toString(), planning.endDate.toString()]).toEqual([true, '2027-02-15', '2027-02-16']);
    expect(feed.map((event) => event.summary)).not.toContain('Primary puppet show');
  });

  it('should offer one event as a download, and 404 for an unknown audience', async () => {
    const { body } = await test.http().get('/api/calendar/occurrences').query({ audience: 'primary' }).expect(200);
    const puppets = body.occurrences.find((occurrence: CalendarOccurrence) => occurrence.title === 'Primary puppet show');
    const file = await test.http().get(`/events/${puppets.eventId}.ics`).expect(200);
    expect(file.headers['content-disposition']).toContain('primary-puppet-show.ics');
    expect(feedEvents(file.text).map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual(['Primary puppet show']);
    await test.http().get('/calendar/grandparents.ics').expect(404);
  });
});

describe('bad input', () => {
  it.each([
    [{ start: '2027-03-02T18:00', end: '2027-03-02T19:00' }, 'Please give the event a title'],
    [{ title: 'x', start: '2027-03-02T18:00', end: '2027-03-02T17:00' }, 'The event must end after it starts'],
    [{ title: 'x', allDay: true, start: '2027-03-02T18:00', end: '2027-03-02T19:00' }, 'Please choose the first day, like 2027-03-09'],
    [{ title: 'x', start: '2027-03-02T18:00', end: '2027-03-02T19:00', repeat: 'FREQ=HOURLY' }, 'Please choose how the event repeats (daily, weekly, monthly or yearly)'],
    [{ title: 'x', start: '2027-03-02T18:00', end: '2027-03-02T19:00', timeZone: 'Mars/Base' }, 'Please choose a time zone by its name, like America/Chicago'],
    [{ title: 'x', start: '2027-03-02T18:00', end: '2027-03-02T19:00', linkUrl: 'javascript:alert(1)' }, 'The link must be a full web address starting with http:// or https://'],
    [{ title: 'x', start: '1850-03-02T18:00', end: '1850-03-02T19:00' }, 'Please choose dates between 1900 and 2200'],
    [{ title: 'x', allDay: true, start: '2027-01-01', end: '2028-06-01' }, 'An event can last at most 366 days'],
    [{ title: 'x', start: '2027-03-02T18:00', end: '2027-03-02T19:00', repeat: 'FREQ=DAILY;COUNT=1000000000' }, 'Please choose how the event repeats (daily, weekly, monthly or yearly)'],
    [
      { title: 'x', start: '2027-03-02T18:00', end: '2027-03-02T19:00', repeat: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' },
      'This series has no date in the 10 years after it starts. Please check how it repeats.',
    ],
  ])('should refuse %p with a message a person can act on, writing nothing', async (fields, message) => {
    const before = (await test.http().get('/api/calendar/events').set(staff).expect(200)).body.events.length;
    const response = await test.http().post('/api/calendar/events').set(staff).send(fields).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect((await test.http().get('/api/calendar/events').set(staff).expect(200)).body.events.length).toBe(before);
  });

  it('should refuse an edit that puts the end before the start, changing nothing', async () => {
    const event = await addEvent({ title: 'Art night', start: '2027-02-18T17:00', end: '2027-02-18T18:00' });
    const response = await test.http().put('/api/calendar/events').set(staff).send({ id: event.id, end: '2027-02-18T16:00' }).expect(400);
    expect(response.body.message).toBe('The event must end after it starts');
    expect((await test.http().get(`/api/calendar/events/${event.id}`).expect(200)).body.event).toMatchObject({ end: '2027-02-18T18:00', sequence: 0 });
  });

  it('should refuse a skip on a one-off event and an unknown id', async () => {
    const event = await addEvent({ title: 'Book fair', start: '2027-02-19T15:00', end: '2027-02-19T17:00' });
    await test.http().post('/api/calendar/events/skip').set(staff).send({ id: event.id, date: '2027-02-19' }).expect(400);
    await test.http().put('/api/calendar/events').set(staff).send({ id: 'no-such-event', title: 'x' }).expect(404);
  });

  it('should let no family write to the calendar', async () => {
    const family = await signUp(test);
    await test.http().post('/api/calendar/events').set(bearer(family.token)).send({ title: 'x', start: '2027-03-02T18:00', end: '2027-03-02T19:00' }).expect(403);
  });
});

describe('importing an .ics file', () => {
  const occurrenceCount = async () => (await test.http().get('/api/calendar/occurrences').query({ pageSize: 1 }).expect(200)).body.total;

  it('should preview the 30 events without writing, import them on confirm, and change nothing on a second import', async () => {
    const before = await occurrenceCount();
    const preview = await test.http().post('/api/calendar/import/preview').set(staff).send({ ics: DISTRICT_ICS }).expect(200);
    expect(preview.body.counts).toEqual({ new: 30, changed: 0, unchanged: 0, deleted: 0 });
    expect(await occurrenceCount()).toBe(before);

    const imported = await test.http().post('/api/calendar/import').set(staff).send({ ics: DISTRICT_ICS, audience: 'families' }).expect(200);
    expect(imported.body.counts).toEqual({ new: 30, changed: 0, unchanged: 0, deleted: 0 });
    const { events } = (await test.http().get('/api/calendar/events').set(staff).expect(200)).body as { events: CalendarEvent[] };
    const byTitle = (title: string) => events.find((event) => event.title === title)!;
    expect(byTitle('Family reading night')).toMatchObject({
      start: '2027-03-04T18:30',
      timeZone: CHICAGO,
      repeat: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270527T235959',
      skippedDates: ['2027-03-25'],
      audience: 'families',
    });
    expect(byTitle('Spring break: no school')).toMatchObject({ allDay: true, start: '2027-03-22', end: '2027-03-26' });
    expect(byTitle('Video call with our sister school in Leeds')).toMatchObject({ start: '2027-03-25T16:00', timeZone: 'Europe/London', linkUrl: 'https://springfield-schools.example/sister-school' });
    expect(byTitle('State testing window opens')).toMatchObject({ start: '2027-04-05T08:00', end: '2027-04-05T16:00', timeZone: CHICAGO });

    const again = await test.http().post('/api/calendar/import').set(staff).send({ ics: DISTRICT_ICS }).expect(200);
    expect(again.body.counts).toEqual({ new: 0, changed: 0, unchanged: 30, deleted: 0 });
    expect((await test.http().get('/api/calendar/events').set(staff).expect(200)).body.events).toEqual(events);
  });

  it('should find a changed event by its UID and update it with SEQUENCE raised', async () => {
    const changed = DISTRICT_ICS.replace('SUMMARY:District spelling bee', 'SUMMARY:District spelling bee (new date soon)');
    const preview = await test.http().post('/api/calendar/import/preview').set(staff).send({ ics: changed }).expect(200);
    expect(preview.body.counts).toEqual({ new: 0, changed: 1, unchanged: 29, deleted: 0 });
    await test.http().post('/api/calendar/import').set(staff).send({ ics: changed }).expect(200);
    const { events } = (await test.http().get('/api/calendar/events').set(staff).expect(200)).body as { events: CalendarEvent[] };
    expect(events.find((event) => event.title.startsWith('District spelling bee'))).toMatchObject({ title: 'District spelling bee (new date soon)', sequence: 1 });
  });

  it('should leave an event staff deleted here deleted when the same file is imported again, and say so in the preview', async () => {
    const { events } = (await test.http().get('/api/calendar/events').set(staff).expect(200)).body as { events: CalendarEvent[] };
    const dropped = events.find((event) => event.title === 'State testing window opens')!;
    await test.http().delete('/api/calendar/events').set(staff).send({ id: dropped.id }).expect(200);

    const preview = await test.http().post('/api/calendar/import/preview').set(staff).send({ ics: DISTRICT_ICS }).expect(200);
    // The spelling bee's title was changed above: that one is "changed", which importing puts back.
    expect(preview.body.counts).toEqual({ new: 0, changed: 1, unchanged: 28, deleted: 1 });
    expect(preview.body.items.find((item: { event: { title: string } }) => item.event.title === 'State testing window opens')).toMatchObject({ status: 'deleted', eventId: dropped.id });

    await test.http().post('/api/calendar/import').set(staff).send({ ics: DISTRICT_ICS }).expect(200);
    const after = (await test.http().get('/api/calendar/events').set(staff).expect(200)).body.events as CalendarEvent[];
    expect(after.map((event) => event.title)).not.toContain('State testing window opens');
    expect(after).toHaveLength(events.length - 1);
  });

  it.each([
    [
      'not a calendar',
      'Hello, this is a letter.',
      'That file is not a calendar we can read (invalid line (no token ";" or ":") "Hello, this is a letter."). Please choose an .ics file exported from a calendar app.',
    ],
    ['a contact card', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Rosa Alvarez\r\nEND:VCARD\r\n', 'That file is not a calendar we can read. Please choose an .ics file exported from a calendar app.'],
    ['an empty calendar', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', 'That file has no events in it. Please choose an .ics calendar file.'],
    ['nothing', '', 'Please choose an .ics calendar file to import'],
  ])('should refuse %s with a plain message', async (_, ics, message) => {
    const response = await test.http().post('/api/calendar/import/preview').set(staff).send({ ics }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('should list what it leaves out: an hourly series', async () => {
    const hourly = DISTRICT_ICS.replace('RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270528T045959Z', 'RRULE:FREQ=HOURLY;COUNT=3');
    const preview = await test.http().post('/api/calendar/import/preview').set(staff).send({ ics: hourly }).expect(200);
    expect(preview.body.skipped).toEqual(['"Family reading night": it repeats more often than once a day (FREQ=HOURLY), which the calendar does not keep.']);
  });
});

describe('when the upcoming list next changes by itself', () => {
  /** When ContentScheduleService expects the calendar's lists to change next, once it has worked it out. */
  async function nextChange(): Promise<string | null> {
    const schedule = test.app.get(ContentScheduleService);
    await schedule.settled(['calendar']);
    const at = schedule.nextChangeAt(['calendar']);
    return at === null ? null : new Date(at).toISOString();
  }

  it('should be the next date to end, after writes to other events, a change to that one and the clock passing it', async () => {
    // 10:00 on Tuesday 3 June 2031 in Chicago (CDT, UTC-5), years after every other date of this file.
    moveClock(Date.parse('2031-06-03T15:00:00Z') - Date.now());
    staff = bearer(await logIn(test, ADMIN.email, ADMIN.password));
    await addEvent({ title: 'Morning workshop', start: '2031-06-03T10:30', end: '2031-06-03T11:30' });
    const recital = await addEvent({ title: 'Evening recital', start: '2031-06-03T18:00', end: '2031-06-03T19:00' });
    expect(await nextChange()).toBe('2031-06-03T16:30:00.000Z');

    // Noon: the workshop is over, as the first request after it would find.
    moveClock(2 * 3600_000);
    test.app.get(ContentScheduleService).dropPassed();
    expect(await nextChange()).toBe('2031-06-04T00:00:00.000Z');

    await addEvent({ title: 'Summer reading kickoff', start: '2031-06-10T09:00', end: '2031-06-10T10:00', repeat: 'FREQ=WEEKLY;COUNT=3' });
    expect(await nextChange()).toBe('2031-06-04T00:00:00.000Z');

    await test.http().put('/api/calendar/events').set(staff).send({ id: recital.id, end: '2031-06-03T18:30' }).expect(200);
    expect(await nextChange()).toBe('2031-06-03T23:30:00.000Z');

    moveClock(Date.parse('2031-06-04T00:00:00Z') - Date.now());
    test.app.get(ContentScheduleService).dropPassed();
    expect(await nextChange()).toBe('2031-06-10T15:00:00.000Z');
  });
});

