import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { ConfigError, loadConfig } from '../src/config/config';
import { solvedCaptcha } from './support/captcha';
import { postFrom, startProxy } from './support/proxy';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

/** A secret as `openssl rand -base64 48` makes one. */
const PRODUCTION_SECRET = 'Vb7nQ2xK9mLz4Rt8Wc1Hs6Jp3Ye0GdUa5fNi';

/** Sessions, brute force, CORS and what errors give away (README "Security"). */
describe('sessions', () => {
  let test: TestApp;
  let godToken: string;
  beforeAll(async () => {
    test = await startTestApp();
    godToken = await logIn(test, ADMIN.email, ADMIN.password);
  });
  afterAll(() => test.close());

  const me = (token: string) => test.http().get('/api/auth/me').set(bearer(token));

  it('should sign out every old token when people change their own password, and hand back a new one', async () => {
    const { user, token } = await signUp(test);
    const second = await logIn(test, user.email, 'apple-orchard-walk');
    const changed = await test
      .http()
      .put('/api/users')
      .set(bearer(token))
      .send({ id: user.id, password: 'a-brand-new-path', currentPassword: 'apple-orchard-walk' })
      .expect(200);
    expect(changed.body.token).toEqual(expect.any(String));
    await me(token).expect(401);
    await me(second).expect(401);
    await me(changed.body.token).expect(200);
    await test.http().post('/api/auth/login').send({ email: user.email, password: 'apple-orchard-walk' }).expect(401);
  });

  it('should sign out the account when an administrator sets its password', async () => {
    const { user, token } = await signUp(test);
    const changed = await test.http().put('/api/users').set(bearer(godToken)).send({ id: user.id, password: 'office-chose-this' }).expect(200);
    expect(changed.body.token).toBeUndefined();
    await me(token).expect(401);
    await me(godToken).expect(200);
  });

  it('should sign out an administrator whose level is lowered, and not one whose other fields change', async () => {
    const created = await test
      .http()
      .post('/api/users')
      .set(bearer(godToken))
      .send({ email: `deputy.${Date.now()}@trailside.example`, password: 'deputy-garden', fname: 'Dee', lname: 'Puty', type: 'teacher', accessLevel: 2 })
      .expect(201);
    const adminToken = await logIn(test, created.body.user.email, 'deputy-garden');
    await test.http().put('/api/users').set(bearer(godToken)).send({ id: created.body.user.id, phone: '(555) 014-1111' }).expect(200);
    await me(adminToken).expect(200);
    await test.http().put('/api/users').set(bearer(godToken)).send({ id: created.body.user.id, accessLevel: AccessLevel.GENERAL }).expect(200);
    const refused = await me(adminToken).expect(401);
    expect(refused.body).toMatchObject({ code: 'INVALID_TOKEN', message: 'Your sign-in is no longer valid. Please log in again.' });
    await test.http().get('/api/users').set(bearer(adminToken)).expect(401);
  });

  it('should refuse the token of an account an administrator deleted', async () => {
    const { user, token } = await signUp(test);
    await test.http().delete('/api/users').set(bearer(godToken)).send({ id: user.id }).expect(200);
    await me(token).expect(401);
  });

  it('should give every token an expiry of JWT_EXPIRES_IN_HOURS', async () => {
    const { token } = await signUp(test);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(test.config.jwt.expiresInSeconds);
    expect(test.config.jwt.expiresInSeconds).toBe(7 * 24 * 3600);
  });
});

