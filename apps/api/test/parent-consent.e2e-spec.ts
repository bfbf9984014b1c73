import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { UserType } from '@trailside/domain/users/user-type';
import { USER_MESSAGES } from '@trailside/domain/users/user.schema';
import { OutboxMail } from '../src/common/mail/outbox-mail.entity';
import { solvedCaptcha } from './support/captcha';
import { moveClock, realClock, setClock } from './support/clock';
import { databaseSnapshot, freshEm } from './support/database';
import { type MailTestApp, mailsTo, mailTo, startMailTestApp, tokenIn, verifiedFamily } from './support/family-mail';
import { stoppedSmtpPort } from './support/smtp';
import { ADMIN, bearer, logIn, newFamily, signUp, startTestApp } from './support/test-app';
import { until } from './support/until';

/**
 * A parent agrees to a child's account from My account as well as from the mailed link: it is the only way when no
 * mail reached them (the address had its day's unasked mail, or the mail server gave up). Only for the account whose
 * verified address the child named.
 */
let app: MailTestApp;
let god: Record<string, string>;
let blogId: string;

beforeAll(async () => {
  app = await startMailTestApp();
  god = bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
  blogId = (await app.test.http().post('/api/blogs').set(god).send({ title: 'Pond study', text: 'Tadpoles and a heron.' }).expect(201)).body.blog.id;
});
afterAll(() => app.close());
afterEach(() => realClock());

type ChildSignUp = AuthResponse & { consentRequest: { parentEmail: string; state: string } };

const childSignsUp = async (parentEmail: string, fname = 'Theo', lname = 'Parkes'): Promise<ChildSignUp> =>
  (await app.test.http().post('/api/auth/register').send({ ...newFamily({ type: UserType.CHILD, fname, lname }), parentEmail, altcha: await solvedCaptcha(app.test) }).expect(201)).body;
const waiting = async (token: string) => (await app.test.http().get('/api/account/consent-requests').set(bearer(token)).expect(200)).body.requests as { id: string; childName: string; askedAt: string }[];
const myAccount = async (token: string) => (await app.test.http().get('/api/account').set(bearer(token)).expect(200)).body;
const agree = (token: string, id: string) => app.test.http().post(`/api/account/consent-requests/${id}/agree`).set(bearer(token));
const decline = (token: string, id: string) => app.test.http().post(`/api/account/consent-requests/${id}/decline`).set(bearer(token));
const queue = async (q: string) => (await app.test.http().get('/api/moderation').query({ q }).set(god).expect(200)).body.items as { author: string; byChild: boolean }[];
const write = (token: string, text: string) => app.test.http().post('/api/comments').set(bearer(token)).send({ comment: text, parentDocPath: `blogs/${blogId}` }).expect(201);

