import { Agent } from 'node:http';
import { SECOND_STEP_PAUSED_MAIL } from '@trailside/domain/account/account.messages';
import { URI } from 'otpauth';
import { OutboxMail } from '../src/common/mail/outbox-mail.entity';
import { moveClock, realClock, setClock } from './support/clock';
import { freshEm } from './support/database';
import { mailTo, type MailTestApp, SCHOOL_URL, startMailTestApp, verifiedFamily } from './support/family-mail';
import { ADMIN, bearer, logIn, signUp, type TestApp } from './support/test-app';
import { codeFor, passwordStep, turnOnTwoStep } from './support/two-step';

const PASSWORD = 'apple-orchard-walk';
let mail: MailTestApp;
let test: TestApp;

beforeAll(async () => {
  // A real SMTP server, for the mail that tells an owner their code step paused.
  mail = await startMailTestApp();
  test = mail.test;
});
afterAll(() => mail.close());
afterEach(() => realClock());

/** A family with two-step sign-in on, and what its authenticator knows. */
async function familyWithTwoStep() {
  const family = await signUp(test);
  const { secret, recoveryCodes } = await turnOnTwoStep(test, family.token, PASSWORD);
  return { ...family, secret, recoveryCodes };
}

describe('setting up two-step sign-in', () => {
  it('should give a secret whose QR address an authenticator app reads, and turn on only with a code from it', async () => {
    const { token, user } = await signUp(test);
    const setup = await test.http().post('/api/account/two-step/setup').set(bearer(token)).expect(200);
    const parsed = URI.parse(setup.body.otpauthUrl);
    expect(parsed.secret.base32).toBe(setup.body.secret);
    // The app shows the school once, then the address: "Trailside Montessori: ivy@...".
    expect(decodeURIComponent(setup.body.otpauthUrl.split('?')[0])).toBe(`otpauth://totp/Trailside Montessori:${user.email}`);
    expect([parsed.issuer, parsed.label]).toEqual(['Trailside Montessori', user.email]);
    // Not on until a code is confirmed: the password alone still signs in.
    expect((await test.http().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200)).body.token).toEqual(expect.any(String));

    // A mistyped code is a refusal of this one request (403), never the 401 that tells a client its session is over.
    const wrong = await test.http().post('/api/account/two-step/confirm').set(bearer(token)).send({ code: codeFor(setup.body.secret, 5), password: PASSWORD }).expect(403);
    expect(wrong.body).toEqual({ statusCode: 403, code: 'CODE_WRONG', message: 'That code did not work. Please type the six digits your authenticator app shows now.' });
    await test.http().get('/api/auth/me').set(bearer(token)).expect(200);
    const badPassword = await test.http().post('/api/account/two-step/confirm').set(bearer(token)).send({ code: codeFor(setup.body.secret), password: 'not-it' }).expect(403);
    expect(badPassword.body.code).toBe('WRONG_PASSWORD');

    const confirmed = await test.http().post('/api/account/two-step/confirm').set(bearer(token)).send({ code: codeFor(setup.body.secret), password: PASSWORD }).expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    const mine = await test.http().get('/api/account').set(bearer(token)).expect(200);
    expect(mine.body.twoStep).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(mine.body.user.twoStepEnabled).toBe(true);
  });

  it('should end every other sign-in when two-step sign-in is turned on, and keep this one', async () => {
    const family = await signUp(test);
    const other = await logIn(test, family.user.email, PASSWORD);
    await turnOnTwoStep(test, family.token, PASSWORD);
    await test.http().get('/api/auth/me').set(bearer(other)).expect(401);
    await test.http().get('/api/auth/me').set(bearer(family.token)).expect(200);
  });
});

