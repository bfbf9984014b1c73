import { EntityManager } from '@mikro-orm/core';
import type { INestApplication } from '@nestjs/common';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { UserAccount } from '../src/identity/people/user-account.entity';
import type { Notice } from '@trailside/domain/notices/notice.types';
import { moveClock, realClock, setClock } from './support/clock';
import { freshDataStore, testDatabaseServer } from './support/database';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

// SQLite serves one instance; several instances share a PostgreSQL database (see the README).
const onPostgres = testDatabaseServer ? describe : describe.skip;

onPostgres('two API instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    a = await startTestApp();
    // The same database and the same data folder (uploads, generated secrets), as behind a load balancer.
    b = await startTestApp({ DATA_DIR: a.config.dataDir, DATABASE_URL: a.config.databaseUrl! });
    adminToken = await logIn(a, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const titles = (response: { body: { blogs: { title: string }[] } }) => response.body.blogs.map((blog) => blog.title);

  it('should accept a sign-in from one instance on the other: the bearer token is all a request needs', async () => {
    const family = await signUp(a);
    const me = await b.http().get('/api/auth/me').set(bearer(family.token)).expect(200);
    expect(me.body.user.id).toBe(family.user.id);
  });

  it('should show a write on one instance through the other at once, never a stale cached copy', async () => {
    for (let round = 1; round <= 10; round += 1) {
      const [writer, reader] = round % 2 ? [a, b] : [b, a];
      await reader.http().get('/api/blogs').expect(200);
      const cached = await reader.http().get('/api/blogs').expect(200);
      expect(cached.headers['x-cache']).toBe('hit');

      const title = `Harvest day, round ${round}`;
      await writer.http().post('/api/blogs').set(bearer(adminToken)).send({ title, text: 'The upper elementary class sold squash.' }).expect(201);

      const after = await reader.http().get('/api/blogs').expect(200);
      expect([round, after.headers['x-cache']]).toEqual([round, 'miss']);
      expect(titles(after)).toContain(title);
    }
  });

  it('should show a notice on both instances from its start and hide it after its end, with only the clock moved', async () => {
    setClock(Date.now());
    try {
      const startsAt = Math.floor(Date.now() / 1000) + 60;
      await a.http().post('/api/notices').set(bearer(adminToken)).send({ message: 'Closed for snow today.', level: 'urgent', startsAt, endsAt: startsAt + 3600 }).expect(201);
      const read = async (instance: TestApp) => {
        const response = await instance.http().get('/api/notices').expect(200);
        return [response.headers['x-cache'], response.body.notices.map((notice: Notice) => notice.message)];
      };
      for (const instance of [a, b]) {
        await read(instance);
        expect(await read(instance)).toEqual(['hit', []]);
      }
      moveClock(startsAt * 1000 - Date.now() + 1000);
      for (const instance of [a, b]) expect(await read(instance)).toEqual(['miss', ['Closed for snow today.']]);
      moveClock(3600 * 1000);
      for (const instance of [a, b]) expect(await read(instance)).toEqual(['miss', []]);
    } finally {
      realClock();
    }
  });
});

onPostgres('instances starting together on a new PostgreSQL database', () => {
  it('should take turns: one migrates and makes the first admin, both serve', async () => {
    const store = await freshDataStore('trailside-together-');
    const env = { NODE_ENV: 'test', ...store.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SAMPLE_CONTENT: 'false' };
    const apps: INestApplication[] = [];
    try {
      const started = await Promise.allSettled([createApp(loadConfig(env), { logger: false }), createApp(loadConfig(env), { logger: false })]);
      for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const admins = await apps[0].get(EntityManager).fork().count(UserAccount, { accessLevel: AccessLevel.GOD });
      expect(admins).toBe(1);
    } finally {
      for (const app of apps) await app.close();
      await store.remove();
    }
  });
});