describe('guessing passwords', () => {
  const login = (test: TestApp, body: object) => test.http().post('/api/auth/login').send(body);
  const captchaRequired = {
    statusCode: 400,
    code: 'CAPTCHA_REQUIRED',
    message:
      'Several wrong passwords have been tried for this account, so to keep it safe we need to check you are not a robot. Please tick the box below, then log in again.',
  };

  it('should ask for the captcha after five wrong passwords, and let the owner in with it: nobody can lock an account', async () => {
    const test = await startTestApp();
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(test, { email: ADMIN.email, password: `guess-${attempt}` }).expect(401);
      // The right password alone is not enough while the account is under attack...
      expect((await login(test, ADMIN).expect(400)).body).toEqual(captchaRequired);
      // ...and with the captcha solved it signs in, however many guesses came before.
      await login(test, { ...ADMIN, altcha: await solvedCaptcha(test) }).expect(200);
      // Signing in clears the count: the next wrong password is just wrong.
      await login(test, { email: ADMIN.email, password: 'one-more-guess' }).expect(401);
      // Another family on the same computer is not touched by it.
      const other = await signUp(test);
      await login(test, { email: other.user.email, password: 'apple-orchard-walk' }).expect(200);
    } finally {
      await test.close();
    }
  });

  it('should keep guessing slow: each further guess costs a solved captcha, used once', async () => {
    const test = await startTestApp();
    try {
      const { user } = await signUp(test);
      for (let attempt = 0; attempt < 5; attempt += 1) await login(test, { email: user.email, password: `guess-${attempt}` }).expect(401);
      expect((await login(test, { email: user.email, password: 'guess-5' }).expect(400)).body).toEqual(captchaRequired);
      const altcha = await solvedCaptcha(test);
      await login(test, { email: user.email, password: 'guess-6', altcha }).expect(401);
      expect((await login(test, { email: user.email, password: 'guess-7', altcha }).expect(400)).body.code).toBe('CAPTCHA_USED');
      expect((await login(test, { email: user.email, password: 'guess-8', altcha: 'made-up' }).expect(400)).body.code).toBe('CAPTCHA_REQUIRED');
      // A burst of guesses sent together does not slip in under the count either.
      const burst = await Promise.all(Array.from({ length: 6 }, (_, index) => login(test, { email: user.email, password: `burst-${index}` })));
      expect(burst.map((response) => response.status)).toEqual(Array(6).fill(400));
      await login(test, { email: user.email, password: 'apple-orchard-walk', altcha: await solvedCaptcha(test) }).expect(200);
    } finally {
      await test.close();
    }
  });

  it('should treat an address with no account exactly like one with an account', async () => {
    const test = await startTestApp();
    try {
      const { user } = await signUp(test);
      for (const email of [user.email, 'nobody-here@example.com']) {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect((await login(test, { email, password: `guess-${attempt}` })).body.code).toBe('INVALID_CREDENTIALS');
        }
        expect((await login(test, { email, password: 'guess-5' }).expect(400)).body).toEqual(captchaRequired);
      }
    } finally {
      await test.close();
    }
  });

  it('should limit current-password checks per address like signing in', async () => {
    const test = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const { user, token } = await signUp(test);
      const change = () => test.http().put('/api/users').set(bearer(token)).send({ id: user.id, password: 'a-brand-new-path', currentPassword: 'a-guess' });
      for (let attempt = 0; attempt < 3; attempt += 1) await change().expect(403);
      const limited = await change().expect(429);
      expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Other changes to the account are not password checks, and are not limited.
      await test.http().put('/api/users').set(bearer(token)).send({ id: user.id, phone: '(555) 014-3333' }).expect(200);
    } finally {
      await test.close();
    }
  });

  it('should count wrong current passwords with the sign-in failures', async () => {
    const test = await startTestApp();
    try {
      const { user, token } = await signUp(test);
      const change = (fields: object) => test.http().put('/api/users').set(bearer(token)).send({ id: user.id, password: 'a-brand-new-path', ...fields });
      for (let attempt = 0; attempt < 5; attempt += 1) await change({ currentPassword: `guess-${attempt}` }).expect(403);
      expect((await change({ currentPassword: 'apple-orchard-walk' }).expect(400)).body.code).toBe('CAPTCHA_REQUIRED');
      expect((await login(test, { email: user.email, password: 'apple-orchard-walk' }).expect(400)).body.code).toBe('CAPTCHA_REQUIRED');
      await change({ currentPassword: 'apple-orchard-walk', altcha: await solvedCaptcha(test) }).expect(200);
    } finally {
      await test.close();
    }
  });

  it('should limit each address across accounts, with Retry-After', async () => {
    const test = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    try {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await test.http().post('/api/auth/login').send({ email: `someone${attempt}@example.com`, password: 'x' }).expect(401);
      }
      const limited = await test.http().post('/api/auth/login').send({ email: 'someone-else@example.com', password: 'x' }).expect(429);
      expect(limited.body).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts from this computer. Please wait a minute and try again.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Even the right password waits: the limit is on the address, whatever it tries.
      await test.http().post('/api/auth/login').send(ADMIN).expect(429);
    } finally {
      await test.close();
    }
  });
});

