import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/core';
import type { INestApplication } from '@nestjs/common';
import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import { CONTACT_SUCCESS, ENQUIRY_TEXTS } from '@trailside/domain/contact/contact.messages';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { PasswordResetToken } from '../src/identity/sign-in/password-reset-token.entity';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { OutboxMail } from '../src/common/mail/outbox-mail.entity';
import { loadConfig } from '../src/config/config';
import { Enquiry } from '../src/contact/enquiry.entity';
import { freshDataStore, freshEm, type TestDataStore } from './support/database';
import { decodedBody, startSmtpServer, stoppedSmtpPort, type TestSmtp } from './support/smtp';
import { ADMIN, logIn, signUp, startTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';

const rosa = { name: 'Rosa Alvarez', email: 'rosa@example.com', phone: '(555) 014-1111', message: 'Is there room for our 9-year-old in the fall?' };

describe('mail while the mail server is down', () => {
  let port: number;
  let test: TestApp;
  let smtp: TestSmtp | undefined;

  beforeAll(async () => {
    port = await stoppedSmtpPort();
    test = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://school.example', MAIL_RETRY_SECONDS: '0.2', MAIL_RETRY_MAX_SECONDS: '0.4' });
  });
  afterAll(async () => {
    await test.close();
    await smtp?.close();
  });

  it('should store enquiries and reset requests, say so honestly, and mail them once the server is back', async () => {
    const enquiry = await test.http().post('/api/sendMessage').send(rosa).expect(202);
    expect(enquiry.body).toEqual({ success: true, message: ENQUIRY_TEXTS.mailDelayed, mailed: false, enquiryId: expect.any(String) });
    expect(enquiry.body.message).not.toBe(CONTACT_SUCCESS.sent);

    const { user } = await signUp(test);
    // A reset answers the same for everyone whatever the mail server does: an honest "it waits" would tell who has an account.
    const reset = await test.http().post('/api/auth/forgotPassword').send({ email: user.email }).expect(200);
    expect(reset.body).toEqual({ success: true, message: AUTH_SUCCESS.resetMailed });
    // Asking again while it waits keeps one request, not two mails later.
    await test.http().post('/api/auth/forgotPassword').send({ email: user.email }).expect(200);
    const unknown = await test.http().post('/api/auth/forgotPassword').send({ email: 'nobody@example.com' }).expect(200);
    expect(unknown.body).toEqual(reset.body);

    const em = freshEm(test);
    expect(await em.findOneOrFail(Enquiry, { id: enquiry.body.enquiryId })).toMatchObject({ name: 'Rosa Alvarez', mailed: false });
    // The request for an address with no account was stored and tried alike, and came to nothing.
    await until('the unknown address tried', async () => (await freshEm(test).count(OutboxMail, { to: 'nobody@example.com', sentAt: null })) === 0);
    const waiting = await em.find(OutboxMail, { sentAt: null }, { orderBy: { createdAt: 'asc' } });
    expect(waiting.map((mail) => [mail.kind, mail.to])).toEqual([
      ['enquiry', 'hello@trailside-montessori.example'],
      // The new account's link to verify its address waits the same way.
      ['email-verification', user.email],
      ['password-reset', user.email],
    ]);
    // It keeps trying while the server is away, with the reason kept for whoever looks.
    await until('a second try', async () => (await freshEm(test).findOneOrFail(OutboxMail, { id: waiting[0].id })).attempts >= 2);
    expect((await freshEm(test).findOneOrFail(OutboxMail, { id: waiting[0].id })).lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(port);
    await until('the three mails', async () => smtp!.mails.length >= 3);
    expect(smtp.mails.map((mail) => mail.to).sort()).toEqual([['hello@trailside-montessori.example'], [user.email], [user.email]].sort());
    await until('every outbox mail marked sent', async () => (await freshEm(test).count(OutboxMail, { sentAt: null })) === 0);
    expect(await freshEm(test).findOneOrFail(Enquiry, { id: enquiry.body.enquiryId })).toMatchObject({ mailed: true });
    const enquiryMail = smtp.mails.find((mail) => mail.to[0] === 'hello@trailside-montessori.example')!;
    expect(decodedBody(enquiryMail)).toContain('Is there room for our 9-year-old in the fall?');

    // The reset link that finally went out works, for an hour from now.
    const resetMail = smtp.mails.find((mail) => mail.to[0] === user.email && decodedBody(mail).includes('/reset-password?token='))!;
    const token = /https:\/\/school\.example\/reset-password\?token=([\w-]+)/.exec(decodedBody(resetMail))![1];
    await test.http().post('/api/auth/resetPassword').send({ token, password: 'after-the-storm-passed' }).expect(200);
    // Each failed try made a link and removed it again: only the one mailed was ever left in the database.
    expect(await freshEm(test).count(PasswordResetToken, { user: user.id })).toBe(1);
    await logIn(test, user.email, 'after-the-storm-passed');

    // With the server back, the answers are the spec's own again.
    const since = smtp.mails.length;
    const next = await test.http().post('/api/sendMessage').send(rosa).expect(201);
    expect(next.body).toMatchObject({ message: CONTACT_SUCCESS.sent, mailed: true });
    await smtp.nextMail(since);
  });
});

describe('mail waiting when the API stops', () => {
  it('should go out when the API starts again, without any request', async () => {
    const port = await stoppedSmtpPort();
    const store: TestDataStore = await freshDataStore();
    // An hour between retries: only the start can send it within this test.
    const config = loadConfig({
      NODE_ENV: 'test',
      ...store.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SAMPLE_CONTENT: 'false',
      SITE_DIR: join(store.dataDir, 'no-site'),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_SECONDS: '3600',
    });
    let app: INestApplication | undefined;
    let smtp: TestSmtp | undefined;
    try {
      app = await createApp(config, { logger: false });
      await app.listen(0, '127.0.0.1');
      const sent = await request(app.getHttpServer()).post('/api/sendMessage').send(rosa).expect(202);
      await app.close();

      smtp = await startSmtpServer(port);
      app = await createApp(config, { logger: false });
      const mail = await smtp.nextMail(0);
      expect(decodedBody(mail)).toContain(`Enquiry id: ${sent.body.enquiryId}`);
      const em = app.get(EntityManager);
      await until('the enquiry marked mailed', async () => (await em.fork().findOneOrFail(Enquiry, { id: sent.body.enquiryId })).mailed);
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await app?.close();
      await smtp?.close();
      await store.remove();
    }
  });
});

describe('an enquiry whose mail a retry round is trying at that moment', () => {
  it('should answer with that round’s outcome, not a guess', async () => {
    // A mail server that takes the connection and never greets: the round's try hangs until we cut it.
    const sockets = new Set<Socket>();
    let cut = false;
    const silent = createServer((socket) => (cut ? socket.destroy() : sockets.add(socket)));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const test = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, MAIL_RETRY_SECONDS: '3600' });
    try {
      const outbox = test.app.get(MailOutboxService);
      const em = test.app.get(EntityManager).fork();
      const enquiry = new Enquiry({ ...rosa, source: 'contact' });
      em.persist(enquiry);
      const mail = outbox.add(em, { kind: 'enquiry', refId: enquiry.id, to: 'office@school.example' });
      await em.flush();

      // The round at an API start picks up every waiting mail, this one too, and is stuck at the server.
      const round = outbox.retryDue(true);
      await until('the round at the mail server', async () => sockets.size > 0);
      const answer = outbox.tryNow(mail.id);
      // Time for the try to find the round holding the mail; then the server hangs up, and the round's try fails.
      await new Promise((resolve) => setTimeout(resolve, 300));
      cut = true;
      for (const socket of sockets) socket.destroy();
      await round;
      // The server never took it: the visitor must not be told it was mailed.
      expect(await answer).toBe(false);
    } finally {
      await test.close();
      silent.close();
    }
  });
});

