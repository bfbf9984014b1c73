import { UserType } from '@trailside/domain/users/user-type';
import { MAIL_COPY, MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { moveClock, realClock, setClock } from './support/clock';
import { freshEm } from './support/database';
import { PARENT_CONSENT_MAIL } from '@trailside/domain/account/account.messages';
import { PASSWORD_RESET_MAIL } from '@trailside/domain/auth/auth.messages';
import { solvedCaptcha } from './support/captcha';
import { mailsTo, mailTo, type MailTestApp, startMailTestApp, tokenIn, verifiedFamily } from './support/family-mail';
import { ADMIN, bearer, logIn, newFamily, signUp } from './support/test-app';
import { UserAccount } from '../src/identity/people/user-account.entity';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { OutboxMail } from '../src/common/mail/outbox-mail.entity';

describe("an account's e-mail address, verified by a link", () => {
  let app: MailTestApp;
  beforeAll(async () => {
    app = await startMailTestApp();
  });
  afterAll(() => app.close());

  const me = async (token: string) => (await app.test.http().get('/api/auth/me').set(bearer(token)).expect(200)).body.user;

  it('should mail a link at sign-up, work at once, and count the address verified once the link is followed', async () => {
    const family = await signUp(app.test, { fname: 'Amara' });
    // The account works at once: signed in, not verified.
    expect(await me(family.token)).toMatchObject({ email: family.user.email, emailVerified: false });

    const mail = await mailTo(app.smtp, family.user.email);
    expect(mail.subject).toBe(MAIL_COPY.verifyEmail.subject);
    expect(mail.text).toContain(MAIL_COPY.verifyEmail.body);
    // Verification is not a mail one leaves: no List-Unsubscribe.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    const token = tokenIn(mail, '/verify-email');

    const verified = await app.test.http().post('/api/auth/verify-email').send({ token }).expect(200);
    expect(verified.body).toEqual({ success: true, message: MAIL_TEXTS.verified });
    expect(await me(family.token)).toMatchObject({ emailVerified: true });
    // Following it again changes nothing and says so.
    expect((await app.test.http().post('/api/auth/verify-email').send({ token }).expect(200)).body.message).toBe(MAIL_TEXTS.alreadyVerified);

    // Staff see it in the People view; the family sees their own.
    const admin = await logIn(app.test, ADMIN.email, ADMIN.password);
    const listed = await app.test.http().get('/api/users').query({ q: family.user.email }).set(bearer(admin)).expect(200);
    expect(listed.body.users).toEqual([expect.objectContaining({ id: family.user.id, emailVerified: true })]);
  });

  it('should verify a changed address again, and take no link for the old one', async () => {
    const family = await signUp(app.test, { fname: 'Bo' });
    const oldLink = tokenIn(await mailTo(app.smtp, family.user.email), '/verify-email');
    await app.test.http().post('/api/auth/verify-email').send({ token: oldLink }).expect(200);

    const newEmail = `bo.new.${Date.now()}@example.com`;
    const changed = await app.test.http().put('/api/users').set(bearer(family.token)).send({ id: family.user.id, email: newEmail, currentPassword: newFamily().password }).expect(200);
    expect(changed.body.user).toMatchObject({ email: newEmail, emailVerified: false });

    // The old link (and the old address's) verify nothing now.
    const refused = await app.test.http().post('/api/auth/verify-email').send({ token: oldLink }).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, code: 'LINK_OUTDATED', message: MAIL_TEXTS.verifyLinkChanged });

    const newLink = tokenIn(await mailTo(app.smtp, newEmail), '/verify-email');
    await app.test.http().post('/api/auth/verify-email').send({ token: newLink }).expect(200);
    expect(await me(family.token)).toMatchObject({ email: newEmail, emailVerified: true });
    // Nothing went to the old address but its own first link.
    expect(mailsTo(app.smtp, family.user.email)).toHaveLength(1);
  });

  it('should refuse a made-up or tampered link, and an old one after seven days, with what to do', async () => {
    const family = await signUp(app.test, { fname: 'Cleo' });
    const token = tokenIn(await mailTo(app.smtp, family.user.email), '/verify-email');
    const [payload, signature] = token.split('.');
    const tampered = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, 'x'.repeat(40), `${Buffer.from('["verify",0,"someone","else@example.com"]').toString('base64url')}.${signature}`]) {
      const answer = await app.test.http().post('/api/auth/verify-email').send({ token: bad }).expect(400);
      expect(answer.body).toEqual({ statusCode: 400, code: 'LINK_INVALID', message: MAIL_TEXTS.linkInvalid });
    }
    setClock(Date.now() + 7 * 86_400_000 + 60_000);
    try {
      const expired = await app.test.http().post('/api/auth/verify-email').send({ token }).expect(400);
      expect(expired.body).toEqual({ statusCode: 400, code: 'LINK_EXPIRED', message: MAIL_TEXTS.verifyLinkExpired });
    } finally {
      realClock();
    }
    expect(await freshEm(app.test).findOneOrFail(UserAccount, { id: family.user.id })).toMatchObject({ emailVerifiedAt: null });
  });

  it('should mail a new link on request, but not more than one every five minutes', async () => {
    const family = await signUp(app.test, { fname: 'Dara' });
    await mailTo(app.smtp, family.user.email);
    // The mail may arrive before the outbox marks it sent (the cooldown counts from then): let that happen first.
    await app.test.app.get(MailOutboxService).settled();
    setClock(Date.now() + 6 * 60_000);
    try {
      const resent = await app.test.http().post('/api/auth/verify-email/resend').set(bearer(family.token)).expect(200);
      expect(resent.body).toEqual({ success: true, message: MAIL_TEXTS.verificationSent });
      const second = await mailTo(app.smtp, family.user.email, 2);
      // Asking again at once sends nothing more.
      await app.test.http().post('/api/auth/verify-email/resend').set(bearer(family.token)).expect(200);
      await app.test.app.get(MailOutboxService).retryDue();
      expect(mailsTo(app.smtp, family.user.email)).toHaveLength(2);
      await app.test.app.get(MailOutboxService).settled();
      moveClock(5 * 60_000 + 1000);
      await app.test.http().post('/api/auth/verify-email/resend').set(bearer(family.token)).expect(200);
      await mailTo(app.smtp, family.user.email, 3);
      // Any of the links works; the account is verified once.
      await app.test.http().post('/api/auth/verify-email').send({ token: tokenIn(second, '/verify-email') }).expect(200);
      const after = await app.test.http().post('/api/auth/verify-email/resend').set(bearer(family.token)).expect(200);
      expect(after.body.message).toBe(MAIL_TEXTS.alreadyVerified);
    } finally {
      realClock();
    }
  });

  it('should mail an address at most three links a day however often an account moves to it and back, and answer the same', async () => {
    const family = await signUp(app.test, { fname: 'Esme' });
    const home = family.user.email;
    const away = `esme.away.${Date.now()}@example.com`;
    const moveTo = async (email: string) => {
      const { user } = (await app.test.http().put('/api/users').set(bearer(family.token)).send({ id: family.user.id, email, currentPassword: newFamily().password }).expect(200)).body;
      return { ...user, updatedAt: 'changes every time' };
    };
    const queuedTo = (email: string) => freshEm(app.test).count(OutboxMail, { kind: 'email-verification', to: email });
    setClock(Date.now());
    try {
      const answers = [];
      for (let round = 0; round < 4; round += 1) {
        answers.push(await moveTo(away));
        await moveTo(home);
      }
      // The fourth move mailed nothing, and said so no differently.
      expect(answers.slice(1)).toEqual([answers[0], answers[0], answers[0]]);
      expect([await queuedTo(away), await queuedTo(home)]).toEqual([3, 3]);
      // (A link queued for an address the account has left since is not sent at all.)
      await app.test.app.get(MailOutboxService).settled();
      const mailedAway = mailsTo(app.smtp, away).length;
      // A day on, the address may be mailed again.
      moveClock(86_400_000);
      await moveTo(away);
      expect(await queuedTo(away)).toBe(4);
      expect((await mailTo(app.smtp, away, mailedAway + 1)).subject).toBe(MAIL_COPY.verifyEmail.subject);
    } finally {
      realClock();
    }
  });

  it('should put no word a stranger typed in mail to an address that has not confirmed it is theirs', async () => {
    const lure = 'Visit https://evil.example/claim';
    const mailsWithout = (mails: { text: string; html: string; subject: string }[]) => mails.map((mail) => [mail.subject, `${mail.text}${mail.html}`.includes('evil.example')]);
    // Someone signs up with a stranger's address under a name that is a lure, then asks for a reset.
    const stranger = `stranger.${Date.now()}@example.com`;
    await signUp(app.test, { email: stranger, fname: lure, lname: lure });
    await app.test.http().post('/api/auth/forgotPassword').send({ email: stranger }).expect(200);
    // A child, named as a lure, names a stranger as its parent.
    const parent = `not.a.parent.${Date.now()}@example.com`;
    await app.test
      .http()
      .post('/api/auth/register')
      .send({ ...newFamily({ type: UserType.CHILD, fname: lure, lname: lure }), parentEmail: parent, altcha: await solvedCaptcha(app.test) })
      .expect(201);
    await mailTo(app.smtp, stranger, 2);
    await mailTo(app.smtp, parent);
    expect(mailsWithout(mailsTo(app.smtp, stranger))).toEqual([
      [MAIL_COPY.verifyEmail.subject, false],
      [PASSWORD_RESET_MAIL.subject, false],
    ]);
    expect(mailsWithout(mailsTo(app.smtp, parent))).toEqual([[PARENT_CONSENT_MAIL.subject, false]]);

    // Once an address has confirmed it is theirs, its owner is greeted by the name they chose.
    const owner = await verifiedFamily(app, { fname: 'Farah', lname: 'Nazari' });
    await app.test.http().post('/api/auth/forgotPassword').send({ email: owner.user.email }).expect(200);
    expect((await mailTo(app.smtp, owner.user.email, 2)).text).toContain('Hello Farah Nazari,');
  });

  it('should send no verification to the accounts made without one (the first admin)', async () => {
    expect(mailsTo(app.smtp, ADMIN.email)).toEqual([]);
    const admin = await logIn(app.test, ADMIN.email, ADMIN.password);
    expect(await me(admin)).toMatchObject({ emailVerified: false });
  });
});
