import { readdirSync } from 'node:fs';
import { JwtService } from '@nestjs/jwt';
import { AccessLevel } from '@trailside/domain/users/access-level';
import sharp from 'sharp';
import { UserAccount } from '../src/identity/people/user-account.entity';
import { countRows } from './support/database';
import { pngPicture } from './support/images';
import { ADMIN, bearer, logIn, newFamily, signUp, startTestApp, type TestApp } from './support/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe('POST /api/auth/register', () => {
  it.each([
    ['an empty form', 'Please choose a user type', {}],
    ['a form without a user type', 'Please choose a user type', { ...newFamily(), type: '' }],
    ['a form without an email (or anything after it)', 'Please enter your email', { type: 'parent' }],
    ['a form without a password', 'Please enter your password', { ...newFamily(), password: '' }],
    ['a form without a first name', 'Please enter your First Name', { ...newFamily(), fname: '' }],
    ['a form without a last name', 'Please enter your Last Name', { ...newFamily(), lname: ' ' }],
  ])('should refuse %s with "%s" and write nothing', async (_case, message, fields) => {
    const before = await countRows(test, UserAccount);
    const response = await test.http().post('/api/auth/register').field('payload', JSON.stringify(fields)).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect(await countRows(test, UserAccount)).toBe(before);
  });

  it('should sign up a family and answer with authUser, user and a token', async () => {
    const fields = newFamily({ fname: 'Amara', childFirstName: 'Zuri', childLastName: 'Okafor' });
    const response = await test.http().post('/api/auth/register').field('payload', JSON.stringify(fields)).expect(201);
    const { authUser, user, token } = response.body;
    expect(authUser).toMatchObject({ uid: user.id, id: user.id, email: fields.email, accessLevel: AccessLevel.GENERAL });
    expect(authUser.displayName).toBe(`Amara ${fields.lname}`);
    expect(user).toMatchObject({ fname: 'Amara', type: 'parent', childFirstName: 'Zuri', childLastName: 'Okafor' });
    expect(user).not.toHaveProperty('passwordHash');
    expect(typeof token).toBe('string');
    await test.http().get('/api/auth/me').set(bearer(token)).expect(200);
  });

  it('should make every sign-up GENERAL, even one that asks for GOD', async () => {
    const fields = { ...newFamily(), accessLevel: AccessLevel.GOD };
    const response = await test.http().post('/api/auth/register').field('payload', JSON.stringify(fields)).expect(201);
    expect(response.body.user.accessLevel).toBe(AccessLevel.GENERAL);
    const token = await logIn(test, fields.email, fields.password);
    await test.http().get('/api/users').set(bearer(token)).expect(403);
  });

  it('should also take the fields as plain multipart fields, ignoring an accessLevel field', async () => {
    const fields = newFamily();
    const request = test.http().post('/api/auth/register');
    for (const [name, value] of Object.entries({ ...fields, accessLevel: '1' })) request.field(name, String(value));
    const response = await request.expect(201);
    expect(response.body.user.accessLevel).toBe(AccessLevel.GENERAL);
  });

  it('should refuse an email that already has an account', async () => {
    const fields = newFamily();
    await test.http().post('/api/auth/register').field('payload', JSON.stringify(fields)).expect(201);
    const again = { ...fields, email: fields.email.toUpperCase() };
    const response = await test.http().post('/api/auth/register').field('payload', JSON.stringify(again)).expect(409);
    expect(response.body.code).toBe('EMAIL_TAKEN');
  });

  it('should store a profile picture re-encoded under a name of its own', async () => {
    const response = await test
      .http()
      .post('/api/auth/register')
      .field('payload', JSON.stringify(newFamily()))
      .attach('profileImage', await pngPicture(800, 600), { filename: '../../evil name.png', contentType: 'image/png' })
      .expect(201);
    const { imageUrl } = response.body.user;
    expect(imageUrl).toMatch(/^\/uploads\/users\/[0-9a-f-]{36}\.webp$/);
    const picture = await test.http().get(imageUrl).expect(200);
    const metadata = await sharp(picture.body as Buffer).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 512]);
  });

  it('should refuse a file that is not a picture and keep nothing of it', async () => {
    const before = await countRows(test, UserAccount);
    const response = await test
      .http()
      .post('/api/auth/register')
      .field('payload', JSON.stringify(newFamily()))
      .attach('profileImage', Buffer.from('#!/bin/sh\necho pretending to be a png\n'), { filename: 'me.png', contentType: 'image/png' })
      .expect(415);
    expect(response.body.code).toBe('INVALID_IMAGE');
    expect(await countRows(test, UserAccount)).toBe(before);
    expect(readdirSync(test.config.tmpDir)).toEqual([]);
  });

  it('should refuse a payload that is not JSON', async () => {
    const response = await test.http().post('/api/auth/register').field('payload', '{"type": "parent",').expect(400);
    expect(response.body.message).toMatch(/could not be read/);
  });
});

