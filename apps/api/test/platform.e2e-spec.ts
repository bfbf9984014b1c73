import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, watch } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/core';
import { AccessLevel } from '@trailside/domain/users/access-level';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { ConfigError, loadConfig } from '../src/config/config';
import { hashPassword, verifyPassword } from '../src/identity/sign-in/password';
import { UserAccount } from '../src/identity/people/user-account.entity';
import { freshDataStore, freshEm, testDatabaseServer } from './support/database';
import { standInSite } from './support/site';
import { startTestApp, type TestApp } from './support/test-app';

/** A secret as `openssl rand -base64 48` makes one. */
const PRODUCTION_SECRET = 'q3Jm9vX1sT8kLp2Wz7RbN4yHc6Ge0AuD5fKi';

describe('the running app', () => {
  let test: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = standInSite();
    test = await startTestApp({ SITE_DIR: siteDir });
  });
  afterAll(async () => {
    await test.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('should report health', async () => {
    await test.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('should report the database down when its tables cannot be read, not only when it cannot answer "select 1"', async () => {
    const connection = freshEm(test).getConnection();
    // As a failed disk does: the database still answers, but the school's data cannot be read.
    await connection.execute('alter table "users" rename to "users_unreadable"');
    try {
      const response = await test.http().get('/api/health').expect(503);
      expect(response.body).toEqual({ statusCode: 503, code: 'DATABASE_DOWN', message: 'The database cannot be reached right now.' });
    } finally {
      await connection.execute('alter table "users_unreadable" rename to "users"');
    }
    await test.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('should serve the OpenAPI description and its page', async () => {
    const page = await test.http().get('/api/docs').expect(200);
    expect(page.text).toContain('swagger-ui');
    const document = (await test.http().get('/api/docs-json').expect(200)).body;
    expect(document.info.title).toBe('Trailside Montessori K-8 API');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/users']));
  });

  it('should send security headers', async () => {
    const response = await test.http().get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('should serve the built site, with index.html for any page address', async () => {
    for (const path of ['/', '/blog-details', '/some/page/that/does/not/exist']) {
      const response = await test.http().get(path).expect(200);
      expect(response.text).toContain('<title>Trailside Montessori K-8</title>');
    }
    const asset = await test.http().get('/assets/app-1a2b3c.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('should answer unknown API addresses in the one error shape, not with the site', async () => {
    const response = await test.http().get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/no-such-thing' });
    await test.http().get('/uploads/users/missing.webp').expect(404);
  });

  it('should answer a body that is not JSON with a 400 in the same shape', async () => {
    const response = await test.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  // Node's own limit (5 s) closed a connection a test's HTTP client was about to reuse: its POST met ECONNRESET.
  it('should keep an idle kept-alive connection open past Node\'s 5 seconds, for the client to reuse', async () => {
    const { port } = new URL(test.url);
    const socket = connect(Number(port), '127.0.0.1');
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    const answered = Date.now();
    const outcome = await Promise.race([closed.then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('open'), 6_000))]);
    socket.destroy();
    expect({ outcome, after: outcome === 'closed' ? (await closed) - answered : null }).toEqual({ outcome: 'open', after: null });
  });

  it('should allow the staff console to call it from another origin', async () => {
    const response = await test.http().options('/api/auth/login').set('Origin', 'http://localhost:5173').set('Access-Control-Request-Method', 'POST');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});

describe('the first administrator', () => {
  it('should be made from ADMIN_EMAIL and ADMIN_PASSWORD once, and not again on restart', async () => {
    const test = await startTestApp({ ADMIN_EMAIL: 'office@trailside.example', ADMIN_PASSWORD: 'chosen-by-the-office' });
    try {
      const response = await test.http().post('/api/auth/login').send({ email: 'office@trailside.example', password: 'chosen-by-the-office' }).expect(200);
      expect(response.body.authUser.accessLevel).toBe(AccessLevel.GOD);
      expect(existsSync(join(test.config.dataDir, 'admin-password.txt'))).toBe(false);
    } finally {
      await test.close();
    }
  });

  it('should get a random password, kept in the data folder, when none is set', async () => {
    const store = await freshDataStore('trailside-first-');
    const dataDir = store.dataDir;
    const config = loadConfig({ NODE_ENV: 'test', ...store.env, ADMIN_EMAIL: 'first@trailside.example', SAMPLE_CONTENT: 'false' });
    const first = await createApp(config, { logger: false });
    const [email, password] = readFileSync(join(dataDir, 'admin-password.txt'), 'utf8').trim().split('\n');
    expect(email).toBe('first@trailside.example');
    expect(password.length).toBeGreaterThanOrEqual(16);
    await first.close();

    // A restart on the same data keeps the one administrator and its password.
    const again = await createApp(config, { logger: false });
    try {
      expect(await again.get(EntityManager).fork().count(UserAccount, {})).toBe(1);
      await request(again.getHttpServer()).post('/api/auth/login').send({ email, password }).expect(200);
    } finally {
      await again.close();
      await store.remove();
    }
  });
});

describe('configuration', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    dirs.push(mkdtempSync(join(tmpdir(), 'trailside-cfg-')));
    return dirs[dirs.length - 1];
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('should list every bad setting in one error', () => {
    const load = () => loadConfig({ NODE_ENV: 'production', PORT: 'eighty', SMTP_URL: 'not a url', DATA_DIR: freshDir() });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[^]*SMTP_URL[^]*JWT_SECRET: is required when NODE_ENV=production/);
  });

  it('should take HOST as an address to listen on, and refuse a name', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: freshDir(), HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ DATA_DIR: freshDir() }).host).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: freshDir(), HOST: 'localhost' })).toThrow(/HOST: must be an IP address of this machine, such as 127.0.0.1/);
  });

  it('should refuse in production what would serve a laptop: no PUBLIC_URL, a guessable JWT_SECRET or ADMIN_PASSWORD', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDir(), ...env });
    const good = { JWT_SECRET: PRODUCTION_SECRET, PUBLIC_URL: 'https://school.example' };
    expect(load({ JWT_SECRET: PRODUCTION_SECRET })).toThrow(/PUBLIC_URL: is required when NODE_ENV=production/);
    expect(load({ ...good, JWT_SECRET: 'a'.repeat(40) })).toThrow(/JWT_SECRET: looks guessable/);
    expect(load({ ...good, JWT_SECRET: 'abab'.repeat(10) })).toThrow(/JWT_SECRET: looks guessable/);
    expect(load({ ...good, ADMIN_PASSWORD: 'password' })).toThrow(/ADMIN_PASSWORD: is one of the first passwords anyone would guess/);
    expect(load({ ...good, ADMIN_PASSWORD: 'zzzzzzzz' })).toThrow(/ADMIN_PASSWORD/);
    // All three at once, in one message, so one restart fixes them.
    expect(load({ JWT_SECRET: 'a'.repeat(40), ADMIN_PASSWORD: 'password' })).toThrow(/JWT_SECRET[^]*PUBLIC_URL[^]*ADMIN_PASSWORD/);
    expect(load({ ...good, ADMIN_PASSWORD: 'maple-leaves-in-autumn' })()).toMatchObject({ publicUrl: 'https://school.example', production: true });
    // Outside production the defaults still serve a laptop.
    expect(loadConfig({ DATA_DIR: freshDir(), ADMIN_PASSWORD: 'password' }).publicUrl).toBe('http://localhost:3000');
  });

  it('should read TRUST_PROXY as a hop count or proxy addresses, off by default, and never "true"', () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: freshDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.5, 10.0.0.0/8,loopback, ::1')).toEqual(['10.0.0.5', '10.0.0.0/8', 'loopback', '::1']);
    for (const bad of ['true', 'proxy.school.lan', '10.0.0.0/33', '-1']) expect(() => trust(bad)).toThrow(/TRUST_PROXY: must be how many proxies/);
  });

  it('should keep the data folder, the database and the outbox to its own user (0700 folders, 0600 files)', async () => {
    const dataDir = join(freshDir(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SAMPLE_CONTENT: 'false', PASSWORD_HASH_COST: '10', SITE_DIR: join(dataDir, 'no-site') });
    const app = await createApp(config, { logger: false });
    try {
      await app.listen(0, '127.0.0.1');
      // A reset mail without SMTP_URL is an .eml file in the outbox, with a live link in it.
      await request(app.getHttpServer()).post('/api/auth/forgotPassword').send({ email: config.admin.email }).expect(200);
      const outbox = () => (existsSync(config.outboxDir) ? readdirSync(config.outboxDir).filter((name) => name.endsWith('.eml')) : []);
      // It is written right after the answer: wait for it, as a person would look in the folder.
      await new Promise<void>((resolve, reject) => {
        const watcher = watch(config.outboxDir, () => {
          if (!outbox().length) return;
          watcher.close();
          resolve();
        });
        watcher.on('error', reject);
        if (outbox().length) {
          watcher.close();
          resolve();
        }
      });
      const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
      const files = ['school.sqlite', 'school.sqlite-wal', 'school.sqlite-shm', 'jwt-secret', 'admin-password.txt'].map((name) => join(dataDir, name));
      const made = testDatabaseServer ? files.filter((file) => !file.includes('school.sqlite')) : files;
      expect(Object.fromEntries([dataDir, config.uploadsDir, config.outboxDir, config.tmpDir].map((dir) => [dir, mode(dir)]))).toEqual(
        Object.fromEntries([dataDir, config.uploadsDir, config.outboxDir, config.tmpDir].map((dir) => [dir, '700'])),
      );
      expect(Object.fromEntries([...made, ...outbox().map((name) => join(config.outboxDir, name))].map((file) => [file, mode(file)]))).toEqual(
        Object.fromEntries([...made, ...outbox().map((name) => join(config.outboxDir, name))].map((file) => [file, '600'])),
      );
    } finally {
      await app.close();
    }
  });

  it('should work with no settings at all, keeping a generated JWT secret', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.jwt.secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwt.secret).toBe(first.jwt.secret);
    expect(first.passwordHashCost).toBe(15);
  });

  it('should let tests lower the password hash cost, but never production', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    const production = { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET, PUBLIC_URL: 'https://school.example', DATA_DIR: freshDir() };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST: must be at least 15 when NODE_ENV=production/);
    expect(loadConfig(production).passwordHashCost).toBe(15);
    expect(() => loadConfig({ DATA_DIR: freshDir(), PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST: must be 10 to 20/);
  });

  it('should hash at the configured cost and verify hashes of any cost', async () => {
    const strong = await hashPassword('meadow-lane-1200', 15);
    const quick = await hashPassword('meadow-lane-1200', 10);
    expect(strong.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(quick.split('$')[1]).toBe('1024');
    await expect(verifyPassword('meadow-lane-1200', strong)).resolves.toBe(true);
    await expect(verifyPassword('meadow-lane-1200', quick)).resolves.toBe(true);
    await expect(verifyPassword('meadow-lane-1201', quick)).resolves.toBe(false);
  });
});
