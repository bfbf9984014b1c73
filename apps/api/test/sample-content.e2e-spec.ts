import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/core';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { UserAccount } from '../src/users/user-account.entity';
import { ADMIN } from './support/test-app';

describe('sample content', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trailside-sample-'));
  const env = { NODE_ENV: 'test', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } as const;
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const families = async () => {
    const app = await createApp(config, { logger: false });
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
    const emptyDir = mkdtempSync(join(tmpdir(), 'trailside-empty-'));
    const app = await createApp(loadConfig({ ...env, DATA_DIR: emptyDir, SAMPLE_CONTENT: 'false' }), { logger: false });
    try {
      expect(await app.get(EntityManager).fork().count(UserAccount, { accessLevel: AccessLevel.GENERAL })).toBe(0);
    } finally {
      await app.close();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
