import { createServer, type AddressInfo, type Socket } from 'node:net';
import { RESET_MAIL_COOLDOWN_MINUTES } from '@trailside/domain/auth/auth.messages';
import { PasswordResetToken } from '../src/identity/sign-in/password-reset-token.entity';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { OutboxMail } from '../src/common/mail/outbox-mail.entity';
import { freshEm } from './support/database';
import { decodedBody, isResetMail, startSmtpServer, type TestSmtp } from './support/smtp';
import { bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

let smtp: TestSmtp;
let test: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  test = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' });
});
afterAll(async () => {
  await test.close();
  await smtp.close();
});

/** Asks for a reset link for `email` and returns the token from the mail that arrives. */
async function requestResetToken(email: string): Promise<string> {
  const since = smtp.mails.length;
  const response = await test.http().post('/api/auth/forgotPassword').send({ email }).expect(200);
  expect(response.body).toEqual({ success: true, message: 'Password reset instructions have been emailed to you.' });
  const mail = await smtp.nextMail(since, isResetMail);
  expect(mail.to).toEqual([email]);
  const link = /https:\/\/school\.example\/reset-password\?token=([\w-]+)/.exec(decodedBody(mail));
  expect(link).not.toBeNull();
  return link![1];
}

/** Moves the last reset mail to `email` back past RESET_MAIL_COOLDOWN_MINUTES, as if that time had passed. */
async function endCooldown(email: string): Promise<void> {
  // The mail may have arrived before the outbox marked it sent: let that happen first.
  await test.app.get(MailOutboxService).settled();
  const longAgo = new Date(Date.now() - (RESET_MAIL_COOLDOWN_MINUTES + 1) * 60_000);
  await freshEm(test).nativeUpdate(OutboxMail, { kind: 'password-reset', to: email }, { sentAt: longAgo });
}

