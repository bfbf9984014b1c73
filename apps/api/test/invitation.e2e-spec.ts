import { INVITATION_MAIL, INVITATION_TTL_DAYS, USER_ERRORS } from '@trailside/domain/users/user.messages';
import { USER_MESSAGES } from '@trailside/domain/users/user.schema';
import { UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY } from '@trailside/domain/mail/mail-sending.rules';
import { AuditEntryRecord } from '../src/audit/audit-entry.entity';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { UserAccount } from '../src/identity/people/user-account.entity';
import { PasswordResetToken } from '../src/identity/sign-in/password-reset-token.entity';
import { countRows, freshEm } from './support/database';
import { parseMail } from '@trailside/testing/mail';
import { decodedBody, mailTo, startSmtpServer, type TestSmtp } from './support/smtp';
import { ADMIN, bearer, logIn, newFamily, startTestApp, type TestApp } from './support/test-app';

let smtp: TestSmtp;
let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  test = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' });
  admin = bearer(await logIn(test, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await test.close();
  await smtp.close();
});

/** A new person as the Create User form sends them with its default, an invitation: no password at all. */
const invited = () => {
  const { password: _none, ...person } = newFamily();
  return { ...person, invite: true };
};

/** The link of the invitation that arrives for `email`. */
async function invitationToken(email: string, since: number): Promise<string> {
  const mail = await smtp.nextMail(since, mailTo(email));
  expect(parseMail(mail.raw).subject).toBe(INVITATION_MAIL.subject);
  const link = /https:\/\/school\.example\/reset-password\?token=([\w-]+)/.exec(decodedBody(mail));
  expect(link).not.toBeNull();
  return link![1];
}

describe('an account made by staff with an invitation', () => {
  it('should mail the person a link to choose their password, which signs them in once and never again', async () => {
    const person = invited();
    const since = smtp.mails.length;
    const created = await test.http().post('/api/users').set(admin).send(person).expect(201);
    expect(created.body).toMatchObject({ user: { email: person.email }, invitation: 'mailed' });

    const token = await invitationToken(person.email, since);
    expect(decodedBody(smtp.mails.at(-1)!)).toContain(`within ${INVITATION_TTL_DAYS} days`);
    // Nobody knows a password for it yet: not even an empty one.
    await test.http().post('/api/auth/login').send({ email: person.email, password: '' }).expect(400);

    await test.http().post('/api/auth/resetPassword').send({ token, password: 'my-own-garden-gate' }).expect(200);
    await logIn(test, person.email, 'my-own-garden-gate');
    const again = await test.http().post('/api/auth/resetPassword').send({ token, password: 'someone-elses-idea' }).expect(400);
    expect(again.body).toMatchObject({ statusCode: 400, code: 'RESET_TOKEN_USED' });
    await test.http().post('/api/auth/login').send({ email: person.email, password: 'someone-elses-idea' }).expect(401);

    // The mailed link proved the address: no verification mail went beside it, and it is verified.
    await test.app.get(MailOutboxService).settled();
    expect(smtp.mails.filter(mailTo(person.email))).toHaveLength(1);
    expect((await freshEm(test).findOneOrFail(UserAccount, { email: person.email })).emailVerifiedAt).not.toBeNull();
  });

  it('should keep only the link’s hash, for a week', async () => {
    const person = invited();
    const since = smtp.mails.length;
    await test.http().post('/api/users').set(admin).send(person).expect(201);
    const token = await invitationToken(person.email, since);
    const stored = await freshEm(test).find(PasswordResetToken, { user: { email: person.email } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    const days = (stored[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_TTL_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITATION_TTL_DAYS);
  });

  it('should record who invited whom', async () => {
    const person = invited();
    const created = await test.http().post('/api/users').set(admin).send(person).expect(201);
    const entry = await freshEm(test).findOneOrFail(AuditEntryRecord, { entityIds: { $like: `%${created.body.user.id}%` } }, { orderBy: { at: 'desc' } });
    expect(entry.summary).toMatch(/^created the account of .+ and mailed them an invitation to choose a password$/);
  });

  it('should mail an address no more than the day’s unasked mails, and still make the account', async () => {
    const email = `busy.${Date.now()}@example.com`;
    const outcomes: string[] = [];
    for (let n = 0; n <= UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY; n += 1) {
      const person = { ...invited(), email };
      const created = await test.http().post('/api/users').set(admin).send(person).expect(201);
      outcomes.push(created.body.invitation);
      // The same address again needs the account gone first.
      await test.http().delete('/api/users').set(admin).send({ id: created.body.user.id }).expect(200);
    }
    expect(outcomes).toEqual([...Array<string>(UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY).fill('mailed'), 'held']);
  });

  it('should refuse a password beside an invitation, and no password without one, writing nothing', async () => {
    const before = await Promise.all([UserAccount, PasswordResetToken, AuditEntryRecord].map((entity) => countRows(test, entity)));
    const both = await test.http().post('/api/users').set(admin).send({ ...invited(), password: 'typed-by-staff-1' }).expect(400);
    expect(both.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: USER_MESSAGES.passwordWithInvite });
    const neither = await test.http().post('/api/users').set(admin).send({ ...invited(), invite: false }).expect(400);
    expect(neither.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: USER_MESSAGES.password });
    const odd = await test.http().post('/api/users').set(admin).send({ ...invited(), invite: 'yes' }).expect(400);
    expect(odd.body.message).toBe(USER_MESSAGES.invite);
    expect(await Promise.all([UserAccount, PasswordResetToken, AuditEntryRecord].map((entity) => countRows(test, entity)))).toEqual(before);
  });

  it('should take the invitation as a multipart field, as the form sends it', async () => {
    const { invite: _flag, ...person } = invited();
    const since = smtp.mails.length;
    let request = test.http().post('/api/users').set(admin).field('invite', 'true');
    for (const [name, value] of Object.entries(person)) request = request.field(name, String(value));
    const created = await request.expect(201);
    expect(created.body.invitation).toBe('mailed');
    await invitationToken(person.email, since);
  });

  it('should still refuse an ADMIN who invites a GOD', async () => {
    const staff = { ...newFamily(), type: 'teacher', accessLevel: 2 };
    await test.http().post('/api/users').set(admin).send(staff).expect(201);
    const adminOnly = bearer(await logIn(test, staff.email, staff.password));
    const refused = await test.http().post('/api/users').set(adminOnly).send({ ...invited(), accessLevel: 1 }).expect(403);
    expect(refused.body.message).toBe(USER_ERRORS.godOnly);
  });
});
