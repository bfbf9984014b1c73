import { EntityManager } from '@mikro-orm/core';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { UserAccount } from '../src/users/user-account.entity';
import { freshDataStore, type TestDataStore } from './support/database';
import { ADMIN } from './support/test-app';

describe('sample content', () => {
  const env = { NODE_ENV: 'test', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } as const;
  let store: TestDataStore;
  beforeAll(async () => {
    store = await freshDataStore('trailside-sample-');
  });
  afterAll(() => store.remove());

  const families = async () => {
    const app = await createApp(loadConfig({ ...env, ...store.env }), { logger: false });
    try {
      return await app.get(EntityManager).fork().count(UserAccount, { accessLevel: AccessLevel.GENERAL });
    } finally {
      await app.close();
    }
  };

  it('should fill a new database on its first start, and only then', async () => {
    expect(await families()).toBe(3);
    expect(await families()).toBe(3);
  });

  it('should leave a new database empty when SAMPLE_CONTENT is false', async () => {
    const empty = await freshDataStore('trailside-empty-');
    const app = await createApp(loadConfig({ ...env, ...empty.env, SAMPLE_CONTENT: 'false' }), { logger: false });
    try {
      expect(await app.get(EntityManager).fork().count(UserAccount, { accessLevel: AccessLevel.GENERAL })).toBe(0);
    } finally {
      await app.close();
      await empty.remove();
    }
  });
});
