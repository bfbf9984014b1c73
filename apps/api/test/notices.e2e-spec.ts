import type { Notice } from '@trailside/domain/notices/notice.types';
import { moveClock, realClock, setClock } from './support/clock';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

/** 9:00 on a Tuesday morning in Chicago. */
const NOW = new Date('2027-01-12T15:00:00Z');
const MINUTE = 60_000;
const seconds = (date: Date | number) => Math.floor(new Date(date).getTime() / 1000);

let test: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  setClock(NOW);
  test = await startTestApp();
  staff = bearer(await logIn(test, ADMIN.email, ADMIN.password));
  await test.http().put('/api/settings').set(staff).send({ timeZone: 'America/Chicago' }).expect(200);
});
afterAll(async () => {
  await test.close();
  realClock();
});
afterEach(async () => {
  for (const notice of (await test.http().get('/api/notices/all').set(staff).expect(200)).body.notices as Notice[]) {
    await test.http().delete('/api/notices').set(staff).send({ id: notice.id }).expect(200);
  }
});

const post = async (fields: Record<string, unknown>): Promise<Notice> => (await test.http().post('/api/notices').set(staff).send(fields).expect(201)).body.notice;
const current = async () => (await test.http().get('/api/notices').expect(200)).body.notices.map((notice: Notice) => notice.message);

describe('posting notices', () => {
  it('should run a notice from now until midnight in the school time zone when no times are given', async () => {
    const notice = await post({ message: 'School is closed today because of the snow.', level: 'urgent' });
    expect(notice.endsAt.seconds).toBe(seconds(Date.parse('2027-01-13T06:00:00Z')));
    expect(notice.startsAt.seconds).toBeLessThanOrEqual(seconds(Date.now()));
    expect(await current()).toEqual(['School is closed today because of the snow.']);
  });

  it('should list the urgent ones first, and show no scheduled or ended notice', async () => {
    await post({ message: 'The book fair is on all week.' });
    await post({ message: 'Closed for weather.', level: 'urgent' });
    await post({ message: 'Late start tomorrow.', level: 'important', startsAt: seconds(Date.now() + 60 * MINUTE) });
    const ended = await post({ message: 'Picture day moved.' });
    await test.http().post('/api/notices/end').set(staff).send({ id: ended.id }).expect(200);
    await test.http().post('/api/notices/end').set(staff).send({ id: ended.id }).expect(409);
    expect(await current()).toEqual(['Closed for weather.', 'The book fair is on all week.']);
    expect((await test.http().get('/api/notices/all').set(staff).expect(200)).body.notices).toHaveLength(4);
  });

  it('should refuse bad notices with a message a person can act on, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ message: '' }, 'Please write the notice, a sentence or two'],
      [{ message: 'Closed', level: 'panic' }, 'Please choose how urgent the notice is: info, important, urgent'],
      [{ message: 'Closed', linkUrl: 'javascript:alert(1)' }, 'The link must be a full web address starting with http:// or https://'],
      [{ message: 'Closed', startsAt: seconds(NOW) + 7200, endsAt: seconds(NOW) + 3600 }, 'The notice must end after it starts'],
      // Milliseconds sent as seconds: the year 58,880, which no database column holds (it was a 500 on PostgreSQL).
      [{ message: 'Closed', startsAt: NOW.getTime(), endsAt: NOW.getTime() + 3_600_000 }, 'Please enter a date, like 2027-04-17 or 2027-04-17T10:00'],
    ];
    for (const [fields, message] of cases) {
      expect((await test.http().post('/api/notices').set(staff).send(fields).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await test.http().get('/api/notices/all').set(staff).expect(200)).body.notices).toEqual([]);
    const family = await signUp(test);
    await test.http().post('/api/notices').set(bearer(family.token)).send({ message: 'Party at ours!' }).expect(403);
  });

  it('should change a notice and its end, refusing an end before its start', async () => {
    const notice = await post({ message: 'Late start.' });
    const changed = (await test.http().put('/api/notices').set(staff).send({ id: notice.id, message: 'Late start: 10:30am.', level: 'important' }).expect(200)).body.notice;
    expect(changed).toMatchObject({ message: 'Late start: 10:30am.', level: 'important' });
    await test.http().put('/api/notices').set(staff).send({ id: notice.id, endsAt: notice.startsAt.seconds - 60 }).expect(400);
    await test.http().put('/api/notices').set(staff).send({ id: notice.id }).expect(400);
  });
});

describe('cached answers end at a notice\'s start and end, with no write', () => {
  it('should hide a notice scheduled a minute ahead until its start, then show it, then hide it after its end', async () => {
    const start = Date.now() + MINUTE;
    await post({ message: 'Early dismissal at 12:30pm today.', level: 'important', startsAt: seconds(start), endsAt: seconds(start) + 3600 });

    await test.http().get('/api/notices').expect(200);
    const before = await test.http().get('/api/notices').expect(200);
    expect([before.headers['x-cache'], before.body.notices]).toEqual(['hit', []]);

    moveClock(start - Date.now() + 1000);
    const during = await test.http().get('/api/notices').expect(200);
    expect([during.headers['x-cache'], during.body.notices.map((notice: Notice) => notice.message)]).toEqual(['miss', ['Early dismissal at 12:30pm today.']]);

    moveClock(3600 * 1000);
    const after = await test.http().get('/api/notices').expect(200);
    expect([after.headers['x-cache'], after.body.notices]).toEqual(['miss', []]);
  });

  it('should put a flyer up at its launch in the kept list of flyers, with no write', async () => {
    const launch = seconds(Date.now() + MINUTE);
    await test.http().post('/api/socialEvents').set(staff).send({ title: 'Spring concert', eventDate: launch + 86_400, launchDate: launch }).expect(201);
    await test.http().get('/api/socialEvents').expect(200);
    const before = await test.http().get('/api/socialEvents').expect(200);
    expect([before.headers['x-cache'], before.body.launched]).toEqual(['hit', false]);
    moveClock(launch * 1000 - Date.now() + 1000);
    const after = await test.http().get('/api/socialEvents').expect(200);
    expect([after.headers['x-cache'], after.body.launched, after.body.currentEvent?.title]).toEqual(['miss', true, 'Spring concert']);
  });
});
