import { Body, Controller, type INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { CurrentUser } from '../src/common/access/current-user.decorator';
import { Endpoint } from '../src/common/endpoint/endpoint.decorator';
import { ErrorBodyFilter } from '../src/common/errors/error-body.filter';
import { serveCachedAnonymousResponses } from '../src/common/http-cache/anonymous-cache.middleware';
import { HttpCacheService } from '../src/common/http-cache/http-cache.service';
import { loadConfig } from '../src/config/config';
import { DatabaseService } from '../src/database/database.service';
import type { UserAccount } from '../src/identity/people/user-account.entity';
import { FirstAdminService } from '../src/identity/people/first-admin.service';
import { freshDataStore, type TestDataStore } from './support/database';
import { ADMIN, bearer } from './support/test-app';

/** A tiny list with one row only signed-in callers see, counting how often the list is really built. */
const state = { notes: ['Sunflowers in bed three'], builds: 0 };

@Controller('cache-probe')
class CacheProbeController {
  @Endpoint({ method: 'GET', path: '', access: 'public', cache: { tags: ['blogs'] }, summary: 'The notes' })
  list(@CurrentUser() user: UserAccount | null) {
    state.builds += 1;
    return { notes: user ? [...state.notes, `Pending note by ${user.fname}`] : state.notes };
  }

  @Endpoint({ method: 'GET', path: 'other', access: 'public', cache: { tags: ['gallery'] }, summary: 'Another kind of content' })
  other() {
    state.builds += 1;
    return { other: true };
  }

  @Endpoint({ method: 'GET', path: 'mine', access: 'signed-in', cache: { tags: ['blogs'] }, summary: 'The caller\'s own notes' })
  mine(@CurrentUser() user: UserAccount) {
    state.builds += 1;
    return { mine: [`Notes of ${user.id}`] };
  }

  @Endpoint({ method: 'POST', path: '', access: 'signed-in', invalidates: ['blogs'], summary: 'Add a note' })
  add(@Body() body: { note: string }) {
    state.notes.push(body.note);
    return { note: body.note };
  }
}

@Module({ controllers: [CacheProbeController] })
class CacheProbeModule {}

describe('public response caching', () => {
  let store: TestDataStore;
  let app: INestApplication;
  let http: () => ReturnType<typeof request>;
  let token: string;

  beforeAll(async () => {
    store = await freshDataStore('trailside-cache-');
    const config = loadConfig({ NODE_ENV: 'test', ...store.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config), CacheProbeModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new ErrorBodyFilter());
    serveCachedAnonymousResponses(app);
    await app.init();
    await app.get(DatabaseService).migrate();
    await app.get(FirstAdminService).ensureFirstAdmin();
    http = () => request(app.getHttpServer());
    token = (await http().post('/api/auth/login').send(ADMIN).expect(200)).body.token;
  });
  afterAll(async () => {
    await app.close();
    await store.remove();
  });
  beforeEach(() => {
    app.get(HttpCacheService).invalidate('blogs', 'gallery');
    state.builds = 0;
  });

  it('should send a strong ETag, no-cache and Vary: Authorization, and answer 304 to a matching If-None-Match', async () => {
    const first = await http().get('/api/cache-probe').expect(200);
    expect(first.body).toEqual({ notes: state.notes });
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Authorization/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const again = await http().get('/api/cache-probe').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    await http().get('/api/cache-probe').set('If-None-Match', '"something-else"').expect(200);
  });

  it('should serve anonymous callers the kept body without building the list again', async () => {
    const first = await http().get('/api/cache-probe').expect(200);
    const second = await http().get('/api/cache-probe').expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(state.builds).toBe(1);
    // Each URL (query included) is kept on its own.
    await http().get('/api/cache-probe?page=2').expect(200);
    expect(state.builds).toBe(2);
  });

  it('should drop the kept body when a write to its tag succeeds, and keep the others', async () => {
    const before = await http().get('/api/cache-probe').expect(200);
    await http().get('/api/cache-probe/other').expect(200);
    await http().post('/api/cache-probe').set(bearer(token)).send({ note: 'Beans climbing the fence' }).expect(201);

    const after = await http().get('/api/cache-probe').expect(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.notes).toContain('Beans climbing the fence');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await http().get('/api/cache-probe').set('If-None-Match', before.headers.etag).expect(200);
    expect((await http().get('/api/cache-probe/other').expect(200)).headers['x-cache']).toBe('hit');
  });

  it('should never give a signed-in caller the anonymous copy, but still an ETag and 304', async () => {
    const anonymous = await http().get('/api/cache-probe').expect(200);
    const signedIn = await http().get('/api/cache-probe').set(bearer(token)).expect(200);
    expect(signedIn.body.notes.at(-1)).toMatch(/^Pending note by /);
    expect(signedIn.body.notes.length).toBe(anonymous.body.notes.length + 1);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers.etag).not.toBe(anonymous.headers.etag);
    await http().get('/api/cache-probe').set(bearer(token)).set('If-None-Match', signedIn.headers.etag).expect(304);
    // And what the signed-in caller saw never lands in the anonymous copy.
    const anonymousAgain = await http().get('/api/cache-probe').expect(200);
    expect(anonymousAgain.headers['x-cache']).toBe('hit');
    expect(anonymousAgain.text).toBe(anonymous.text);
    expect(state.builds).toBe(3);
  });

  it('should answer HEAD with the same ETag and headers, without a body', async () => {
    const get = await http().get('/api/cache-probe').expect(200);
    const head = await http().head('/api/cache-probe').expect(200);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['cache-control']).toBe('no-cache');
    await http().head('/api/cache-probe').set('If-None-Match', get.headers.etag).expect(304);
  });

  it('should never share a copy of a route that is not public, even when it names a cache', async () => {
    await http().get('/api/cache-probe/mine').set(bearer(token)).expect(200);
    await http().get('/api/cache-probe/mine').expect(401);
    const again = await http().get('/api/cache-probe/mine').set(bearer(token)).expect(200);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(app.get(HttpCacheService).size).toBe(0);
  });
});