describe("a parent's answer from My account", () => {
  it('should list a child by first name for the verified address only, and link the child when the parent agrees', async () => {
    const parent = await signUp(app.test, { fname: 'Priya', lname: 'Parkes' });
    const child = await childSignsUp(parent.user.email);
    expect(child.consentRequest).toEqual({ parentEmail: parent.user.email, state: 'mailed' });
    const word = `heron${Date.now()}`;
    await write(child.token, `I saw a ${word}`);

    // Anyone can type any address at sign-up: until the parent has shown the mailbox is theirs, nothing is listed.
    expect(await waiting(parent.token)).toEqual([]);
    const verifyLink = tokenIn(await mailTo(app.smtp, parent.user.email), '/verify-email');
    await app.test.http().post('/api/auth/verify-email').send({ token: verifyLink }).expect(200);

    const [request, ...others] = await waiting(parent.token);
    expect(others).toEqual([]);
    expect(request).toEqual({ id: expect.any(String), childName: 'Theo', askedAt: expect.any(String) });
    // The first name only: not the child's last name, nor its address.
    expect(JSON.stringify(request)).not.toMatch(new RegExp(`Parkes|${child.user.email}`));
    // Once the mail went, the child is told so.
    await until('the consent mail marked sent', async () => (await myAccount(child.token)).consentRequest?.state === 'mailed' && (await freshEm(app.test).count(OutboxMail, { kind: 'parent-consent', to: parent.user.email, sentAt: null })) === 0);

    const agreed = await agree(parent.token, request.id).expect(200);
    expect(agreed.body).toEqual({ success: true, message: ACCOUNT_SUCCESS.consentGiven, child: expect.objectContaining({ id: child.user.id, parentConsent: 'given' }) });
    expect(await queue(word)).toEqual([expect.objectContaining({ author: 'Theo', byChild: true })]);
    expect((await myAccount(parent.token)).children).toEqual([expect.objectContaining({ id: child.user.id })]);
    const childNow = await myAccount(child.token);
    expect(childNow.parent).toEqual({ id: parent.user.id, name: 'Priya Parkes' });
    expect(childNow.consentRequest).toBeNull();
    expect(await waiting(parent.token)).toEqual([]);
    expect((await agree(parent.token, request.id).expect(404)).body.code).toBe('CONSENT_REQUEST_NOT_FOUND');
  });

  it("should answer someone else's request, or an unverified address's, as if it did not exist, and change nothing", async () => {
    const parent = await signUp(app.test);
    const child = await childSignsUp(parent.user.email);
    const verifyLink = tokenIn(await mailTo(app.smtp, parent.user.email), '/verify-email');
    await app.test.http().post('/api/auth/verify-email').send({ token: verifyLink }).expect(200);
    const [request] = await waiting(parent.token);

    const stranger = await verifiedFamily(app);
    // Another child's parent, verified, and someone using the parent's address before verifying it: neither finds it.
    const unverified = await signUp(app.test);
    await until('every mail sent', async () => (await freshEm(app.test).count(OutboxMail, { sentAt: null })) === 0);
    const before = await databaseSnapshot(app.test);
    for (const token of [stranger.token, unverified.token]) {
      expect(await waiting(token)).toEqual([]);
      expect((await agree(token, request.id).expect(404)).body).toEqual({ statusCode: 404, code: 'CONSENT_REQUEST_NOT_FOUND', message: expect.any(String) });
      expect((await decline(token, request.id).expect(404)).body.code).toBe('CONSENT_REQUEST_NOT_FOUND');
    }
    await agree(parent.token, 'no-such-request').expect(404);
    expect(await databaseSnapshot(app.test)).toEqual(before);
    expect((await myAccount(child.token)).consentRequest.state).toBe('mailed');
    await app.test.http().get('/api/account/consent-requests').expect(401);
  });

  it("should keep the child's account and writing held when the parent declines, and let the child name another parent", async () => {
    const wrongParent = await verifiedFamily(app);
    const child = await childSignsUp(wrongParent.user.email, 'Mila', 'Stone');
    const link = tokenIn(await mailTo(app.smtp, wrongParent.user.email, 2), '/parent-consent');
    const word = `otter${Date.now()}`;
    await write(child.token, `An ${word} in the creek`);
    // A child may name another parent only once the one it named has answered.
    expect((await app.test.http().post('/api/account/parent').set(bearer(child.token)).send({ parentEmail: 'other@example.com' }).expect(409)).body.code).toBe('CONSENT_STILL_ASKED');

    const [request] = await waiting(wrongParent.token);
    expect((await decline(wrongParent.token, request.id).expect(200)).body).toEqual({ success: true, message: ACCOUNT_SUCCESS.consentDeclined });
    expect(await waiting(wrongParent.token)).toEqual([]);
    // The mailed link of a declined request is dead, so nobody links the child through it afterwards.
    await app.test.http().get(`/api/children/consent/${link}`).expect(404);
    await app.test.http().post('/api/children/consent').set(bearer(wrongParent.token)).send({ token: link }).expect(404);
    await agree(wrongParent.token, request.id).expect(404);
    const declined = await myAccount(child.token);
    expect(declined.user).toEqual(expect.objectContaining({ parentConsent: 'pending', parentId: null }));
    expect(declined.consentRequest).toEqual({ parentEmail: wrongParent.user.email, state: 'declined' });
    expect(await queue(word)).toEqual([]);

    const ownAddress = await app.test.http().post('/api/account/parent').set(bearer(child.token)).send({ parentEmail: child.user.email }).expect(400);
    expect(ownAddress.body.message).toBe(USER_MESSAGES.parentEmailOwn);
    const rightParent = await verifiedFamily(app, { fname: 'Jonas' });
    const asked = await app.test.http().post('/api/account/parent').set(bearer(child.token)).send({ parentEmail: rightParent.user.email }).expect(200);
    expect(asked.body).toEqual({ consentRequest: { parentEmail: rightParent.user.email, state: 'mailed' } });
    await mailTo(app.smtp, rightParent.user.email, 2);
    const [next] = await waiting(rightParent.token);
    expect(next.childName).toBe('Mila');
    await agree(rightParent.token, next.id).expect(200);
    expect(await queue(word)).toEqual([expect.objectContaining({ author: 'Mila' })]);
    // Someone who is not a child waiting for a parent has nobody to name.
    await app.test.http().post('/api/account/parent').set(bearer(child.token)).send({ parentEmail: 'other@example.com' }).expect(409);
    await app.test.http().post('/api/account/parent').set(bearer(rightParent.token)).send({ parentEmail: 'other@example.com' }).expect(409);
  });

  it("should keep a request past the address's day of unasked mail without a mail, tell the child, and let the parent agree from My account", async () => {
    setClock(Date.now());
    // The parent's own link to verify is the first of the day's three; two children's requests are the others.
    const parent = await verifiedFamily(app);
    await childSignsUp(parent.user.email, 'Ada');
    await childSignsUp(parent.user.email, 'Ben');
    await mailTo(app.smtp, parent.user.email, 3);
    const third = await childSignsUp(parent.user.email, 'Cas');
    expect(third.consentRequest).toEqual({ parentEmail: parent.user.email, state: 'not-mailed' });
    expect((await myAccount(third.token)).consentRequest).toEqual({ parentEmail: parent.user.email, state: 'not-mailed' });
    expect(await freshEm(app.test).count(OutboxMail, { kind: 'parent-consent', to: parent.user.email })).toBe(2);

    const requests = await waiting(parent.token);
    expect(requests.map((request) => request.childName)).toEqual(['Ada', 'Ben', 'Cas']);
    await agree(parent.token, requests[2].id).expect(200);
    expect((await myAccount(third.token)).parent).toEqual(expect.objectContaining({ id: parent.user.id }));
    // A day later the address may be mailed again, and nothing more went to it meanwhile.
    expect(mailsTo(app.smtp, parent.user.email)).toHaveLength(3);
    moveClock(86_400_000);
    expect((await childSignsUp(parent.user.email, 'Dev')).consentRequest.state).toBe('mailed');
  });
});

