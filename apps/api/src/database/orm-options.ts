import { defineConfig } from '@mikro-orm/sqlite';
import { Migrator } from '@mikro-orm/migrations';
import { BlogPost } from '../blogs/blog.entity';
import { PostComment } from '../comments/comment.entity';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import type { Config } from '../config/config';
import { Enquiry } from '../contact/enquiry.entity';
import { UsedCaptcha } from '../contact/used-captcha.entity';
import { SiteSettingsRecord } from '../settings/site-settings.entity';
import { ShortLink } from '../short-urls/short-link.entity';
import { UserAccount } from '../users/user-account.entity';
import { migrationsList } from './migrations-list';

import { TeacherRecord } from '../teachers/teacher.entity';
import { TestimonialRecord } from '../testimonials/testimonial.entity';

import { GalleryImageRecord } from '../gallery/gallery-image.entity';
import { SocialEventRecord } from '../social-events/social-event.entity';

export const entities = [UserAccount, PasswordResetToken, BlogPost, Enquiry, GalleryImageRecord, PostComment, ShortLink, SiteSettingsRecord, SocialEventRecord, TeacherRecord, TestimonialRecord, UsedCaptcha];

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
