import { MAIL_COPY, MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { CONTACT_MESSAGES } from '@trailside/domain/contact/contact.schema';
import { createHash } from 'node:crypto';
import { UnsolicitedMail } from '../src/common/mail/unsolicited-mail.entity';
import { UnsolicitedMailService } from '../src/common/mail/unsolicited-mail.service';
import { Subscription } from '../src/mailing/subscription.entity';
import { solvedCaptcha } from './support/captcha';
import { moveClock, realClock, setClock } from './support/clock';
import { countRows, databaseSnapshot, freshEm } from './support/database';
import { mailsTo, mailTo, type MailTestApp, SCHOOL_URL, startMailTestApp, tokenIn, unsubscribeUrlOf, verifiedFamily } from './support/family-mail';
import { bearer, signUp } from './support/test-app';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { eventually } from './support/until';

describe('subscribing by e-mail, confirmed by a link first (double opt-in)', () => {
  let app: MailTestApp;
  beforeAll(async () => {
    app = await startMailTestApp();
  });
  afterAll(() => app.close());

  const http = () => app.test.http();
  /** A visitor's subscription, with the captcha solved as the widget does. */
  const subscribe = async (email: string, topics: string[]) => {
    const altcha = await solvedCaptcha(app.test);
    return http().post('/api/subscriptions').send({ email, topics, altcha }).expect(200);
  };

  it('should ask a visitor for the captcha, and write nothing without it', async () => {
    const before = await databaseSnapshot(app.test);
    const refused = await http().post('/api/subscriptions').send({ email: 'rosa@example.com', topics: ['weekly'] }).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, code: 'CAPTCHA_REQUIRED', message: CONTACT_MESSAGES.captcha });
    await http().post('/api/subscriptions').send({ email: 'rosa@example.com', topics: ['weekly'], altcha: 'not-solved' }).expect(400);
    const unknownTopic = await http().post('/api/subscriptions').send({ email: 'rosa@example.com', topics: ['gossip'] }).expect(400);
    expect(unknownTopic.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please choose at least one kind of e-mail' });
    expect(await databaseSnapshot(app.test)).toEqual(before);
  });

  it('should send nothing but the link until it is followed, then the topics it named', async () => {
    const email = `rosa.${Date.now()}@example.com`;
    const answer = await subscribe(email, ['news', 'notices']);
    expect(answer.body).toEqual({ success: true, message: MAIL_TEXTS.checkInbox, subscribed: false });
    // The address is not in the answer.
    expect(JSON.stringify(answer.body)).not.toContain(email);

    const mail = await mailTo(app.smtp, email);
    expect(mail.subject).toBe(MAIL_COPY.confirmSubscription.subject);
    expect(mail.text).toContain(MAIL_COPY.confirmSubscription.body(['news', 'notices']));
    expect(await freshEm(app.test).findOneOrFail(Subscription, { email })).toMatchObject({ news: false, weekly: false, notices: false, pendingTopics: 'news,notices' });

    const confirmed = await http().post('/api/subscriptions/confirm').send({ token: tokenIn(mail, '/subscribe/confirm') }).expect(200);
    expect(confirmed.body).toEqual({ success: true, message: MAIL_TEXTS.confirmed(['news', 'notices']), topics: ['news', 'notices'], preferencesToken: expect.any(String) });
    expect(await freshEm(app.test).findOneOrFail(Subscription, { email })).toMatchObject({ news: true, weekly: false, notices: true, pendingTopics: '' });

    // The preferences token it gave back opens this address's preferences, and nobody else's.
    const preferences = await http().get('/api/mail-preferences').query({ token: confirmed.body.preferencesToken }).expect(200);
    expect(preferences.body.preferences).toEqual({ email, topics: { news: true, weekly: false, notices: true }, pending: [], account: null, staff: false, verified: null });
  });

  it('should answer the same whether or not the address is subscribed, and send at most one link in five minutes', async () => {
    const email = `theo.${Date.now()}@example.com`;
    const first = await subscribe(email, ['weekly']);
    await mailTo(app.smtp, email);
    const again = await subscribe(email, ['weekly', 'news']);
    expect(again.body).toEqual(first.body);
    await app.test.app.get(MailOutboxService).retryDue();
    expect(mailsTo(app.smtp, email)).toHaveLength(1);
    // The first link confirms what it named, and no more.
    await http().post('/api/subscriptions/confirm').send({ token: tokenIn(mailsTo(app.smtp, email)[0], '/subscribe/confirm') }).expect(200);
    expect(await freshEm(app.test).findOneOrFail(Subscription, { email })).toMatchObject({ weekly: true, news: false });
    const confirmedAlready = await subscribe(email, ['weekly']);
    expect(confirmedAlready.body).toEqual(first.body);
  });

  it('should send an address at most three mails a day it never asked for, links to confirm and to verify together, and answer the same', async () => {
    const email = `vera.${Date.now()}@example.com`;
    const outbox = app.test.app.get(MailOutboxService);
    // Anyone may make an account with the address (its link to verify is the first), then subscribe it, topic by
    // topic, past the five minutes between links.
    await signUp(app.test, { email });
    setClock(Date.now());
    try {
      const answers = [];
      for (const topic of ['weekly', 'news', 'notices']) {
        answers.push((await subscribe(email, [topic])).body);
        await outbox.settled();
        moveClock(6 * 60_000);
      }
      expect(answers.slice(1)).toEqual([answers[0], answers[0]]);
      expect(mailsTo(app.smtp, email).map((mail) => mail.subject)).toEqual([MAIL_COPY.verifyEmail.subject, MAIL_COPY.confirmSubscription.subject, MAIL_COPY.confirmSubscription.subject]);
      // The third topic did not wait for a link that never went.
      expect(await freshEm(app.test).findOneOrFail(Subscription, { email })).toMatchObject({ pendingTopics: 'news,weekly' });

      moveClock(86_400_000);
      await subscribe(email, ['notices']);
      // Its link names every topic still waiting.
      expect((await mailTo(app.smtp, email, 4)).text).toContain(MAIL_COPY.confirmSubscription.body(['news', 'weekly', 'notices']));
    } finally {
      realClock();
    }
  });

  it('should count those mails in the database, so asked for all at once no more than three pass', async () => {
    const unsolicited = app.test.app.get(UnsolicitedMailService);
    const address = `burst.${Date.now()}@example.com`;
    const counted = () => freshEm(app.test).count(UnsolicitedMail, { addressHash: createHash('sha256').update(address).digest('hex') });
    const allowed = await Promise.all(Array.from({ length: 12 }, () => unsolicited.allowOne(address)));
    expect(allowed.filter(Boolean).length).toBeLessThanOrEqual(3);
    // However the burst fell out (those that saw too many let go of their rows), one at a time the day's count ends at three.
    while (await unsolicited.allowOne(address));
    expect(await counted()).toBe(3);
    // The same address however it is typed.
    expect(await unsolicited.allowOne(` ${address.toUpperCase()}`)).toBe(false);
  });

  it('should subscribe a signed-in family with a verified address in one click, and ask the others to confirm', async () => {
    const verified = await verifiedFamily(app);
    const now = await http().post('/api/subscriptions').set(bearer(verified.token)).send({ email: verified.user.email, topics: ['weekly'] }).expect(200);
    expect(now.body).toEqual({ success: true, message: MAIL_TEXTS.subscribedAtOnce(['weekly']), subscribed: true });
    expect(await freshEm(app.test).findOneOrFail(Subscription, { email: verified.user.email })).toMatchObject({ weekly: true });
    const mine = await http().get('/api/mail-preferences/me').set(bearer(verified.token)).expect(200);
    expect(mine.body.preferences).toMatchObject({ email: verified.user.email, topics: { weekly: true }, account: { replies: true, approvals: true, itemsWaiting: false, newEnquiry: false }, verified: true });

    // Not verified yet: a link first, and following it verifies the account's address too.
    const unverified = await signUp(app.test);
    const asked = await http().post('/api/subscriptions').set(bearer(unverified.token)).send({ email: unverified.user.email, topics: ['news'] }).expect(200);
    expect(asked.body.subscribed).toBe(false);
    const confirmation = await eventually('the link to confirm', () => mailsTo(app.smtp, unverified.user.email).find((mail) => mail.subject === MAIL_COPY.confirmSubscription.subject));
    await http().post('/api/subscriptions/confirm').send({ token: tokenIn(confirmation, '/subscribe/confirm') }).expect(200);
    expect((await http().get('/api/auth/me').set(bearer(unverified.token)).expect(200)).body.user.emailVerified).toBe(true);
  });

  it("should ask a signed-in family for the captcha to subscribe an address that is not theirs, and write nothing without it", async () => {
    const family = await verifiedFamily(app);
    const grandparent = `grandpa.${Date.now()}@example.com`;
    const before = await databaseSnapshot(app.test);
    const refused = await http().post('/api/subscriptions').set(bearer(family.token)).send({ email: grandparent, topics: ['weekly'] }).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, code: 'CAPTCHA_REQUIRED', message: CONTACT_MESSAGES.captcha });
    expect(await databaseSnapshot(app.test)).toEqual(before);
    const asked = await http().post('/api/subscriptions').set(bearer(family.token)).send({ email: grandparent, topics: ['weekly'], altcha: await solvedCaptcha(app.test) }).expect(200);
    expect(asked.body).toEqual({ success: true, message: MAIL_TEXTS.checkInbox, subscribed: false });
    expect((await mailTo(app.smtp, grandparent)).subject).toBe(MAIL_COPY.confirmSubscription.subject);
    // Their own address, however they type it, needs none.
    await http().post('/api/subscriptions').set(bearer(family.token)).send({ email: family.user.email.toUpperCase(), topics: ['news'] }).expect(200);
  });

  it('should unsubscribe by a bare POST to the List-Unsubscribe address, with no sign-in and no body', async () => {
    const email = `june.${Date.now()}@example.com`;
    await subscribe(email, ['weekly', 'news']);
    const confirmation = await mailTo(app.smtp, email);
    const url = unsubscribeUrlOf(confirmation);
    expect(url.origin + url.pathname).toBe(`${SCHOOL_URL}/unsubscribe`);
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await http().post('/api/subscriptions/confirm').send({ token: tokenIn(confirmation, '/subscribe/confirm') }).expect(200);

    const weeklyOnly = new URL(url);
    weeklyOnly.searchParams.set('topic', 'weekly');
    // Exactly what a mail program sends (RFC 8058), then a bare POST with no body at all.
    const oneClick = await http().post(`${weeklyOnly.pathname}${weeklyOnly.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(oneClick.body).toMatchObject({ message: MAIL_TEXTS.unsubscribed('weekly'), preferences: { topics: { news: true, weekly: false } } });
    await http().post(`${url.pathname}${url.search}`).expect(200);
    expect(await freshEm(app.test).findOneOrFail(Subscription, { email })).toMatchObject({ news: false, weekly: false, notices: false, pendingTopics: '' });

    const forged = new URL(url);
    forged.searchParams.set('token', `${url.searchParams.get('token')!.slice(0, -3)}abc`);
    const refused = await http().post(`${forged.pathname}${forged.search}`).expect(400);
    expect(refused.body).toMatchObject({ code: 'LINK_INVALID' });
  });

  it("should change topics from a mail's link without a password, and never another address's", async () => {
    const email = `ines.${Date.now()}@example.com`;
    await subscribe(email, ['news']);
    const confirmed = await http().post('/api/subscriptions/confirm').send({ token: tokenIn(await mailTo(app.smtp, email), '/subscribe/confirm') }).expect(200);
    const token = confirmed.body.preferencesToken as string;
    const changed = await http().put('/api/mail-preferences').send({ token, topics: { news: false, weekly: true } }).expect(200);
    expect(changed.body).toMatchObject({ message: MAIL_TEXTS.saved, preferences: { email, topics: { news: false, weekly: true, notices: false } } });
    // No account, so no account switches; and the staff ones are staff's.
    await http().put('/api/mail-preferences').send({ token, account: { replies: false } }).expect(400);
    const before = await countRows(app.test, Subscription);
    await http().get('/api/mail-preferences').query({ token: token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')) }).expect(400);
    expect(await countRows(app.test, Subscription)).toBe(before);
  });
});