describe('bodies the API cannot read', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const credentials = JSON.stringify({ email: 'a@example.com', password: 'x' });
  it.each([
    ['an unknown Content-Encoding', { 'Content-Type': 'application/json', 'Content-Encoding': 'foo' }, credentials, 415],
    ['gzip over a plain body', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, credentials, 400],
    ['deflate over a plain body', { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' }, credentials, 400],
    ['br over a plain body', { 'Content-Type': 'application/json', 'Content-Encoding': 'br' }, credentials, 400],
    ['an unknown charset', { 'Content-Type': 'application/json; charset=utf-99' }, credentials, 415],
  ])('should answer %s with a 4xx in the one error shape', async (_what, headers, body, status) => {
    const response = await test.http().post('/api/auth/login').set(headers).send(body);
    expect(response.status).toBe(status);
    expect(Object.keys(response.body).sort()).toEqual(['code', 'message', 'statusCode']);
    expect(response.body.statusCode).toBe(status);
    expect(response.body.message).toMatch(/^[A-Z].*\.$/);
  });

  // Refused while the body is read, before any route: the answer still carries every header the API's others do.
  it.each([
    ['JSON that does not parse', { 'Content-Type': 'application/json' }, '{"email": ', 400],
    ['a JSON body over the limit', { 'Content-Type': 'application/json' }, JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }), 413],
    ['an unknown charset', { 'Content-Type': 'application/json; charset=utf-99' }, credentials, 415],
    ['a form that does not decompress', { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Encoding': 'gzip' }, 'email=a', 400],
  ])('should answer %s with the security and CORS headers, and without X-Powered-By', async (_what, headers, body, status) => {
    // From the packaged staff console (Origin null), which must be able to read why.
    const response = await test.http().post('/api/auth/login').set({ ...headers, Origin: 'null' }).send(body).expect(status);
    expect(response.headers['access-control-allow-origin']).toBe('null');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('behind a reverse proxy', () => {
  const login = (from: string, url: string, body: object, headers = {}) => postFrom(from, `${url}/api/auth/login`, body, headers);

  it.each([
    ['a hop count', '1'],
    ["the proxy's address", '127.0.0.1'],
  ])('should count each visitor on their own with TRUST_PROXY set to %s, whatever X-Forwarded-For they send', async (_how, trustProxy) => {
    const test = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: trustProxy });
    const proxy = await startProxy(test.url);
    try {
      // One computer (127.0.0.2) guesses through the proxy until it is limited...
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('127.0.0.2', proxy.url, { email: 'a@example.com', password: 'x' })).status).toBe(401);
      expect((await login('127.0.0.2', proxy.url, { email: 'a@example.com', password: 'x' })).status).toBe(429);
      // ...and cannot slip out by claiming another address of its own...
      expect((await login('127.0.0.2', proxy.url, ADMIN, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
      // ...while another computer (127.0.0.3) behind the same proxy signs in.
      expect((await login('127.0.0.3', proxy.url, ADMIN)).status).toBe(200);
    } finally {
      await proxy.close();
      await test.close();
    }
  });

  it('should trust no X-Forwarded-For by default', async () => {
    const test = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (const forged of ['203.0.113.1', '203.0.113.2']) {
        expect((await login('127.0.0.2', test.url, { email: 'a@example.com', password: 'x' }, { 'x-forwarded-for': forged })).status).toBe(401);
      }
      expect((await login('127.0.0.2', test.url, ADMIN, { 'x-forwarded-for': '203.0.113.3' })).status).toBe(429);
    } finally {
      await test.close();
    }
  });
});

describe('which pages may call the API (CORS)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ PUBLIC_URL: 'https://school.example' });
  });
  afterAll(() => test.close());

  const preflight = (origin: string) =>
    test.http().options('/api/auth/login').set('Origin', origin).set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'authorization,content-type');

  it.each([
    ['the site itself', 'https://school.example'],
    ['the packaged staff console (file:// pages send Origin null)', 'null'],
    ['the staff console under npm run desktop (outside production)', 'http://localhost:5173'],
  ])('should let %s call it', async (_who, origin) => {
    const response = await preflight(origin);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-headers']).toMatch(/authorization/i);
  });

  it.each(['https://evil.example', 'https://school.example.evil.example', 'http://school.example'])('should not let %s read its answers', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const read = await test.http().get('/api/health').set('Origin', origin).expect(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('should take its list from CORS_ORIGINS, and leave the dev console out in production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trailside-cors-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://a.example/, https://b.example, file://' }).corsOrigins).toEqual([
        'https://a.example',
        'https://b.example',
        'file://',
      ]);
      const production = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET, PUBLIC_URL: 'https://school.example/' });
      expect(production.corsOrigins).toEqual(['https://school.example', 'null']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('production', () => {
  it('should refuse to start without JWT_SECRET, or with a short one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trailside-prod-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: '   ' })).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
      expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
      const production = { DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'https://school.example' };
      expect(loadConfig({ ...production, JWT_SECRET: PRODUCTION_SECRET }).jwt.secret).toBe(PRODUCTION_SECRET);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('should answer every failure, even its own, in the one shape with no stack trace or internal message', async () => {
    const test = await startTestApp({ NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET, PUBLIC_URL: 'https://school.example' });
    try {
      const bodies = [
        (await test.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400)).body,
        (await test.http().get('/api/blogs').query({ query: '{not json' }).expect(400)).body,
        (await test.http().get('/api/no-such-route').expect(404)).body,
      ];
      // The database goes away under the running app: its own failure must not leak the driver's words.
      await test.app.get(MikroORM).close(true);
      const failed = await test.http().get('/api/blogs').query({ query: JSON.stringify({ limit: 2 }) });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      bodies.push(failed.body);
      for (const body of bodies) {
        expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
        expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|node_modules|SQLITE|Error:|\.ts\b|\.js\b/);
      }
      expect(failed.body).toEqual({ statusCode: failed.status, code: expect.any(String), message: expect.any(String) });
    } finally {
      await test.close().catch(() => undefined);
    }
  });
});

