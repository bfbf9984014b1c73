import { MAIL_COPY } from '@trailside/domain/mail/mail.messages';
import { NOTICE_LEVEL_LABELS } from '@trailside/domain/notices/notice.messages';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { MailBroadcast } from '../src/mailing/mail-broadcast.entity';
import { MailScheduleService } from '../src/mailing/mail-schedule.service';
import { solvedCaptcha } from './support/captcha';
import { moveClock, realClock, setClock } from './support/clock';
import { countRows, freshEm } from './support/database';
import { mailsTo, mailTo, type MailTestApp, SCHOOL_URL, startMailTestApp, tokenIn, unsubscribeUrlOf } from './support/family-mail';
import { pngPicture } from './support/images';
import { ADMIN, bearer, logIn } from './support/test-app';

describe('News and Notices, mailed to their subscribers', () => {
  let app: MailTestApp;
  let admin: Record<string, string>;
  let news: string;
  let notices: string;
  const http = () => app.test.http();

  async function subscriber(name: string, topics: string[]): Promise<string> {
    const email = `${name}.${Date.now()}@example.com`;
    await http().post('/api/subscriptions').send({ email, topics, altcha: await solvedCaptcha(app.test) }).expect(200);
    await http().post('/api/subscriptions/confirm').send({ token: tokenIn(await mailTo(app.smtp, email), '/subscribe/confirm') }).expect(200);
    return email;
  }

  /** Every instance has looked for due mail and sent what it queued. */
  async function settled(): Promise<void> {
    await app.test.app.get(MailScheduleService).check();
    await app.test.app.get(MailOutboxService).retryDue();
  }

  beforeAll(async () => {
    setClock(new Date('2027-01-12T14:00:00Z'));
    app = await startMailTestApp();
    admin = bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
    news = await subscriber('news', ['news']);
    notices = await subscriber('notices', ['notices']);
  });
  afterAll(async () => {
    await app.close();
    realClock();
  });

  it('should mail News subscribers a short note when a post is published, and nothing when it is edited', async () => {
    const created = await http()
      .post('/api/blogs')
      .set(admin)
      .field('title', 'Our first snow day outside')
      .field('text', 'The primary class measured the snow every hour and drew a graph of it on the big window.')
      .attach('image', await pngPicture(800, 600), 'snow.png')
      .expect(201);
    const post = created.body.blog;
    const mail = await mailTo(app.smtp, news, 2);
    expect(mail.subject).toBe(MAIL_COPY.news.subject('Our first snow day outside'));
    expect(mail.text).toContain(`${SCHOOL_URL}/blog-details?id=${post.id}`);
    expect(mail.html).toContain(`src="${SCHOOL_URL}/uploads/${post.imageUrl.replace('/uploads/', '').replace('.webp', '-960.jpg')}"`);
    expect(unsubscribeUrlOf(mail).searchParams.get('topic')).toBe('news');
    // Notices subscribers do not get News.
    expect(mailsTo(app.smtp, notices)).toHaveLength(1);

    await http().put('/api/blogs').set(admin).send({ id: post.id, title: 'Our first snow day outside (with graphs)' }).expect(200);
    await settled();
    expect(mailsTo(app.smtp, news)).toHaveLength(2);
    expect(await countRows(app.test, MailBroadcast)).toBe(1);
  });

  it('should mail an urgent notice within a minute of its start, and not an information notice', async () => {
    const startsAt = Math.floor(Date.now() / 1000) + 3600;
    await http().post('/api/notices').set(admin).send({ message: 'Bus 4 runs fifteen minutes late this morning.', level: 'info', startsAt }).expect(201);
    const closure = await http()
      .post('/api/notices')
      .set(admin)
      .send({ message: 'School is closed today because of the ice storm. Stay warm!', level: 'urgent', startsAt, endsAt: startsAt + 8 * 3600 })
      .expect(201);
    // Scheduled: nothing yet.
    await settled();
    expect(mailsTo(app.smtp, notices)).toHaveLength(1);

    moveClock(startsAt * 1000 - Date.now() + 20_000);
    const mail = await mailTo(app.smtp, notices, 2);
    expect(mail.subject).toBe(`${NOTICE_LEVEL_LABELS.urgent}: School is closed today because of the ice storm. Stay warm!`);
    expect(mail.text).toContain('School is closed today because of the ice storm.');
    expect(unsubscribeUrlOf(mail).searchParams.get('topic')).toBe('notices');
    await settled();
    expect(mailsTo(app.smtp, notices)).toHaveLength(2);
    expect((await freshEm(app.test).findOneOrFail(MailBroadcast, { kind: 'notice' })).refId).toBe(closure.body.notice.id);
    // News subscribers do not get Notices.
    expect(mailsTo(app.smtp, news)).toHaveLength(2);
  });

  it('should not mail a notice that was ended before its start', async () => {
    const startsAt = Math.floor(Date.now() / 1000) + 600;
    const early = await http().post('/api/notices').set(admin).send({ message: 'Early dismissal at 12:30pm today.', level: 'important', startsAt }).expect(201);
    await http().post('/api/notices/end').set(admin).send({ id: early.body.notice.id }).expect(200);
    moveClock(20 * 60_000);
    await settled();
    expect(mailsTo(app.smtp, notices)).toHaveLength(2);
  });
});
