import { AccessLevel } from '@trailside/domain/users/access-level';
import { UserType } from '@trailside/domain/users/user-type';
import { UserAccount } from '../src/identity/people/user-account.entity';
import { countRows, freshEm } from './support/database';
import { pngPicture } from './support/images';
import { ADMIN, bearer, logIn, newFamily, signUp, startTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let godToken: string;
let godId: string;

/** Creates a user as the GOD and returns a signed-in token for them. */
async function userWithLevel(accessLevel: AccessLevel) {
  const fields = newFamily({ type: UserType.TEACHER });
  const response = await test.http().post('/api/users').set(bearer(godToken)).send({ ...fields, accessLevel }).expect(201);
  return { user: response.body.user, token: await logIn(test, fields.email, fields.password) };
}

beforeAll(async () => {
  test = await startTestApp();
  godToken = await logIn(test, ADMIN.email, ADMIN.password);
  godId = (await test.http().get('/api/auth/me').set(bearer(godToken))).body.user.id;
});
afterAll(() => test.close());

describe('who may reach the users routes', () => {
  it('should turn away a visitor with 401', async () => {
    await test.http().get('/api/users').expect(401);
    await test.http().post('/api/users').send(newFamily()).expect(401);
    await test.http().put('/api/users').send({ id: godId, fname: 'Nobody' }).expect(401);
    await test.http().delete('/api/users').send({ id: godId }).expect(401);
  });

  it('should refuse a GENERAL user the admin routes with 403', async () => {
    const { token } = await signUp(test);
    const list = await test.http().get('/api/users').set(bearer(token)).expect(403);
    expect(list.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Only school administrators can do this.' });
    await test.http().post('/api/users').set(bearer(token)).send(newFamily()).expect(403);
  });

  it('should let an ADMIN list users, without any password hash', async () => {
    const { token } = await userWithLevel(AccessLevel.ADMIN);
    const response = await test.http().get('/api/users').set(bearer(token)).expect(200);
    expect(response.body.users.map((user: { email: string }) => user.email)).toContain(ADMIN.email);
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt|passwordHash|sessionVersion/);
  });
});

describe('GET /api/users, searched and paged', () => {
  /** Three families sharing a surname nobody else has, created in the reverse of their listed order. */
  async function threeOfAKind() {
    const surname = `Quill${Date.now()}`;
    for (const fname of ['Cora', 'Bea', 'Abe']) {
      await test.http().post('/api/users').set(bearer(godToken)).send(newFamily({ fname, lname: surname })).expect(201);
    }
    return surname;
  }
  const names = (body: { users: { fname: string }[] }) => body.users.map((user) => user.fname);

  it('should still list every user with no query, saying no limit was asked for', async () => {
    const response = await test.http().get('/api/users').set(bearer(godToken)).expect(200);
    expect(response.body).toMatchObject({ total: response.body.users.length, limit: null, offset: 0, nextOffset: null });
    expect(response.body.users.length).toBeGreaterThan(1);
  });

  it('should find users by any part of their name or e-mail, in any case, sorted by name', async () => {
    const surname = await threeOfAKind();
    const byName = await test.http().get('/api/users').query({ q: surname.toUpperCase() }).set(bearer(godToken)).expect(200);
    expect(names(byName.body)).toEqual(['Abe', 'Bea', 'Cora']);
    expect(byName.body.total).toBe(3);

    const family = newFamily({ childFirstName: `Pip${Date.now()}` });
    await test.http().post('/api/users').set(bearer(godToken)).send(family).expect(201);
    const byEmail = await test.http().get('/api/users').query({ q: family.email.slice(0, 20).toUpperCase() }).set(bearer(godToken)).expect(200);
    expect(byEmail.body.users.map((user: { email: string }) => user.email)).toEqual([family.email]);
    const byChild = await test.http().get('/api/users').query({ q: family.childFirstName }).set(bearer(godToken)).expect(200);
    expect(byChild.body.users.map((user: { email: string }) => user.email)).toEqual([family.email]);
  });

  it('should take % and _ in a search as themselves', async () => {
    const response = await test.http().get('/api/users').query({ q: '%' }).set(bearer(godToken)).expect(200);
    expect(response.body).toMatchObject({ users: [], total: 0, nextOffset: null });
  });

  it('should page through the matches with limit and offset', async () => {
    const surname = await threeOfAKind();
    const first = await test.http().get('/api/users').query({ q: surname, limit: 2 }).set(bearer(godToken)).expect(200);
    expect(first.body).toMatchObject({ total: 3, limit: 2, offset: 0, nextOffset: 2 });
    expect(names(first.body)).toEqual(['Abe', 'Bea']);

    const second = await test.http().get('/api/users').query({ q: surname, limit: 2, offset: 2 }).set(bearer(godToken)).expect(200);
    expect(second.body).toMatchObject({ total: 3, limit: 2, offset: 2, nextOffset: null });
    expect(names(second.body)).toEqual(['Cora']);

    const past = await test.http().get('/api/users').query({ q: surname, offset: 5 }).set(bearer(godToken)).expect(200);
    expect(past.body).toMatchObject({ users: [], total: 3, nextOffset: null });
  });

  it.each([
    [{ limit: 0 }, 'Please ask for between 1 and 200 users'],
    [{ limit: 500 }, 'Please ask for between 1 and 200 users'],
    [{ offset: -2 }, 'The offset must be a whole number, 0 or more'],
    [{ q: 'x'.repeat(201) }, 'Please keep the search under 200 characters'],
  ])('should refuse %p with a message a person can act on', async (query, message) => {
    const response = await test.http().get('/api/users').query(query).set(bearer(godToken)).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});

describe('POST /api/users', () => {
  it('should let a GOD create a GOD', async () => {
    const response = await test.http().post('/api/users').set(bearer(godToken)).send({ ...newFamily(), accessLevel: 1 }).expect(201);
    expect(response.body.user.accessLevel).toBe(AccessLevel.GOD);
  });

  it('should refuse an ADMIN creating a GOD, and write nothing', async () => {
    const { token } = await userWithLevel(AccessLevel.ADMIN);
    const before = await countRows(test, UserAccount);
    const response = await test.http().post('/api/users').set(bearer(token)).send({ ...newFamily(), accessLevel: '1' }).expect(403);
    expect(response.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Only a GOD administrator can create or promote another GOD.' });
    expect(await countRows(test, UserAccount)).toBe(before);
  });

  it('should let an ADMIN create ADMIN and GENERAL users, GENERAL by default', async () => {
    const { token } = await userWithLevel(AccessLevel.ADMIN);
    const admin = await test.http().post('/api/users').set(bearer(token)).send({ ...newFamily(), accessLevel: '2' }).expect(201);
    expect(admin.body.user.accessLevel).toBe(AccessLevel.ADMIN);
    const general = await test.http().post('/api/users').set(bearer(token)).send(newFamily()).expect(201);
    expect(general.body.user.accessLevel).toBe(AccessLevel.GENERAL);
  });

  it('should take the Create User form as multipart with a picture', async () => {
    const fields = newFamily({ type: UserType.CHILD, childFirstName: 'Theo' });
    const response = await test
      .http()
      .post('/api/users')
      .set(bearer(godToken))
      .field('payload', JSON.stringify({ ...fields, accessLevel: '3' }))
      .attach('profileImage', await pngPicture(), 'theo.png')
      .expect(201);
    expect(response.body.user).toMatchObject({ type: 'child', childFirstName: 'Theo', accessLevel: 3 });
    expect(response.body.user.imageUrl).toMatch(/^\/uploads\/users\//);
    await logIn(test, fields.email, fields.password);
  });

  it.each([
    ['no user type', { type: undefined }, 'Please choose a user type'],
    ['an access level of 7', { accessLevel: 7 }, 'Please choose an access level: 1 (GOD), 2 (ADMIN) or 3 (GENERAL)'],
    ['a bad email', { email: 'rosa at home' }, 'Please enter a valid email address, like name@example.com'],
  ])('should refuse a form with %s and write nothing', async (_case, change, message) => {
    const before = await countRows(test, UserAccount);
    const response = await test.http().post('/api/users').set(bearer(godToken)).send({ ...newFamily(), ...change }).expect(400);
    expect(response.body.message).toBe(message);
    expect(await countRows(test, UserAccount)).toBe(before);
  });
});

describe('PUT /api/users', () => {
  it('should let a family change their own details but not their level', async () => {
    const { user, token } = await signUp(test);
    const response = await test.http().put('/api/users').set(bearer(token)).send({ id: user.id, phone: '(555) 014-2799', fname: 'Rosalind' }).expect(200);
    expect(response.body.user).toMatchObject({ phone: '(555) 014-2799', fname: 'Rosalind', accessLevel: 3 });

    const raise = await test.http().put('/api/users').set(bearer(token)).send({ id: user.id, accessLevel: 2 }).expect(403);
    expect(raise.body.message).toBe('Only an administrator can change access levels.');
    expect((await freshEm(test).findOneOrFail(UserAccount, { id: user.id })).accessLevel).toBe(AccessLevel.GENERAL);
  });

  it('should let people change their own password only with the current one', async () => {
    const { user, token } = await signUp(test);
    const change = (body: object) => test.http().put('/api/users').set(bearer(token)).send({ id: user.id, password: 'a-new-garden-gate', ...body });
    const missing = await change({}).expect(403);
    expect(missing.body.message).toBe('Please enter your current password correctly to choose a new one.');
    await change({ currentPassword: 'not-the-one' }).expect(403);
    await test.http().post('/api/auth/login').send({ email: user.email, password: 'a-new-garden-gate' }).expect(401);

    await change({ currentPassword: 'apple-orchard-walk' }).expect(200);
    await logIn(test, user.email, 'a-new-garden-gate');
  });

  it("should refuse a family changing someone else's account", async () => {
    const { token } = await signUp(test);
    const { user: other } = await signUp(test);
    await test.http().put('/api/users').set(bearer(token)).send({ id: other.id, fname: 'Mallory' }).expect(403);
  });

  it('should refuse an ADMIN raising anyone to GOD or touching a GOD', async () => {
    const { token } = await userWithLevel(AccessLevel.ADMIN);
    const { user } = await signUp(test);
    const raised = await test.http().put('/api/users').set(bearer(token)).send({ id: user.id, accessLevel: 1 }).expect(403);
    expect(raised.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Only a GOD administrator can create or promote another GOD.' });
    await test.http().put('/api/users').set(bearer(token)).send({ id: godId, accessLevel: 3 }).expect(403);
    await test.http().put('/api/users').set(bearer(token)).send({ id: godId, fname: 'Demoted' }).expect(403);
    await test.http().put('/api/users').set(bearer(token)).send({ id: user.id, accessLevel: 2 }).expect(200);
  });

  it('should refuse to demote the last GOD', async () => {
    const gods = await freshEm(test).count(UserAccount, { accessLevel: AccessLevel.GOD });
    expect(gods).toBeGreaterThan(1);
    // Leave exactly one GOD by demoting the others, then try the last.
    const em = freshEm(test);
    const others = await em.find(UserAccount, { accessLevel: AccessLevel.GOD, id: { $ne: godId } });
    for (const other of others) {
      await test.http().put('/api/users').set(bearer(godToken)).send({ id: other.id, accessLevel: 2 }).expect(200);
    }
    const response = await test.http().put('/api/users').set(bearer(godToken)).send({ id: godId, accessLevel: 2 }).expect(409);
    expect(response.body.message).toBe('The school needs at least one GOD administrator, so the last one cannot be removed or demoted.');
  });

  it('should sign out a user whose password an admin changed', async () => {
    const { user, token } = await signUp(test);
    await test.http().put('/api/users').set(bearer(godToken)).send({ id: user.id, password: 'set-by-the-office' }).expect(200);
    await test.http().get('/api/auth/me').set(bearer(token)).expect(401);
    await logIn(test, user.email, 'set-by-the-office');
  });

  it('should refuse taking an email another account has', async () => {
    const { user, token } = await signUp(test);
    const response = await test.http().put('/api/users').set(bearer(token)).send({ id: user.id, email: ADMIN.email, currentPassword: 'apple-orchard-walk' }).expect(409);
    expect(response.body.code).toBe('EMAIL_TAKEN');
  });

  it('should replace a profile picture and remove the old file', async () => {
    const { user, token } = await signUp(test);
    const first = await test.http().put('/api/users').set(bearer(token)).field('payload', JSON.stringify({ id: user.id })).attach('profileImage', await pngPicture(), 'a.png').expect(200);
    const second = await test.http().put('/api/users').set(bearer(token)).field('id', user.id).attach('profileImage', await pngPicture(90, 90), 'b.png').expect(200);
    expect(second.body.user.imageUrl).not.toBe(first.body.user.imageUrl);
    await test.http().get(second.body.user.imageUrl).expect(200);
    await test.http().get(first.body.user.imageUrl).expect(404);
  });

  it('should answer 404 for a user that does not exist', async () => {
    await test.http().put('/api/users').set(bearer(godToken)).send({ id: 'no-such-user', fname: 'Ghost' }).expect(404);
  });
});

describe('DELETE /api/users', () => {
  it('should let an admin delete a family account and its picture', async () => {
    const response = await test.http().post('/api/auth/register').field('payload', JSON.stringify(newFamily())).attach('profileImage', await pngPicture(), 'me.png').expect(201);
    const { user } = response.body;
    await test.http().delete('/api/users').set(bearer(godToken)).send({ id: user.id }).expect(200, { success: true });
    await test.http().get(user.imageUrl).expect(404);
    expect(await freshEm(test).count(UserAccount, { id: user.id })).toBe(0);
  });

  it('should refuse an ADMIN deleting a GOD', async () => {
    const { token } = await userWithLevel(AccessLevel.ADMIN);
    await test.http().delete('/api/users').set(bearer(token)).send({ id: godId }).expect(403);
  });

  it('should refuse to delete the last GOD, even by themselves', async () => {
    const response = await test.http().delete('/api/users').set(bearer(godToken)).send({ id: godId }).expect(409);
    expect(response.body.code).toBe('LAST_GOD');
    await test.http().get('/api/auth/me').set(bearer(godToken)).expect(200);
  });

  it('should refuse an ADMIN lowering or deleting a GOD even while another GOD remains, and let a GOD do it', async () => {
    const { user: secondGod } = await userWithLevel(AccessLevel.GOD);
    const { token } = await userWithLevel(AccessLevel.ADMIN);
    const lowered = await test.http().put('/api/users').set(bearer(token)).send({ id: secondGod.id, accessLevel: 2 }).expect(403);
    expect(lowered.body.message).toBe('You can change only your own account, or, as an admin, accounts at your level or below.');
    await test.http().delete('/api/users').set(bearer(token)).send({ id: secondGod.id }).expect(403);
    expect(await freshEm(test).count(UserAccount, { id: secondGod.id, accessLevel: AccessLevel.GOD })).toBe(1);

    await test.http().put('/api/users').set(bearer(godToken)).send({ id: secondGod.id, accessLevel: 2 }).expect(200);
    await test.http().delete('/api/users').set(bearer(godToken)).send({ id: secondGod.id }).expect(200);
  });

  it('should ask which user to delete', async () => {
    const response = await test.http().delete('/api/users').set(bearer(godToken)).send({}).expect(400);
    expect(response.body.message).toBe('Please say which user this is about (id is missing)');
  });
});

describe('GET /api/users/:id', () => {
  it('should show a user to themselves and to admins, not to other families', async () => {
    const { user, token } = await signUp(test);
    const { token: otherToken } = await signUp(test);
    await test.http().get(`/api/users/${user.id}`).set(bearer(token)).expect(200);
    await test.http().get(`/api/users/${user.id}`).set(bearer(godToken)).expect(200);
    await test.http().get(`/api/users/${user.id}`).set(bearer(otherToken)).expect(403);
  });
});

describe('names', () => {
  const register = (fields: object) => test.http().post('/api/auth/register').field('payload', JSON.stringify(newFamily(fields)));

  it.each([
    ['a right-to-left override', { lname: 'Alvarez\u202E' }, "Names may not contain hidden or control characters (such as a right-to-left mark). Please type the name again."],
    ['a lone surrogate', { fname: 'Rosa\uD800' }, "Names may not contain hidden or control characters (such as a right-to-left mark). Please type the name again."],
    ['a name of zero-width spaces only', { fname: '\u200B\u200B' }, 'Please enter your First Name'],
  ])('should refuse a sign-up with %s, and create no account', async (_what, fields, message) => {
    const before = await countRows(test, UserAccount);
    const response = await register(fields).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await countRows(test, UserAccount)).toBe(before);
  });

  it('should keep a name composed one way (NFC)', async () => {
    const response = await register({ fname: 'Zoe\u0308' }).expect(201);
    expect(response.body.user.fname).toBe('Zo\u00EB');
  });

  it("should not let a family sign up as, or rename itself to, a member of staff's exact name", async () => {
    await test.http().post('/api/users').set(bearer(godToken)).send({ ...newFamily({ fname: 'Ada', lname: 'Office' }), accessLevel: AccessLevel.ADMIN }).expect(201);
    const refused = await register({ fname: 'Ada', lname: 'Office' }).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, code: 'NAME_RESERVED', message: "That name belongs to a member of the school's staff. Please use your own name." });
    const { user, token } = await signUp(test);
    await test.http().put('/api/users').set(bearer(token)).send({ id: user.id, fname: 'ada', lname: ' OFFICE' }).expect(409);
    await test.http().put('/api/users').set(bearer(token)).send({ id: user.id, fname: 'Ada', lname: 'Lovelace' }).expect(200);
  });
});
