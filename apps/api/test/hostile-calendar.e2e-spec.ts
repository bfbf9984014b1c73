import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CalendarEvent } from '@trailside/domain/calendar/calendar.types';
import type { ImportReport } from '@trailside/domain/calendar/calendar.types';
import ICAL from 'ical.js';
import { Timeline } from '../src/calendar/calendar-timeline';
import { IcsReader } from '../src/calendar/ics-reader';
import { FEED_MAX_DATES } from '../src/feeds/feeds.service';
import { moveClock, realClock, setClock } from './support/clock';
import { ADMIN, bearer, logIn, startTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';

/**
 * What a hostile .ics file and a calendar of years of daily series do to the server: every file of the corpus
 * (fixtures/hostile-ics, each with what it attacks in corpus.json) gets a 400 that names what is wrong or a sane
 * preview, and writes nothing; the server answers others while a file is read and while a feed is built (in order,
 * never in milliseconds: bench/hostile-calendar.mjs measures those).
 */

const CORPUS = join(__dirname, 'fixtures/hostile-ics');
interface CorpusFile {
  file: string;
  attacks: string;
  answer: 200 | 400;
  says?: string;
  events?: number;
}
const corpus = JSON.parse(readFileSync(join(CORPUS, 'corpus.json'), 'utf8')) as CorpusFile[];
const ics = (file: string) => readFileSync(join(CORPUS, file), 'utf8');
const CHICAGO = 'America/Chicago';

let test: TestApp;
let staff: Record<string, string>;
const http = () => test.http();
const calendarEvents = async () => (await http().get('/api/calendar/events').set(staff).expect(200)).body.events as CalendarEvent[];

beforeAll(async () => {
  test = await startTestApp({ PUBLIC_URL: 'https://school.example' });
  staff = bearer(await logIn(test, ADMIN.email, ADMIN.password));
  await http().put('/api/settings').set(staff).send({ timeZone: CHICAGO }).expect(200);
});
afterAll(() => test.close());

/**
 * Lets `method` of `target` run as it does, and watches its first call: `started` resolves when it is called, and
 * `finished` says whether the work it began (the promise it returned) has ended. A request answered between the two
 * was answered while that work ran.
 */
function watch<T extends object>(target: T, method: keyof T & string): { started: Promise<void>; finished: () => boolean } {
  let finished = false;
  const started = new Promise<void>((resolve) => {
    const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
    jest.spyOn(target as Record<string, (...args: unknown[]) => unknown>, method).mockImplementationOnce((...args: unknown[]) => {
      resolve();
      const work = original(...args);
      void Promise.resolve(work).then(
        () => (finished = true),
        () => (finished = true),
      );
      return work;
    });
  });
  return { started, finished: () => finished };
}

describe('a hostile .ics file', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(corpus.map((entry) => [entry.file, entry] as const))('should answer %s with a 400 naming what is wrong or a sane preview, writing nothing', async (file, entry) => {
    const response = await http().post('/api/calendar/import/preview').set(staff).send({ ics: ics(file) });
    expect([file, response.status]).toEqual([file, entry.answer]);
    if (entry.answer === 400) {
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(entry.says);
      // Importing it for real is refused the same way.
      const imported = await http().post('/api/calendar/import').set(staff).send({ ics: ics(file) }).expect(400);
      expect(imported.body.message).toBe(response.body.message);
    } else {
      const report = response.body as ImportReport;
      expect(report.counts.new).toBe(entry.events);
      if (entry.says) expect(report.skipped.join('\n')).toContain(entry.says);
      for (const { event } of report.items) {
        expect(event.title.length).toBeLessThanOrEqual(120);
        expect(event.description.length).toBeLessThanOrEqual(2000);
        expect(event.start.slice(0, 4) >= '1900' && event.end.slice(0, 4) <= '2200').toBe(true);
      }
    }
    expect(await calendarEvents()).toEqual([]);
  });

  it('should read a time zone nobody knows, with no definition in the file, in the school time zone', async () => {
    const { body } = await http().post('/api/calendar/import/preview').set(staff).send({ ics: ics('event-unknown-zone.ics') }).expect(200);
    expect(body.items[0].event).toMatchObject({ start: '2027-03-01T09:00', timeZone: CHICAGO });
  });

  it('should answer other requests while a file is read', async () => {
    // A district's year: three hundred evenings.
    const evenings = Array.from({ length: 300 }, (_, index) =>
      [
        'BEGIN:VEVENT',
        `UID:evening-${index}@district.example`,
        'DTSTAMP:20261120T120000Z',
        `SUMMARY:Evening ${index}`,
        `DTSTART;TZID=America/Chicago:2027${String(1 + (index % 12)).padStart(2, '0')}${String(1 + (index % 28)).padStart(2, '0')}T190000`,
        'DURATION:PT1H30M',
        'END:VEVENT',
      ].join('\r\n'),
    );
    const reading = watch(test.app.get(IcsReader), 'read');
    const preview = http()
      .post('/api/calendar/import/preview')
      .set(staff)
      .send({ ics: ['BEGIN:VCALENDAR', 'VERSION:2.0', ...evenings, 'END:VCALENDAR', ''].join('\r\n') })
      .then((response) => response);
    await reading.started;
    await http().get('/api/health').expect(200);
    expect(reading.finished()).toBe(false);
    expect((await preview).body.counts).toEqual({ new: 300, changed: 0, unchanged: 0, deleted: 0 });
  });
});