describe('a mail the mail server is slow to take', () => {
  it('should go once, however many tries start while the server has not answered', async () => {
    const smtp = await startSmtpServer(0, { answerAfterMs: 1500 });
    // Retry rounds five times a second: each finds the mail due again while the server keeps it unanswered.
    const slow = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example', MAIL_RETRY_SECONDS: '0.2', MAIL_RETRY_MAX_SECONDS: '0.4' });
    const outbox = slow.app.get(MailOutboxService);
    try {
      const { user } = await signUp(slow);
      const toUser = () => smtp.mails.filter((mail) => mail.to.includes(user.email));
      await until('the link to verify at the mail server', () => toUser().length === 1);
      await until('the outbox marking it sent', async () => (await freshEm(slow).count(OutboxMail, { to: user.email, sentAt: null })) === 0);
      await outbox.settled();
      // Another link for the same address, tried at once by two answers and the round its storing starts.
      const again = new OutboxMail({ kind: 'email-verification', refId: user.id, to: user.email });
      await freshEm(slow).persistAndFlush(again);
      await Promise.all([outbox.tryNow(again.id), outbox.tryNow(again.id)]);
      await until('the outbox marking it sent', async () => (await freshEm(slow).count(OutboxMail, { id: again.id, sentAt: { $ne: null } })) === 1);
      // Whatever try was still under way comes to its end before counting.
      await outbox.settled();
      expect(toUser()).toHaveLength(2);
    } finally {
      await slow.close();
      await smtp.close();
    }
  });
});