describe('signing in with a code', () => {
  it('should ask for a code after the password, and sign in with one', async () => {
    setClock(Date.UTC(2026, 10, 28, 8, 0, 5));
    const family = await familyWithTwoStep();
    // The code that turned it on was used: the next one signs in.
    moveClock(30_000);
    const ticket = await passwordStep(test, family.user.email, PASSWORD);
    // The ticket is no bearer token: it opens nothing.
    await test.http().get('/api/auth/me').set(bearer(ticket)).expect(401);
    const signedIn = await test.http().post('/api/auth/login/code').send({ ticket, code: codeFor(family.secret) }).expect(200);
    expect(signedIn.body.user.id).toBe(family.user.id);
    await test.http().get('/api/auth/me').set(bearer(signedIn.body.token)).expect(200);
  });

  it('should refuse a code used once already, and take the next one', async () => {
    setClock(Date.UTC(2026, 10, 28, 9, 0, 5));
    const family = await familyWithTwoStep();
    // The set-up used this step's code: it cannot sign in again.
    const again = await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, family.user.email, PASSWORD), code: codeFor(family.secret) }).expect(401);
    expect(again.body).toEqual({ statusCode: 401, code: 'CODE_USED', message: 'That code has already been used. Please wait for the next one in your authenticator app.' });
    moveClock(30_000);
    const code = codeFor(family.secret);
    await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, family.user.email, PASSWORD), code }).expect(200);
    await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, family.user.email, PASSWORD), code }).expect(401);
  });

  it('should accept a code one step either side of the server clock, and not two', async () => {
    setClock(Date.UTC(2026, 10, 28, 10, 0, 5));
    const family = await familyWithTwoStep();
    moveClock(5 * 60_000);
    const ticket = () => passwordStep(test, family.user.email, PASSWORD);
    await test.http().post('/api/auth/login/code').send({ ticket: await ticket(), code: codeFor(family.secret, -2) }).expect(401);
    await test.http().post('/api/auth/login/code').send({ ticket: await ticket(), code: codeFor(family.secret, +2) }).expect(401);
    await test.http().post('/api/auth/login/code').send({ ticket: await ticket(), code: codeFor(family.secret, -1) }).expect(200);
    await test.http().post('/api/auth/login/code').send({ ticket: await ticket(), code: codeFor(family.secret, +1) }).expect(200);
  });

  it('should let each recovery code sign in once, in any case and with or without its dash', async () => {
    const family = await familyWithTwoStep();
    const [first, second] = family.recoveryCodes;
    await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, family.user.email, PASSWORD), recoveryCode: first }).expect(200);
    const reused = await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, family.user.email, PASSWORD), recoveryCode: first }).expect(401);
    expect(reused.body.code).toBe('RECOVERY_CODE_WRONG');
    await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, family.user.email, PASSWORD), recoveryCode: ` ${second.replace('-', '').toUpperCase()} ` }).expect(200);
    expect((await test.http().get('/api/account').set(bearer(family.token)).expect(200)).body.twoStep.recoveryCodesLeft).toBe(8);
  });

  it('should pause the code step after five wrong codes, even for the right one, until fifteen minutes pass', async () => {
    setClock(Date.UTC(2026, 10, 28, 11, 0, 5));
    const family = await familyWithTwoStep();
    const ticket = await passwordStep(test, family.user.email, PASSWORD);
    for (let wrong = 0; wrong < 5; wrong += 1) await test.http().post('/api/auth/login/code').send({ ticket, code: '123456' === codeFor(family.secret) ? '654321' : '123456' }).expect(401);
    moveClock(30_000);
    const locked = await test.http().post('/api/auth/login/code').send({ ticket, code: codeFor(family.secret) }).expect(429);
    expect(locked.body.code).toBe('TWO_STEP_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    moveClock(15 * 60_000);
    await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, family.user.email, PASSWORD), code: codeFor(family.secret) }).expect(200);
  });

  it('should check no more than five codes sent at once, pause the rest, and mail the owner once', async () => {
    const family = await verifiedFamily(mail);
    const { secret } = await turnOnTwoStep(test, family.token, PASSWORD);
    const ticket = await passwordStep(test, family.user.email, PASSWORD);
    // Two and a half minutes from now: never accepted, whatever the clock does meanwhile.
    const wrong = () => codeFor(secret, 5);
    // Each on a connection of its own, all sent before any is answered.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => test.http().post('/api/auth/login/code').agent(new Agent({ keepAlive: false })).send({ ticket, code: wrong() })),
    );
    const checked = burst.filter((response) => response.status === 401).length;
    expect(burst.every((response) => response.status === 401 || response.body.code === 'TWO_STEP_LOCKED')).toBe(true);
    expect(checked).toBeLessThanOrEqual(5);
    // One at a time now, the count goes on from what the burst left: five wrong codes in all, then the pause.
    let more = 0;
    while ((await test.http().post('/api/auth/login/code').send({ ticket, code: wrong() })).status === 401) more += 1;
    expect(checked + more).toBe(5);
    expect((await test.http().post('/api/auth/login/code').send({ ticket, code: codeFor(secret) }).expect(429)).body.code).toBe('TWO_STEP_LOCKED');

    const told = await mailTo(mail.smtp, family.user.email, 2);
    expect(told.subject).toBe(SECOND_STEP_PAUSED_MAIL.subject);
    expect(told.text).toContain(SECOND_STEP_PAUSED_MAIL.ifNot);
    expect(told.text).toContain(`${SCHOOL_URL}/account`);
    // However many requests saw the pause, one mail.
    expect(await freshEm(test).count(OutboxMail, { kind: 'second-step-paused', refId: family.user.id })).toBe(1);
  });

  it('should not mail an owner whose address is not verified when the code step pauses', async () => {
    const family = await signUp(test);
    const { secret } = await turnOnTwoStep(test, family.token, PASSWORD);
    const ticket = await passwordStep(test, family.user.email, PASSWORD);
    for (let tries = 0; tries < 5; tries += 1) await test.http().post('/api/auth/login/code').send({ ticket, code: codeFor(secret, 5) }).expect(401);
    await test.http().post('/api/auth/login/code').send({ ticket, code: codeFor(secret) }).expect(429);
    expect(await freshEm(test).count(OutboxMail, { kind: 'second-step-paused', refId: family.user.id })).toBe(0);
  });

  it('should let a ticket sign in once', async () => {
    setClock(Date.UTC(2026, 10, 28, 12, 0, 5));
    const family = await familyWithTwoStep();
    moveClock(30_000);
    const ticket = await passwordStep(test, family.user.email, PASSWORD);
    await test.http().post('/api/auth/login/code').send({ ticket, code: codeFor(family.secret) }).expect(200);
    // The next code, or a recovery code, with the same ticket: it has been used.
    moveClock(30_000);
    for (const second of [{ code: codeFor(family.secret) }, { recoveryCode: family.recoveryCodes[0] }]) {
      expect((await test.http().post('/api/auth/login/code').send({ ticket, ...second }).expect(401)).body.code).toBe('TICKET_INVALID');
    }
    // Neither was spent by the refused tries.
    await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, family.user.email, PASSWORD), code: codeFor(family.secret) }).expect(200);
    expect((await test.http().get('/api/account').set(bearer(family.token)).expect(200)).body.twoStep.recoveryCodesLeft).toBe(10);
  });

  it('should refuse a ticket after the password changed, and a made-up one', async () => {
    const family = await familyWithTwoStep();
    const ticket = await passwordStep(test, family.user.email, PASSWORD);
    await test.http().put('/api/users').set(bearer(family.token)).send({ id: family.user.id, password: 'a-new-garden-gate', currentPassword: PASSWORD }).expect(200);
    expect((await test.http().post('/api/auth/login/code').send({ ticket, code: codeFor(family.secret, 1) }).expect(401)).body.code).toBe('TICKET_INVALID');
    expect((await test.http().post('/api/auth/login/code').send({ ticket: 'x.y.z', code: '123456' }).expect(401)).body.code).toBe('TICKET_INVALID');
  });

  it('should let its owner turn it off with the password, ending the other sign-ins', async () => {
    const family = await familyWithTwoStep();
    await test.http().post('/api/account/two-step/off').set(bearer(family.token)).send({ password: 'wrong' }).expect(403);
    await test.http().post('/api/account/two-step/off').set(bearer(family.token)).send({ password: PASSWORD }).expect(200);
    expect((await test.http().post('/api/auth/login').send({ email: family.user.email, password: PASSWORD }).expect(200)).body.token).toEqual(expect.any(String));
  });
});