describe('password reset', () => {
  it('should mail a link that sets a new password once, and sign out old sessions', async () => {
    const { user, token: oldSession } = await signUp(test);
    const token = await requestResetToken(user.email);

    const reset = await test.http().post('/api/auth/resetPassword').send({ token, password: 'a-brand-new-secret' }).expect(200);
    expect(reset.body.success).toBe(true);

    await test.http().post('/api/auth/login').send({ email: user.email, password: 'apple-orchard-walk' }).expect(401);
    const newSession = await logIn(test, user.email, 'a-brand-new-secret');
    await test.http().get('/api/auth/me').set(bearer(oldSession)).expect(401);
    // The old sign-in has left the list too: only the new one is there.
    const sessions = await test.http().get('/api/account/sessions').set(bearer(newSession)).expect(200);
    expect(sessions.body.sessions).toEqual([expect.objectContaining({ current: true })]);

    const reused = await test.http().post('/api/auth/resetPassword').send({ token, password: 'yet-another-secret' }).expect(400);
    expect(reused.body).toMatchObject({
      code: 'RESET_TOKEN_USED',
      message: 'This reset link has already been used. Please ask for a new one from the login page.',
    });
    await logIn(test, user.email, 'a-brand-new-secret');
  });

  it('should refuse an expired link with a clear message and leave the password alone', async () => {
    const { user } = await signUp(test);
    const token = await requestResetToken(user.email);
    const em = freshEm(test);
    const stored = await em.findOneOrFail(PasswordResetToken, { user: user.id });
    stored.expiresAt = new Date(Date.now() - 1000);
    await em.flush();

    const response = await test.http().post('/api/auth/resetPassword').send({ token, password: 'too-late-for-this' }).expect(400);
    expect(response.body).toMatchObject({
      code: 'RESET_TOKEN_EXPIRED',
      message: 'This reset link has expired. Please ask for a new one from the login page.',
    });
    await logIn(test, user.email, 'apple-orchard-walk');
  });

  it('should spend every open link of the account when one is used', async () => {
    const { user } = await signUp(test);
    const first = await requestResetToken(user.email);
    await endCooldown(user.email);
    const second = await requestResetToken(user.email);
    // Mailing the second expired the first; using the second spends whatever else was open.
    const em = freshEm(test);
    await em.nativeUpdate(PasswordResetToken, { user: user.id }, { expiresAt: new Date(Date.now() + 60_000) });
    await test.http().post('/api/auth/resetPassword').send({ token: second, password: 'the-second-link' }).expect(200);
    const response = await test.http().post('/api/auth/resetPassword').send({ token: first, password: 'the-first-link' }).expect(400);
    expect(response.body.code).toBe('RESET_TOKEN_USED');
  });

  it('should keep one live link per account, and mail nothing more for a while after one went out', async () => {
    const { user } = await signUp(test);
    const first = await requestResetToken(user.email);
    const before = smtp.mails.length;
    for (let again = 0; again < 3; again += 1) {
      const response = await test.http().post('/api/auth/forgotPassword').send({ email: user.email }).expect(200);
      expect(response.body).toEqual({ success: true, message: 'Password reset instructions have been emailed to you.' });
    }
    // After the cooldown a new link goes out, and the one before it stops working.
    await endCooldown(user.email);
    const second = await requestResetToken(user.email);
    expect(smtp.mails.slice(before).filter(isResetMail)).toHaveLength(1);
    const stale = await test.http().post('/api/auth/resetPassword').send({ token: first, password: 'from-the-old-mail' }).expect(400);
    expect(stale.body.code).toBe('RESET_TOKEN_EXPIRED');
    await test.http().post('/api/auth/resetPassword').send({ token: second, password: 'from-the-new-mail' }).expect(200);
    await logIn(test, user.email, 'from-the-new-mail');
  });

  it('should refuse a made-up link', async () => {
    const response = await test.http().post('/api/auth/resetPassword').send({ token: 'made-up', password: 'whatever-it-is' }).expect(400);
    expect(response.body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('should check the new password before spending the link', async () => {
    const { user } = await signUp(test);
    const token = await requestResetToken(user.email);
    const short = await test.http().post('/api/auth/resetPassword').send({ token, password: 'short' }).expect(400);
    expect(short.body.message).toBe('Please choose a password of at least 8 characters');
    await test.http().post('/api/auth/resetPassword').send({ token, password: 'long-enough-now' }).expect(200);
  });

  it('should answer an unknown email the same way, and send nothing', async () => {
    const before = smtp.mails.length;
    const response = await test.http().post('/api/auth/forgotPassword').send({ email: 'nobody@example.com' }).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Password reset instructions have been emailed to you.' });
    // Mail goes out in order: if the unknown address had been sent one, it would arrive before this one.
    const { user } = await signUp(test);
    await requestResetToken(user.email);
    expect(smtp.mails.slice(before).filter(isResetMail).map((mail) => mail.to)).toEqual([[user.email]]);
  });

  it('should ask for the email first', async () => {
    const response = await test.http().post('/api/auth/forgotPassword').send({}).expect(400);
    expect(response.body.message).toBe('Please enter your email');
  });
});

describe('who has an account', () => {
  it('should answer every reset at once and alike, while a mail server takes the mail and never answers', async () => {
    // A mail server that accepts the connection and then says nothing, for as long as the test runs.
    const sockets = new Set<Socket>();
    // Once the test is done, it hangs up on whatever still calls (the new account's link to verify waits behind the reset).
    let cut = false;
    const silent = createServer((socket) => (cut ? socket.destroy() : sockets.add(socket)));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const quiet = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, MAIL_RETRY_SECONDS: '3600' });
    try {
      const { user } = await signUp(quiet);
      const known = await quiet.http().post('/api/auth/forgotPassword').send({ email: user.email });
      const unknown = await quiet.http().post('/api/auth/forgotPassword').send({ email: 'nobody-at-all@example.com' });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
      expect(known.status).toBe(200);
      // The answer came first; the mail is still with the silent server, unanswered.
      await new Promise<void>((done) => (sockets.size ? done() : silent.once('connection', () => done())));
      expect([...sockets].some((socket) => !socket.destroyed)).toBe(true);
    } finally {
      cut = true;
      for (const socket of sockets) socket.destroy();
      await quiet.close();
      await new Promise((done) => silent.close(done));
    }
  });
});