/** What the fuzzer (test/fuzz.e2e-spec.ts) found, kept as plain tests. */
describe('inputs the fuzzer found', () => {
  let test: TestApp;
  let godToken: string;
  beforeAll(async () => {
    test = await startTestApp();
    godToken = await logIn(test, ADMIN.email, ADMIN.password);
  });
  afterAll(() => test.close());

  it.each([
    ['a path parameter', () => test.http().get('/api/blogs/%00')],
    ['a JSON body', () => test.http().post('/api/auth/login').send({ email: 'a\u0000@example.com', password: 'x' })],
    ['a query', () => test.http().get('/api/comments').query({ parentDocPath: 'blogs/a\u0000' })],
    ['a multipart payload', () => test.http().post('/api/auth/register').field('payload', JSON.stringify({ type: 'parent', email: 'n@example.com', password: 'apple-orchard-walk', fname: 'A\u0000', lname: 'B' }))],
  ])('should refuse a null character in %s with a 400, not a database error', async (_where, send) => {
    const response = await send();
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The request contains an invisible null character that cannot be saved. Please remove it and try again.',
    });
  });

  it.each([
    ['a second picture', 'image'],
    ['a picture in a field it does not take', 'other'],
  ])('should refuse %s after the first with a 400, leaving no file behind', async (_what, secondField) => {
    const response = await test
      .http()
      .put('/api/blogs')
      .set(bearer(godToken))
      .field('id', 'x')
      .attach('image', Buffer.from('a'), 'a.jpg')
      .attach(secondField, Buffer.from('b'), 'b.jpg');
    expect(response.body).toMatchObject({ statusCode: 400, code: 'TOO_MANY_FILES' });
    expect(readdirSync(test.config.tmpDir)).toEqual([]);
  });
});
