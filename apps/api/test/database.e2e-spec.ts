import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EntityManager, MikroORM } from '@mikro-orm/core';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { SqlitePlatform } from '@mikro-orm/sqlite';
import { RUNNING_MARKER, serverUsing } from '../src/database/running-marker';
import { UserAccount } from '../src/identity/people/user-account.entity';
import { freshEm, testDatabaseServer } from './support/database';
import { bearer, signUp, startTestApp, type TestApp } from './support/test-app';

describe('the database', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test?.close());

  const pragma = async (name: string) => {
    const [row] = await test.app.get(EntityManager).fork().getConnection().execute(`pragma ${name}`);
    return Object.values(row as object)[0];
  };

  it('should be the one this run asked for: PostgreSQL with DATABASE_URL, SQLite in DATA_DIR without', () => {
    const platform = test.app.get(MikroORM).em.getPlatform();
    if (testDatabaseServer) {
      expect(platform).toBeInstanceOf(PostgreSqlPlatform);
      expect(test.config.databaseUrl).toMatch(/^postgres:\/\/.+\/trailside_test_/);
    } else {
      expect(platform).toBeInstanceOf(SqlitePlatform);
      expect(existsSync(join(test.config.dataDir, 'school.sqlite'))).toBe(true);
    }
  });

  (testDatabaseServer ? it.skip : it)('should keep SQLite in WAL mode with full sync, a busy timeout and foreign keys on', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    // 2 is FULL: the write-ahead log reaches the disk before a commit returns.
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('busy_timeout')).toBe(10_000);
    expect(await pragma('foreign_keys')).toBe(1);
  });

  it('should write only what a request changed, never the rows it merely loaded (the signed-in account)', async () => {
    const family = await signUp(test);
    const before = await freshEm(test).findOneOrFail(UserAccount, { id: family.user.id });
    await test.http().post('/api/testimonials').set(bearer(family.token)).send({ text: 'Theo loves the garden.' }).expect(201);
    const after = await freshEm(test).findOneOrFail(UserAccount, { id: family.user.id });
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it('should mark the data folder as in use by this process while the app runs', async () => {
    expect(readFileSync(join(test.config.dataDir, RUNNING_MARKER), 'utf8').trim()).toBe(String(process.pid));
    expect(serverUsing(test.config.dataDir)).toBe(process.pid);
  });
});

describe('the running marker', () => {
  it('should be gone once the app closes', async () => {
    const test = await startTestApp();
    const { dataDir } = test.config;
    await test.app.close();
    try {
      expect(existsSync(join(dataDir, RUNNING_MARKER))).toBe(false);
      expect(serverUsing(dataDir)).toBeUndefined();
    } finally {
      await test.close().catch(() => undefined);
    }
  });
});
