import { UserType } from '@trailside/domain/users/user-type';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FORMER_MEMBER } from '@trailside/domain/account/account.messages';
import { ParentConsentRecord } from '../src/identity/people/parent-consent.entity';
import { OutboxMail } from '../src/common/mail/outbox-mail.entity';
import { solvedCaptcha } from './support/captcha';
import { moveClock, realClock, setClock } from './support/clock';
import { databaseSnapshot, freshEm } from './support/database';
import { pngPicture } from './support/images';
import { decodedBody, mailTo, startSmtpServer, type TestSmtp } from './support/smtp';
import { ADMIN, bearer, logIn, newFamily, signUp, startTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';

const PASSWORD = 'apple-orchard-walk';
let test: TestApp;
let smtp: TestSmtp;
let god: Record<string, string>;
let blogId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  test = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' });
  god = bearer(await logIn(test, ADMIN.email, ADMIN.password));
  blogId = (await test.http().post('/api/blogs').set(god).send({ title: 'Spring concert', text: 'Recorders and a choir.' }).expect(201)).body.blog.id;
});
afterAll(async () => {
  await test.close();
  await smtp.close();
});
afterEach(() => realClock());

const comment = async (token: string, text: string, parentDocPath = `blogs/${blogId}`) =>
  (await test.http().post('/api/comments').set(bearer(token)).send({ comment: text, parentDocPath }).expect(201)).body.comment as { id: string; docPath: string; author: string };
const approve = (id: string) => test.http().put('/api/comments').set(god).send({ id, approved: true }).expect(200);
const threadOf = async (parentDocPath = `blogs/${blogId}`) =>
  (await test.http().get('/api/comments').query({ parentDocPath }).expect(200)).body.comments as { id: string; author: string; comment: string; email: string | null; imageUrl: string | null; userId: string }[];
const queue = async (q: string) => (await test.http().get('/api/moderation').query({ q }).set(god).expect(200)).body.items as { id: string; author: string; byChild: boolean }[];