describe('two-step sign-in for staff', () => {
  let godToken: string;
  let godSecret: string;

  beforeAll(async () => {
    godToken = await logIn(test, ADMIN.email, ADMIN.password);
  });

  it('should be required only by a GOD who has it, then make staff without it set it up at their next sign-in', async () => {
    const adminEmail = `office.${Date.now()}@trailside.example`;
    await test.http().post('/api/users').set(bearer(godToken)).send({ email: adminEmail, password: 'admin-garden-gate', fname: 'Ada', lname: 'Office', type: 'teacher', accessLevel: 2 }).expect(201);
    const adminToken = await logIn(test, adminEmail, 'admin-garden-gate');

    expect((await test.http().get('/api/account-policy').set(bearer(godToken)).expect(200)).body.policy).toEqual({ twoStepRequiredForStaff: false, inactiveAccountMonths: 24 });
    expect((await test.http().put('/api/account-policy').set(bearer(adminToken)).send({ twoStepRequiredForStaff: true }).expect(403)).body).toEqual({
      statusCode: 403, code: 'FORBIDDEN', message: 'Only a GOD administrator can change whether staff must sign in in two steps.',
    });
    expect((await test.http().put('/api/account-policy').set(bearer(godToken)).send({ twoStepRequiredForStaff: true }).expect(409)).body.code).toBe('OWN_TWO_STEP_FIRST');

    godSecret = (await turnOnTwoStep(test, godToken, ADMIN.password)).secret;
    // The school's only GOD keeps theirs on, whatever the setting.
    expect((await test.http().post('/api/account/two-step/off').set(bearer(godToken)).send({ password: ADMIN.password }).expect(409)).body.code).toBe('LAST_GOD');
    await test.http().put('/api/account-policy').set(bearer(godToken)).send({ twoStepRequiredForStaff: true }).expect(200);
    // The ADMIN without a second step is signed out, and signs in again only through setting one up.
    await test.http().get('/api/auth/me').set(bearer(adminToken)).expect(401);
    const ticket = await passwordStep(test, adminEmail, 'admin-garden-gate', 'setup');
    await test.http().post('/api/auth/login/code').send({ ticket, code: '123456' }).expect(401);
    const setup = await test.http().post('/api/auth/login/setup').send({ ticket }).expect(200);
    const signedIn = await test.http().post('/api/auth/login/setup/confirm').send({ ticket, code: codeFor(setup.body.secret) }).expect(200);
    expect(signedIn.body.recoveryCodes).toHaveLength(10);
    const me = await test.http().get('/api/account').set(bearer(signedIn.body.token)).expect(200);
    expect(me.body.twoStep).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
    // Families are not asked.
    const family = await signUp(test);
    expect((await test.http().post('/api/auth/login').send({ email: family.user.email, password: PASSWORD }).expect(200)).body.token).toEqual(expect.any(String));
    // ... until they are made staff: then they too are signed out, and sign in again only through setting one up.
    await test.http().put('/api/users').set(bearer(godToken)).send({ id: family.user.id, accessLevel: 2 }).expect(200);
    await test.http().get('/api/auth/me').set(bearer(family.token)).expect(401);
    await passwordStep(test, family.user.email, PASSWORD, 'setup');
    // Staff cannot turn theirs off while it is required.
    expect((await test.http().post('/api/account/two-step/off').set(bearer(signedIn.body.token)).send({ password: 'admin-garden-gate' }).expect(409)).body.code).toBe('TWO_STEP_REQUIRED');

    // Nobody but a GOD resets someone's: the ADMIN's stays on; an account that is not there is answered as such.
    const stranger = await signUp(test);
    expect((await test.http().delete(`/api/users/${me.body.user.id}/two-step`).set(bearer(stranger.token)).expect(403)).body).toEqual({
      statusCode: 403, code: 'FORBIDDEN', message: "Only a GOD administrator can reset someone else's two-step sign-in.",
    });
    expect((await test.http().get('/api/account').set(bearer(signedIn.body.token)).expect(200)).body.twoStep.enabled).toBe(true);
    await test.http().delete('/api/users/00000000-0000-4000-8000-000000000000/two-step').set(bearer(godToken)).expect(404);
    // A GOD resets the ADMIN's (a lost phone), which is audited and signs them out.
    const reset = await test.http().delete(`/api/users/${me.body.user.id}/two-step`).set(bearer(godToken)).expect(200);
    expect(reset.body.user.twoStepEnabled).toBe(false);
    await test.http().get('/api/auth/me').set(bearer(signedIn.body.token)).expect(401);
    const audit = await test.http().get('/api/audit').query({ action: 'reset-two-step' }).set(bearer(godToken)).expect(200);
    expect(audit.body.entries[0]).toEqual(expect.objectContaining({ entityIds: [me.body.user.id], summary: `reset the two-step sign-in of Ada Office <${adminEmail}>` }));
    await passwordStep(test, adminEmail, 'admin-garden-gate', 'setup');

    await test.http().put('/api/account-policy').set(bearer(godToken)).send({ twoStepRequiredForStaff: false }).expect(200);
    // The GOD signs in with a code too.
    await test.http().post('/api/auth/login/code').send({ ticket: await passwordStep(test, ADMIN.email, ADMIN.password), code: codeFor(godSecret, 1) }).expect(200);
  });
});
