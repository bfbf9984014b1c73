import { defineConfig } from '@mikro-orm/sqlite';
import { Migrator } from '@mikro-orm/migrations';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import type { Config } from '../config/config';
import { GalleryImageRecord } from '../gallery/gallery-image.entity';
import { SocialEventRecord } from '../social-events/social-event.entity';
import { UserAccount } from '../users/user-account.entity';
import { migrationsList } from './migrations-list';

export const entities = [UserAccount, PasswordResetToken, SocialEventRecord, GalleryImageRecord];

export function ormOptions(config: Pick<Config, 'databaseFile'>) {
  return defineConfig({
    dbName: config.databaseFile,
    entities,
    extensions: [Migrator],
    // Listed in code, not found by file glob, so the same list runs from src (tests) and dist (start).
    migrations: { migrationsList, path: 'src/migrations', emit: 'ts', transactional: true, snapshot: false, silent: true },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
  });
}