describe('POST /api/auth/login', () => {
  it.each([
    [{}, 'Please enter your email'],
    [{ password: 'x' }, 'Please enter your email'],
    [{ email: 'someone@example.com' }, 'Please enter your password'],
  ])('should check %p in order: "%s"', async (body, message) => {
    const response = await test.http().post('/api/auth/login').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('should sign in the seeded GOD administrator', async () => {
    const response = await test.http().post('/api/auth/login').send(ADMIN).expect(200);
    expect(response.body.authUser).toMatchObject({ email: ADMIN.email, accessLevel: AccessLevel.GOD });
    expect(response.body.user.email).toBe(ADMIN.email);
  });

  it('should accept the email in any case', async () => {
    await test.http().post('/api/auth/login').send({ ...ADMIN, email: ADMIN.email.toUpperCase() }).expect(200);
  });

  it('should give the same answer for a wrong password and an unknown email', async () => {
    const wrong = await test.http().post('/api/auth/login').send({ email: ADMIN.email, password: 'not-it-at-all' }).expect(401);
    const unknown = await test.http().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'x' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('should ask for the captcha after five wrong passwords in a row, even with the right one (see security.e2e-spec.ts)', async () => {
    const { user } = await signUp(test);
    const password = 'apple-orchard-walk';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await test.http().post('/api/auth/login').send({ email: user.email, password: 'guess' }).expect(401);
    }
    const asked = await test.http().post('/api/auth/login').send({ email: user.email, password }).expect(400);
    expect(asked.body.code).toBe('CAPTCHA_REQUIRED');
  });

  it('should forget earlier wrong passwords after a right one', async () => {
    const { user } = await signUp(test);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await test.http().post('/api/auth/login').send({ email: user.email, password: 'guess' }).expect(401);
      }
      await test.http().post('/api/auth/login').send({ email: user.email, password: 'apple-orchard-walk' }).expect(200);
    }
  });
});

describe('tokens', () => {
  it('should refuse a request without a token with 401', async () => {
    const response = await test.http().get('/api/auth/me').expect(401);
    expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
  });

  it('should refuse a tampered token with 401', async () => {
    const token = await logIn(test, ADMIN.email, ADMIN.password);
    const [header, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'someone-else', ver: 1 })).toString('base64url');
    for (const forged of [`${header}.${claims}.${signature}`, `${token.slice(0, -2)}xx`]) {
      const response = await test.http().get('/api/auth/me').set(bearer(forged)).expect(401);
      expect(response.body.code).toBe('INVALID_TOKEN');
    }
  });

  it('should refuse a token signed with another secret', async () => {
    const { user } = await signUp(test);
    const forged = await new JwtService().signAsync({ sub: user.id, ver: 1 }, { secret: 'x'.repeat(40) });
    await test.http().get('/api/auth/me').set(bearer(forged)).expect(401);
  });

  it('should refuse an expired token with 401 and say so', async () => {
    const { user } = await signUp(test);
    const expired = await new JwtService().signAsync(
      { sub: user.id, ver: 1, exp: Math.floor(Date.now() / 1000) - 60 },
      { secret: test.config.jwt.secret },
    );
    const response = await test.http().get('/api/auth/me').set(bearer(expired)).expect(401);
    expect(response.body).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' });
  });

  it('should refuse the token of a deleted account', async () => {
    const { user, token } = await signUp(test);
    await test.http().delete('/api/users').set(bearer(token)).send({ id: user.id, password: 'apple-orchard-walk' }).expect(200);
    await test.http().get('/api/auth/me').set(bearer(token)).expect(401);
  });

  it('should treat a bad token on a public route as no token', async () => {
    await test.http().get('/api/health').set(bearer('not.a.token')).expect(200);
  });
});

describe('per-address rate limit', () => {
  it('should slow down a computer that keeps trying', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await limited.http().post('/api/auth/login').send({ email: 'a@example.com', password: 'x' }).expect(401);
      }
      const response = await limited.http().post('/api/auth/login').send({ email: 'a@example.com', password: 'x' }).expect(429);
      expect(response.body.message).toBe('Too many attempts from this computer. Please wait a minute and try again.');
    } finally {
      await limited.close();
    }
  });
});
