import { MAIL_COPY, MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { Subscription } from '../src/mailing/subscription.entity';
import { solvedCaptcha } from './support/captcha';
import { freshEm } from './support/database';
import { mailsTo, mailTo, type MailTestApp, startMailTestApp, tokenIn } from './support/family-mail';
import { ADMIN, bearer, logIn, signUp } from './support/test-app';

/** The staff console's Subscribers view. */
describe('subscribers, as staff see them', () => {
  let app: MailTestApp;
  let admin: Record<string, string>;
  const http = () => app.test.http();
  const emails: string[] = [];

  beforeAll(async () => {
    app = await startMailTestApp();
    admin = bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
    for (const [name, topics] of [
      ['olive', ['weekly', 'news']],
      ['pia', ['weekly']],
      ['quinn', ['notices']],
    ] as const) {
      const email = `${name}@example.com`;
      await http().post('/api/subscriptions').send({ email, topics, altcha: await solvedCaptcha(app.test) }).expect(200);
      await http().post('/api/subscriptions/confirm').send({ token: tokenIn(await mailTo(app.smtp, email), '/subscribe/confirm') }).expect(200);
      emails.push(email);
    }
    // Asked, never confirmed: listed as waiting, counted nowhere.
    await http().post('/api/subscriptions').send({ email: 'ruth@example.com', topics: ['news'], altcha: await solvedCaptcha(app.test) }).expect(200);
  });
  afterAll(() => app.close());

  it('should count each topic, search and page, for staff only', async () => {
    const all = await http().get('/api/subscribers').set(admin).expect(200);
    expect(all.body).toMatchObject({ total: 4, counts: { news: 1, weekly: 2, notices: 1 }, limit: 50, offset: 0, nextOffset: null, lastLetter: null, nextLetterAt: { seconds: expect.any(Number) } });
    expect(all.body.subscribers.map((subscriber: { email: string }) => subscriber.email)).toEqual([...emails, 'ruth@example.com']);
    expect(all.body.subscribers[3]).toMatchObject({ topics: [], pending: ['news'], confirmedAt: null });

    const searched = await http().get('/api/subscribers').query({ q: 'PIA', topic: 'weekly' }).set(admin).expect(200);
    expect(searched.body.subscribers.map((subscriber: { email: string }) => subscriber.email)).toEqual(['pia@example.com']);
    const paged = await http().get('/api/subscribers').query({ limit: 2, offset: 1 }).set(admin).expect(200);
    expect(paged.body).toMatchObject({ total: 4, nextOffset: 3 });
    await http().get('/api/subscribers').query({ limit: 0 }).set(admin).expect(400);

    const family = await signUp(app.test);
    await http().get('/api/subscribers').set(bearer(family.token)).expect(403);
    await http().get('/api/subscribers').expect(401);
  });

  it('should remove a subscriber, send nothing more to them, and record who did it', async () => {
    const quinn = (await freshEm(app.test).findOneOrFail(Subscription, { email: 'quinn@example.com' })).id;
    const removed = await http().delete('/api/subscribers').set(admin).send({ id: quinn }).expect(200);
    expect(removed.body).toEqual({ success: true, subscriber: expect.objectContaining({ id: quinn, email: 'quinn@example.com', topics: ['notices'] }) });
    expect(await freshEm(app.test).count(Subscription, { id: quinn })).toBe(0);
    const again = await http().delete('/api/subscribers').set(admin).send({ id: quinn }).expect(404);
    expect(again.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: MAIL_TEXTS.subscriberNotFound });
    const trail = await http().get('/api/audit').query({ entityKind: 'subscriber' }).set(admin).expect(200);
    expect(trail.body.entries[0]).toMatchObject({ action: 'delete', entityIds: [quinn], summary: 'removed the subscriber quinn@example.com' });
  });

  it('should show the next letter as families will see it', async () => {
    await http().post('/api/blogs').set(admin).send({ title: 'Field trip to the river', text: 'Waders, nets and a very large crayfish.' }).expect(201);
    const preview = await http().get('/api/subscribers/letter-preview').set(admin).expect(200);
    expect(preview.body.preview).toMatchObject({ subject: expect.stringMatching(/^This week at Trailside: /), somethingNew: true, at: { seconds: expect.any(Number) } });
    expect(preview.body.preview.html).toContain('Field trip to the river');
    expect(preview.body.preview.text).toContain(MAIL_COPY.weekly.intro);
  });

  it('should send the next letter to the staff member asking once their address is verified, and record the send', async () => {
    const refused = await http().post('/api/subscribers/test-letter').set(admin).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, code: 'EMAIL_NOT_VERIFIED', message: MAIL_TEXTS.notVerifiedYet });
    // The refusal mailed the link; following it lets the test go.
    await http().post('/api/auth/verify-email').send({ token: tokenIn(await mailTo(app.smtp, ADMIN.email), '/verify-email') }).expect(200);
    const sent = await http().post('/api/subscribers/test-letter').set(admin).expect(200);
    expect(sent.body).toEqual({ success: true, message: MAIL_TEXTS.testLetterSent });
    const letter = await mailTo(app.smtp, ADMIN.email, 2);
    expect(letter.subject).toMatch(/^This week at Trailside: /);
    expect(letter.text).toContain(MAIL_COPY.testLetter.banner);
    expect(letter.text).toContain('Field trip to the river');
    await app.test.app.get(MailOutboxService).retryDue();
    // Nobody else got it (olive, a News subscriber, got the post's own mail).
    for (const email of emails) expect(mailsTo(app.smtp, email).filter((mail) => mail.subject === letter.subject)).toEqual([]);
    const trail = await http().get('/api/audit').query({ action: 'send' }).set(admin).expect(200);
    expect(trail.body.entries[0]).toMatchObject({ entityKind: 'weekly-letter', summary: 'sent themselves a test of the next weekly letter' });
  });
});