describe('where I am signed in', () => {
  it('should list each sign-in with its device, and end one so its token stops on its next request', async () => {
    const family = await signUp(test);
    const phone = (
      await test
        .http()
        .post('/api/auth/login')
        .set('User-Agent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')
        .send({ email: family.user.email, password: PASSWORD })
        .expect(200)
    ).body.token as string;
    const listed = await test.http().get('/api/account/sessions').set(bearer(family.token)).expect(200);
    expect(listed.body.sessions).toHaveLength(2);
    const onPhone = listed.body.sessions.find((session: { device: string }) => session.device === 'Safari on iPhone');
    expect(onPhone).toEqual({ id: expect.any(String), device: 'Safari on iPhone', createdAt: expect.any(String), lastUsedAt: expect.any(String), current: false });
    expect(listed.body.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    await test.http().get('/api/auth/me').set(bearer(phone)).expect(200);
    await test.http().delete(`/api/account/sessions/${onPhone.id}`).set(bearer(family.token)).expect(200);
    await test.http().get('/api/auth/me').set(bearer(phone)).expect(401);
    await test.http().get('/api/auth/me').set(bearer(family.token)).expect(200);
  });

  it("should not end someone else's sign-in", async () => {
    const family = await signUp(test);
    const other = await signUp(test);
    const [theirs] = (await test.http().get('/api/account/sessions').set(bearer(other.token)).expect(200)).body.sessions;
    await test.http().delete(`/api/account/sessions/${theirs.id}`).set(bearer(family.token)).expect(404);
    await test.http().get('/api/auth/me').set(bearer(other.token)).expect(200);
  });

  it('should sign out everywhere else, and end the others on a new password while this one carries on', async () => {
    const family = await signUp(test);
    const second = await logIn(test, family.user.email, PASSWORD);
    const third = await logIn(test, family.user.email, PASSWORD);
    expect((await test.http().post('/api/account/sessions/end-others').set(bearer(family.token)).expect(200)).body.ended).toBe(2);
    await test.http().get('/api/auth/me').set(bearer(second)).expect(401);
    await test.http().get('/api/auth/me').set(bearer(third)).expect(401);

    const fourth = await logIn(test, family.user.email, PASSWORD);
    const changed = await test.http().put('/api/users').set(bearer(family.token)).send({ id: family.user.id, password: 'a-new-garden-gate', currentPassword: PASSWORD }).expect(200);
    await test.http().get('/api/auth/me').set(bearer(fourth)).expect(401);
    const left = await test.http().get('/api/account/sessions').set(bearer(changed.body.token)).expect(200);
    expect(left.body.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('should note when a sign-in was last used, at most every few minutes', async () => {
    setClock(Date.UTC(2026, 10, 28, 9, 0, 0));
    const family = await signUp(test);
    moveClock(10 * 60_000);
    await test.http().get('/api/auth/me').set(bearer(family.token)).expect(200);
    // The write goes after the answer: read until it has landed (a deadline, not a count of reads, which a busy machine
    // used up before the write came).
    await until('the sign-in to be noted as used at 09:10', async () => {
      const { sessions } = (await test.http().get('/api/account/sessions').set(bearer(family.token)).expect(200)).body;
      return sessions[0].lastUsedAt >= '2026-11-28T09:10';
    }, 20);
  });
});

describe('my details', () => {
  it('should change names and phone, and the e-mail only with the current password', async () => {
    const family = await signUp(test);
    const named = await test.http().put('/api/users').set(bearer(family.token)).send({ id: family.user.id, fname: 'Rosie', lname: 'Quinn', phone: '(555) 014-1111' }).expect(200);
    expect(named.body.user).toEqual(expect.objectContaining({ fname: 'Rosie', lname: 'Quinn', phone: '(555) 014-1111' }));
    const email = `moved.${Date.now()}@example.com`;
    const refused = await test.http().put('/api/users').set(bearer(family.token)).send({ id: family.user.id, email }).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, code: 'WRONG_PASSWORD', message: 'Please enter your current password correctly to change your email.' });
    await test.http().put('/api/users').set(bearer(family.token)).send({ id: family.user.id, email, currentPassword: PASSWORD }).expect(200);
    await test.http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });
});

describe('download my data', () => {
  it("should hold the person's account, writing, enquiries and sign-ins, and nobody else's", async () => {
    const family = await signUp(test, { fname: 'Maya' });
    const neighbour = await signUp(test, { fname: 'Nell' });
    await test.http().post('/api/testimonials').set(bearer(family.token)).send({ text: 'Maya loves the garden club.' }).expect(201);
    await test.http().post('/api/testimonials').set(bearer(neighbour.token)).send({ text: 'Nell has not stopped singing.' }).expect(201);
    const mine = await comment(family.token, 'The recorders were lovely.');
    await comment(neighbour.token, 'So was the choir.');
    await test.http().post('/api/sendMessage').send({ name: 'Maya', email: family.user.email, phone: '(555) 014-2222', message: 'Is there a waiting list?' });
    await test.http().post('/api/sendMessage').send({ name: 'Nell', email: neighbour.user.email, phone: '(555) 014-3333', message: 'Do you offer aftercare?' });
    await test.http().post('/api/subscriptions').send({ email: family.user.email, topics: ['news'], altcha: await solvedCaptcha(test) }).expect(200);
    await test.http().post('/api/subscriptions').send({ email: neighbour.user.email, topics: ['weekly'], altcha: await solvedCaptcha(test) }).expect(200);

    const response = await test.http().get('/api/account/data').set(bearer(family.token)).expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-trailside-data.json"');
    const data = response.body;
    expect(data.account).toEqual(expect.objectContaining({ id: family.user.id, email: family.user.email }));
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.testimonials.map((each: { text: string }) => each.text)).toEqual(['Maya loves the garden club.']);
    expect(data.comments.map((each: { id: string }) => each.id)).toEqual([mine.id]);
    expect(data.enquiries.map((each: { message: string }) => each.message)).toEqual(['Is there a waiting list?']);
    expect(data.subscriptions).toEqual([expect.objectContaining({ email: family.user.email, topics: [], pending: ['news'], confirmedAt: null })]);
    expect(data.mailSettings).toEqual(expect.objectContaining({ replies: true, approvals: true }));
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(neighbour.user.id);
    expect(JSON.stringify(data)).not.toContain(neighbour.user.email);
    expect(JSON.stringify(data)).not.toContain('Nell');
  });
});

describe('delete my account', () => {
  it('should take the account, its picture, testimonials and pending comments, and sign approved ones "a former member"', async () => {
    const leaving = (
      await test
        .http()
        .post('/api/auth/register')
        .field('payload', JSON.stringify(newFamily({ fname: 'Lena' })))
        .attach('profileImage', await pngPicture(), 'me.png')
        .expect(201)
    ).body;
    const neighbour = await signUp(test, { fname: 'Nell' });
    const picture = join(test.config.uploadsDir, leaving.user.imageUrl.replace(/^\/uploads\//, ''));
    expect(existsSync(picture)).toBe(true);
    await test.http().post('/api/testimonials').set(bearer(leaving.token)).send({ text: 'Lena says goodbye.' }).expect(201);
    const approved = await comment(leaving.token, 'What a lovely evening that was.');
    await approve(approved.id);
    const reply = await comment(neighbour.token, 'It really was!', approved.docPath);
    await approve(reply.id);
    const pending = await comment(leaving.token, 'Still waiting for a look.');
    // Staff see a pending comment, and may answer it: the answer goes with it.
    const replyToPending = (await test.http().post('/api/comments').set(god).send({ comment: 'I saw it too.', parentDocPath: pending.docPath }).expect(201)).body.comment;

    const noPassword = await test.http().delete('/api/users').set(bearer(leaving.token)).send({ id: leaving.user.id }).expect(400);
    expect(noPassword.body.code).toBe('PASSWORD_NEEDED');
    await test.http().delete('/api/users').set(bearer(leaving.token)).send({ id: leaving.user.id, password: 'nope' }).expect(403);
    await test.http().delete('/api/users').set(bearer(leaving.token)).send({ id: leaving.user.id, password: PASSWORD }).expect(200);

    await test.http().get('/api/auth/me').set(bearer(leaving.token)).expect(401);
    await test.http().post('/api/auth/login').send({ email: leaving.user.email, password: PASSWORD }).expect(401);
    expect(existsSync(picture)).toBe(false);
    const thread = await threadOf();
    const kept = thread.find((each) => each.id === approved.id);
    expect(kept).toEqual(expect.objectContaining({ author: FORMER_MEMBER, comment: 'What a lovely evening that was.', email: null, imageUrl: null }));
    expect(kept!.userId).not.toBe(leaving.user.id);
    expect((await threadOf(approved.docPath)).map((each) => each.id)).toEqual([reply.id]);
    const all = (await test.http().get('/api/comments').query({ parentDocPath: `blogs/${blogId}` }).set(god).expect(200)).body.comments.map((each: { id: string }) => each.id);
    expect(all).not.toContain(pending.id);
    expect((await queue('I saw it too')).map((item) => item.id)).not.toContain(replyToPending.id);
    const testimonials = (await test.http().get('/api/testimonials').set(god).expect(200)).body.testimonials.map((each: { text: string }) => each.text);
    expect(testimonials).not.toContain('Lena says goodbye.');
  });

  it('should not let the last GOD delete themselves', async () => {
    const me = (await test.http().get('/api/auth/me').set(god).expect(200)).body.user;
    const refused = await test.http().delete('/api/users').set(god).send({ id: me.id, password: ADMIN.password }).expect(409);
    expect(refused.body.code).toBe('LAST_GOD');
  });
});

describe("children's accounts", () => {
  it("should hold a child's writing out of the queue until the parent agrees from the mail, whatever the request says", async () => {
    const parentEmail = `parent.${Date.now()}@example.com`;
    const missing = await test.http().post('/api/auth/register').send(newFamily({ type: UserType.CHILD })).expect(400);
    expect(missing.body.message).toBe("Please enter a parent's email: we ask a parent to agree before anything a child writes is shown");

    const since = smtp.mails.length;
    const child = (
      await test
        .http()
        .post('/api/auth/register')
        .send({ ...newFamily({ type: UserType.CHILD, fname: 'Theo', lname: 'Parkes' }), parentEmail, altcha: await solvedCaptcha(test), parentConsent: 'given', parentId: 'someone', accessLevel: 1 })
        .expect(201)
    ).body;
    expect(child.user).toEqual(expect.objectContaining({ type: 'child', parentConsent: 'pending', parentId: null, accessLevel: 3 }));
    // The child's own address gets its verification link too; the parent's mail is the one asked for here.
    const mail = await smtp.nextMail(since, mailTo(parentEmail));
    expect(mail.to).toEqual([parentEmail]);
    const body = decodedBody(mail);
    expect(body).toContain('A child has made an account');
    // Nothing the child typed reaches an address that has not confirmed it is a parent's, not even a name.
    expect(body).not.toContain('Theo');
    const token = /https:\/\/school\.example\/parent-consent\?token=([\w-]+)/.exec(body)![1];

    // A child cannot talk its way round the wait: not with fields, not by changing its type.
    const word = `wren${Date.now()}`;
    const written = await test.http().post('/api/comments').set(bearer(child.token)).send({ comment: `I played the drum ${word}`, parentDocPath: `blogs/${blogId}`, approved: true, heldForConsent: false }).expect(201);
    expect(written.body.comment.author).toBe('Theo');
    await test.http().post('/api/testimonials').set(bearer(child.token)).send({ text: `Best school ${word}` }).expect(201);
    expect(await queue(word)).toEqual([]);
    await test.http().put('/api/comments').set(god).send({ id: written.body.comment.id, approved: true }).expect(404);
    expect((await test.http().put('/api/users').set(bearer(child.token)).send({ id: child.user.id, type: 'parent' }).expect(403)).body).toEqual({
      statusCode: 403, code: 'FORBIDDEN', message: "Only the school office can change whether an account is a child's. Please ask them if it needs to change.",
    });
    // The child sees its own writing.
    expect((await test.http().get('/api/comments').query({ parentDocPath: `blogs/${blogId}` }).set(bearer(child.token)).expect(200)).body.comments.map((each: { id: string }) => each.id)).toContain(written.body.comment.id);

    expect((await test.http().get(`/api/children/consent/${token}`).expect(200)).body).toEqual({ childName: 'Theo', parentEmail, given: false });
    const stranger = await signUp(test);
    expect((await test.http().post('/api/children/consent').set(bearer(stranger.token)).send({ token }).expect(403)).body.code).toBe('CONSENT_WRONG_ACCOUNT');
    const parent = await signUp(test, { email: parentEmail, fname: 'Priya', lname: 'Parkes' });
    const given = await test.http().post('/api/children/consent').set(bearer(parent.token)).send({ token }).expect(200);
    expect(given.body.child).toEqual(expect.objectContaining({ id: child.user.id, parentConsent: 'given' }));

    const items = await queue(word);
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.byChild && item.author === 'Theo')).toBe(true);
    const mine = (await test.http().get('/api/account').set(bearer(parent.token)).expect(200)).body;
    expect(mine.children).toEqual([expect.objectContaining({ id: child.user.id, fname: 'Theo' })]);
    expect((await test.http().get('/api/account').set(bearer(child.token)).expect(200)).body.parent).toEqual({ id: parent.user.id, name: 'Priya Parkes' });
  });

  it("should let a parent make, change and delete a child's account, shown by first name only", async () => {
    const parent = await signUp(test, { fname: 'Priya' });
    const childEmail = `kid.${Date.now()}@example.com`;
    const made = await test.http().post('/api/account/children').set(bearer(parent.token)).send({ email: childEmail, password: 'tree-house-12', fname: 'Ivy', lname: 'Parkes' }).expect(201);
    expect(made.body.child).toEqual(expect.objectContaining({ fname: 'Ivy', lname: 'Parkes', parentConsent: 'given' }));
    const childToken = await logIn(test, childEmail, 'tree-house-12');
    const written = await comment(childToken, 'I found a snail in the garden.');
    expect(written.author).toBe('Ivy');
    await approve(written.id);
    expect((await threadOf()).find((each) => each.id === written.id)?.author).toBe('Ivy');

    await test.http().put('/api/users').set(bearer(parent.token)).send({ id: made.body.child.id, fname: 'Ivy-Rose' }).expect(200);
    const stranger = await signUp(test);
    await test.http().put('/api/users').set(bearer(stranger.token)).send({ id: made.body.child.id, fname: 'Nope' }).expect(403);
    await test.http().delete('/api/users').set(bearer(stranger.token)).send({ id: made.body.child.id, password: PASSWORD }).expect(403);
    await test.http().delete('/api/users').set(bearer(parent.token)).send({ id: made.body.child.id, password: PASSWORD }).expect(200);
    await test.http().get('/api/auth/me').set(bearer(childToken)).expect(401);
    expect((await test.http().get('/api/account').set(bearer(parent.token)).expect(200)).body.children).toEqual([]);
  });

  it("should let staff make a child's account for a parent, and show the link in People; never for a child or a teacher", async () => {
    const parent = await signUp(test, { fname: 'Omar' });
    const made = await test.http().post(`/api/users/${parent.user.id}/children`).set(god).send({ email: `kid2.${Date.now()}@example.com`, password: 'tree-house-12', fname: 'Zara', lname: 'Omar' }).expect(201);
    expect(made.body.user).toEqual(expect.objectContaining({ type: 'child', parentId: parent.user.id }));
    const teacher = await signUp(test, { type: UserType.TEACHER });
    expect((await test.http().post(`/api/users/${teacher.user.id}/children`).set(god).send({ email: `kid3.${Date.now()}@example.com`, password: 'tree-house-12', fname: 'Al', lname: 'B' }).expect(409)).body.code).toBe('NOT_A_PARENT');
    const people = await test.http().get('/api/users').query({ q: 'Zara' }).set(god).expect(200);
    expect(people.body.users).toEqual([expect.objectContaining({ id: made.body.user.id, parentId: parent.user.id })]);
    expect(people.body.parentNames).toEqual({ [parent.user.id]: parent.user.fname + ' ' + parent.user.lname });
    const parents = await test.http().get('/api/users').query({ q: parent.user.lname }).set(god).expect(200);
    expect(parents.body.childNames).toEqual({ [parent.user.id]: ['Zara Omar'] });
    const audit = await test.http().get('/api/audit').query({ entityKind: 'user', action: 'create' }).set(god).expect(200);
    expect(audit.body.entries[0].summary).toContain("created the child's account of Zara Omar");
    // A child's account has no children of its own.
    const childToken = await logIn(test, made.body.user.email, 'tree-house-12');
    await test.http().post('/api/account/children').set(bearer(childToken)).send({ email: `kid4.${Date.now()}@example.com`, password: 'tree-house-12', fname: 'A', lname: 'B' }).expect(409);
  });

  it("should ask for the captcha before a child's sign-up mails anyone, and write nothing without it", async () => {
    const child = { ...newFamily({ type: UserType.CHILD }), parentEmail: `parent.${Date.now()}@example.com` };
    const before = await databaseSnapshot(test);
    const missing = await test.http().post('/api/auth/register').send(child).expect(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please complete the Captcha.' });
    const madeUp = await test.http().post('/api/auth/register').send({ ...child, altcha: 'solved-honestly' }).expect(400);
    expect(madeUp.body).toEqual({ statusCode: 400, code: 'CAPTCHA_REQUIRED', message: 'Please complete the Captcha.' });
    expect(await databaseSnapshot(test)).toEqual(before);
    // A parent's or a teacher's sign-up mails only the address it signs up with: no captcha.
    await test.http().post('/api/auth/register').send(newFamily({ type: UserType.TEACHER })).expect(201);
  });

  it("should mail one parent's address at most three mails a day it never asked for, however many children name it, and tell the child when it did not", async () => {
    const parentEmail = `much.asked.${Date.now()}@example.com`;
    const childSignUp = async () => {
      const { body } = await test.http().post('/api/auth/register').send({ ...newFamily({ type: UserType.CHILD }), parentEmail, altcha: await solvedCaptcha(test) }).expect(201);
      return body.consentRequest.state as string;
    };
    const consentsQueued = () => freshEm(test).count(OutboxMail, { kind: 'parent-consent', to: parentEmail });
    setClock(Date.now());
    try {
      // The address signs up itself first (its link to verify is one of the three), then children name it.
      await signUp(test, { email: parentEmail });
      const answers = [];
      for (let child = 0; child < 3; child += 1) answers.push(await childSignUp());
      // The child whose parent got no mail is told, to ask the parent to agree from My account.
      expect(answers).toEqual(['mailed', 'mailed', 'not-mailed']);
      expect(await consentsQueued()).toBe(2);
      // Each child's request is kept, waiting for the parent, mailed or not.
      expect(await freshEm(test).count(ParentConsentRecord, { parentEmail })).toBe(3);
      moveClock(86_400_000);
      expect(await childSignUp()).toBe('mailed');
      expect(await consentsQueued()).toBe(3);
    } finally {
      realClock();
    }
  });
});

describe('accounts past the keeping time', () => {
  it('should list accounts not signed in for the months staff chose, and remove none by itself', async () => {
    setClock(Date.UTC(2026, 10, 28, 9, 0, 0));
    const quiet = await signUp(test, { fname: 'Quentin' });
    moveClock(25 * 31 * 24 * 3_600_000);
    const godNow = bearer(await logIn(test, ADMIN.email, ADMIN.password));
    const listed = await test.http().get('/api/inactive-accounts').set(godNow).expect(200);
    expect(listed.body.months).toBe(24);
    expect(listed.body.accounts.map((each: { user: { id: string } }) => each.user.id)).toContain(quiet.user.id);
    expect(listed.body.accounts.map((each: { user: { email: string } }) => each.user.email)).not.toContain(ADMIN.email);
    await test.http().put('/api/account-policy').set(godNow).send({ inactiveAccountMonths: 36 }).expect(200);
    expect((await test.http().get('/api/inactive-accounts').set(godNow).expect(200)).body.accounts.map((each: { user: { id: string } }) => each.user.id)).not.toContain(quiet.user.id);
    expect((await test.http().put('/api/account-policy').set(godNow).send({ inactiveAccountMonths: 0 }).expect(400)).body.message).toBe('Please choose between 1 and 120 months');
    await test.http().put('/api/account-policy').set(godNow).send({ inactiveAccountMonths: 24 }).expect(200);
    await test.http().post('/api/auth/login').send({ email: quiet.user.email, password: PASSWORD }).expect(200);
  });
});