describe('a calendar of fifty daily series', () => {
  /** Noon on a Monday in January 2027 in Chicago. */
  const NOW = new Date('2027-01-11T18:00:00Z');
  let series: CalendarEvent[];

  beforeAll(async () => {
    setClock(NOW);
    staff = bearer(await logIn(test, ADMIN.email, ADMIN.password));
    series = [];
    for (let index = 0; index < 50; index += 1) {
      const day = `2026-0${1 + (index % 9)}-01T${String(7 + (index % 10)).padStart(2, '0')}`;
      const fields = { title: `Daily club ${index}`, start: `${day}:00`, end: `${day}:45`, repeat: 'FREQ=DAILY' };
      series.push((await http().post('/api/calendar/events').set(staff).send(fields).expect(201)).body.event);
    }
  });
  afterAll(() => realClock());
  afterEach(() => jest.restoreAllMocks());

  it('should answer other requests while the feed is built, then keep it: later requests and a 304 build nothing', async () => {
    const building = watch(Timeline, 'build');
    const feed = http().get('/events.ics').then((response) => response);
    await building.started;
    await http().get('/api/health').expect(200);
    expect(building.finished()).toBe(false);
    const first = await feed;
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'miss']);

    jest.restoreAllMocks();
    const built = jest.spyOn(Timeline, 'build');
    const again = await http().get('/events.ics').expect(200);
    expect([again.headers['x-cache'], again.headers.etag]).toEqual(['hit', first.headers.etag]);
    await http().get('/events.ics').set('If-None-Match', first.headers.etag).expect(304);
    await http().get('/calendar/primary.ics').expect(200);
    expect(built).not.toHaveBeenCalled();

    // Compressed once, after it was kept: then every browser that takes Brotli gets those bytes.
    const brotli = async () => fetch(`${test.url}/events.ics`, { headers: { 'accept-encoding': 'br' } });
    await until('the kept feed is compressed', async () => (await brotli()).headers.get('content-encoding') === 'br');
    const compressed = await brotli();
    expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await compressed.text()).toBe(await feedText('/events.ics'));
  });

  it('should carry the dates nearest now, at most FEED_MAX_DATES of them, each a day of a daily series', async () => {
    const text = await feedText('/events.ics');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(FEED_MAX_DATES);
    const starts = events.map((event) => event.startDate.toJSDate().getTime());
    // 50 a day: thirty days either side of now.
    expect(Math.min(...starts)).toBeGreaterThan(NOW.getTime() - 31 * 86_400_000);
    expect(Math.max(...starts)).toBeLessThan(NOW.getTime() + 31 * 86_400_000);
    expect(new Set(events.map((event) => event.uid)).size).toBe(FEED_MAX_DATES);
  });

  it('should page the Events list from the kept timeline, and see a new event at once', async () => {
    const { body } = await http().get('/api/calendar/occurrences').query({ pageSize: 50, page: 2 }).expect(200);
    // Two years ahead, fifty a day.
    expect(body.page).toBe(2);
    expect(body.total).toBeGreaterThan(50 * 730);
    expect(body.occurrences).toHaveLength(50);
    await http().post('/api/calendar/events').set(staff).send({ title: 'Assembly', start: '2027-01-11T13:00', end: '2027-01-11T13:30' }).expect(201);
    const first = (await http().get('/api/calendar/occurrences').query({ pageSize: 50 }).expect(200)).body.occurrences as { title: string }[];
    expect(first.map((occurrence) => occurrence.title)).toContain('Assembly');
  });

  it('should cancel the coming dates of a deleted series for thirty days, then leave it out', async () => {
    const [deleted] = series;
    await http().delete('/api/calendar/events').set(staff).send({ id: deleted.id }).expect(200);
    const mine = async () => {
      const text = await feedText('/calendar/whole-school.ics');
      return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').filter((vevent) => String(vevent.getFirstPropertyValue('uid')).startsWith(deleted.id));
    };
    const cancelled = await mine();
    expect(cancelled.length).toBeGreaterThan(0);
    expect(new Set(cancelled.map((vevent) => vevent.getFirstPropertyValue('status')))).toEqual(new Set(['CANCELLED']));
    expect(Math.min(...cancelled.map((vevent) => (vevent.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate().getTime()))).toBeGreaterThan(Date.now() - 86_400_000);
    moveClock(31 * 86_400_000);
    staff = bearer(await logIn(test, ADMIN.email, ADMIN.password));
    expect(await mine()).toEqual([]);
  });
});

/** A feed's text (supertest buffers only what it knows as text). */
async function feedText(path: string): Promise<string> {
  const response = await http()
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    })
    .expect(200);
  return response.body as string;
}
