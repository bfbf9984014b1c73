import type { ParsedMail } from '@trailside/testing/mail';
import { MAIL_COPY } from '@trailside/domain/mail/mail.messages';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { MailBroadcast } from '../src/mailing/mail-broadcast.entity';
import { MailScheduleService } from '../src/mailing/mail-schedule.service';
import { Subscription } from '../src/mailing/subscription.entity';
import { moveClock, realClock, setClock } from './support/clock';
import { freshEm } from './support/database';
import { mailsTo, mailTo, type MailTestApp, SCHOOL_URL, startMailTestApp, tokenIn, unsubscribeUrlOf } from './support/family-mail';
import { pngPicture } from './support/images';
import { solvedCaptcha } from './support/captcha';
import { ADMIN, bearer, logIn } from './support/test-app';
import { until } from './support/until';

/** Wednesday 3 March 2027, noon in Chicago; the letter goes on Sunday 7 March at 17:00 there (23:00 UTC). */
const WEDNESDAY = new Date('2027-03-03T18:00:00Z');
const SUNDAY_LETTER = new Date('2027-03-07T23:00:00Z');
const WEEK = 7 * 86_400_000;

describe('the weekly letter ("This week")', () => {
  let app: MailTestApp;
  const http = () => app.test.http();
  /** Signed in afresh each time: the clock moves on by weeks, and a session lasts one. */
  const admin = async () => bearer(await logIn(app.test, ADMIN.email, ADMIN.password));

  /** A visitor subscribes to This week and follows the link, as on the website. */
  async function subscriber(name: string): Promise<string> {
    const email = `${name}.${Date.now()}@example.com`;
    const altcha = await solvedCaptcha(app.test);
    await http().post('/api/subscriptions').send({ email, topics: ['weekly'], altcha }).expect(200);
    await http().post('/api/subscriptions/confirm').send({ token: tokenIn(await mailTo(app.smtp, email), '/subscribe/confirm') }).expect(200);
    return email;
  }

  /** Lets every instance look for due mail and send what it queued, then says what reached `email`. */
  async function settled(): Promise<void> {
    await app.test.app.get(MailScheduleService).check();
    await app.test.app.get(MailOutboxService).retryDue();
  }

  const post = async (title: string, text: string) => (await http().post('/api/blogs').set(await admin()).send({ title, text }).expect(201)).body.blog.id as string;
  const event = async (fields: Record<string, unknown>) => (await http().post('/api/calendar/events').set(await admin()).send(fields).expect(201)).body.event.id as string;
  const letters = (email: string) => mailsTo(app.smtp, email).filter((mail) => mail.subject.startsWith('This week at Trailside'));

  beforeAll(async () => {
    setClock(WEDNESDAY);
    app = await startMailTestApp();
    await http().put('/api/settings').set(await admin()).send({ timeZone: 'America/Chicago' }).expect(200);
  });
  afterAll(async () => {
    await app.close();
    realClock();
  });

  it('should arrive at the set time with the posts since the last letter, the next two weeks and the flyer, once a week', async () => {
    const rosa = await subscriber('rosa');
    const theo = await subscriber('theo');
    const concert = await post('The spring concert', 'Our middle school choir sang three songs in Spanish and one in Swahili. [quote] It was magical.');
    await event({ title: 'Family science night', start: '2027-03-09T18:00', end: '2027-03-09T19:30', place: 'The gym', description: 'Bring a jar.' });
    await event({ title: 'Staff planning', audience: 'staff', start: '2027-03-10T15:45', end: '2027-03-10T17:00' });
    await event({ title: 'Spring picnic', start: '2027-03-25T12:00', end: '2027-03-25T14:00' });
    // Imported from a New York calendar: the letter gives it on the school's clock, an hour earlier.
    await event({ title: 'District webinar', start: '2027-03-11T09:00', end: '2027-03-11T10:00', timeZone: 'America/New_York' });
    const flyer = (
      await http()
        .post('/api/socialEvents')
        .set(await admin())
        .field('title', 'Spring Open House')
        .field('eventDate', String((SUNDAY_LETTER.getTime() + 3 * 86_400_000) / 1000))
        .field('launchDate', String(WEDNESDAY.getTime() / 1000))
        .attach('image', await pngPicture(800, 600), 'flyer.png')
        .expect(201)
    ).body.socialEvent;

    // A minute before its time: nothing.
    moveClock(SUNDAY_LETTER.getTime() - 60_000 - Date.now());
    const garden = await post('The garden beds are in', 'The primary class planted peas, radishes and marigolds.');
    await settled();
    expect(letters(rosa)).toEqual([]);

    moveClock(90_000);
    const [letter] = await Promise.all([mailTo(app.smtp, rosa, 2), mailTo(app.smtp, theo, 2)]);
    expect(letter.subject).toBe(MAIL_COPY.weekly.subject('Sun 7 Mar 2027'));
    expect(letter.text).toContain('The spring concert');
    expect(letter.text).toContain(`${SCHOOL_URL}/blog-details?id=${concert}`);
    expect(letter.text).toContain('The garden beds are in');
    expect(letter.text).toContain(`${SCHOOL_URL}/blog-details?id=${garden}`);
    expect(letter.text).toContain('Family science night');
    expect(letter.text).toContain('Tue 9 Mar 2027, 6:00pm-7:30pm · The gym');
    expect(letter.text).toContain('Thu 11 Mar 2027, 8:00am-9:00am');
    // The flyer's event, Wednesday 23:00 UTC, is 5pm at the school.
    expect(letter.text).toContain('Wed 10 Mar 2027, 5:00pm');
    // Staff dates and those beyond the two weeks stay out.
    expect(letter.text).not.toContain('Staff planning');
    expect(letter.text).not.toContain('Spring picnic');
    expect(letter.text).toContain('Spring Open House');
    expect(letter.html).toContain(`${SCHOOL_URL}/uploads/${flyer.imagePath.replace('.webp', '-960.jpg')}`);
    expectReadableEverywhere(letter);
    expect(unsubscribeUrlOf(letter).searchParams.get('topic')).toBe('weekly');

    // Only the next week's posts come next; one letter a week.
    await settled();
    expect(letters(rosa)).toHaveLength(1);
    moveClock(2 * 86_400_000);
    const bake = await post('Bake sale Friday', 'Lemon bars, banana bread and the famous oat cookies.');
    moveClock(SUNDAY_LETTER.getTime() + WEEK + 30_000 - Date.now());
    const second = await mailTo(app.smtp, rosa, 3);
    expect(second.subject).toBe(MAIL_COPY.weekly.subject('Sun 14 Mar 2027'));
    expect(second.text).toContain(`${SCHOOL_URL}/blog-details?id=${bake}`);
    expect(second.text).not.toContain('The spring concert');
    await mailTo(app.smtp, theo, 3);
    await settled();
    expect([letters(rosa).length, letters(theo).length]).toEqual([2, 2]);
  });

  it('should stop at once for whoever unsubscribed in one click, and go on for the others', async () => {
    const june = await subscriber('june');
    const ines = await subscriber('ines');
    await post('Spanish day', 'Every class learned a song; the older ones made tamales with Señora López.');
    const nextLetter = (await freshEm(app.test).find(MailBroadcast, { kind: 'weekly' }, { orderBy: { dueAt: 'desc' } }))[0].dueAt.getTime() + WEEK;
    moveClock(nextLetter + 30_000 - Date.now());
    const letter = await mailTo(app.smtp, june, 2);
    await mailTo(app.smtp, ines, 2);

    const url = unsubscribeUrlOf(letter);
    await http().post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    await post('Engineering club', 'The club built a marble run that takes forty seconds from top to bottom.');
    moveClock(WEEK);
    await mailTo(app.smtp, ines, 3);
    await settled();
    expect(letters(june)).toHaveLength(1);
    expect(await freshEm(app.test).findOneOrFail(Subscription, { email: june })).toMatchObject({ weekly: false });
  });

  it('should send nothing in a week with nothing new', async () => {
    const quiet = await subscriber('quiet');
    // No post since the last letter, every calendar date passed, and the flyer's event over.
    const last = (await freshEm(app.test).find(MailBroadcast, { kind: 'weekly' }, { orderBy: { dueAt: 'desc' } }))[0];
    moveClock(last.dueAt.getTime() + WEEK + 30_000 - Date.now());
    const decided = async () => freshEm(app.test).findOne(MailBroadcast, { kind: 'weekly', dueAt: { $gt: last.dueAt } });
    await until('the next letter looked at', async () => ((await decided())?.status ?? 'pending') !== 'pending');
    await settled();
    expect(await decided()).toMatchObject({ status: 'nothing-new', recipients: 0 });
    expect(letters(quiet)).toEqual([]);
  });
});

/** The letter reads on a phone and in dark mode, and fetches nothing from anywhere but the site. */
function expectReadableEverywhere(letter: ParsedMail): void {
  expect(letter.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(letter.html).toContain('prefers-color-scheme: dark');
  expect(letter.html).toContain('<meta name="color-scheme" content="light dark">');
  expect(letter.html).not.toMatch(/fonts\.googleapis|<img[^>]+width="1"/);
  expect(letter.text.length).toBeGreaterThan(200);
}