describe('a consent mail the mail server never took', () => {
  it('should tell the child to ask the parent to agree from My account once the outbox gives up', async () => {
    const down = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await stoppedSmtpPort()}`, MAIL_RETRY_SECONDS: '0.2', MAIL_RETRY_MAX_SECONDS: '0.4', MAIL_CHECK_SECONDS: '0.2' });
    try {
      const parentEmail = `away.${Date.now()}@example.com`;
      const family = newFamily({ type: UserType.CHILD });
      const child = (await down.http().post('/api/auth/register').send({ ...family, parentEmail, altcha: await solvedCaptcha(down) }).expect(201)).body as ChildSignUp;
      // While the outbox still tries, the mail is on its way.
      expect(child.consentRequest.state).toBe('mailed');
      const status = async (token: string) => (await down.http().get('/api/account').set(bearer(token)).expect(200)).body.consentRequest;
      expect(await status(child.token)).toEqual({ parentEmail, state: 'mailed' });
      // A week on (the child signs in again then), the outbox stops trying.
      setClock(Date.now() + 8 * 86_400_000);
      await until('the outbox to give up on the consent mail', async () => (await freshEm(down).count(OutboxMail, { kind: 'parent-consent', to: parentEmail })) === 0);
      expect(await status(await logIn(down, family.email, family.password))).toEqual({ parentEmail, state: 'not-mailed' });
    } finally {
      realClock();
      await down.close();
    }
  });
});
