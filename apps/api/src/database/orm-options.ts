import { UserSession } from '../identity/sign-in/user-session.entity';
import { ParentConsentRecord } from '../identity/people/parent-consent.entity';
import { familyEntities } from '../admissions/families/family-entities';
import { applicationEntities } from '../admissions/applications/application.entity';
import { agreementEntities } from '../admissions/agreements/agreement.entities';
import { visitEntities } from '../admissions/visits/visit-entities';
import { offerEntities } from '../admissions/offers/offer-entities';
import { FailedSecondStep, RecoveryCode, UsedSecondStepTicket } from '../identity/sign-in/two-step.entities';
import type { EntityMetadata, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig as definePostgresConfig } from '@mikro-orm/postgresql';
import { defineConfig as defineSqliteConfig } from '@mikro-orm/sqlite';
import { AuditEntryRecord } from '../audit/audit-entry.entity';
import { BlogPost } from '../blogs/blog.entity';
import { OutboxMail } from '../common/mail/outbox-mail.entity';
import { UnsolicitedMail } from '../common/mail/unsolicited-mail.entity';
import { PostComment } from '../comments/comment.entity';
import { FailedSignIn } from '../identity/sign-in/failed-sign-in.entity';
import { PasswordResetToken } from '../identity/sign-in/password-reset-token.entity';
import type { Config } from '../config/config';
import { Enquiry } from '../contact/enquiry.entity';
import { UsedCaptcha } from '../contact/used-captcha.entity';
import { SiteSettingsRecord } from '../settings/site-settings.entity';
import { ShortLink } from '../short-urls/short-link.entity';
import { UserAccount } from '../identity/people/user-account.entity';
import { migrationsList } from './migrations-list';

import { TeacherRecord } from '../teachers/teacher.entity';
import { TestimonialRecord } from '../testimonials/testimonial.entity';

import { GalleryImageRecord } from '../gallery/gallery-image.entity';
import { SocialEventRecord } from '../social-events/social-event.entity';
import { CalendarEventRecord } from '../calendar/calendar-event.entity';
import { NoticeRecord } from '../notices/notice.entity';
import { AccountMailSettingsRecord } from '../mailing/account-mail-settings.entity';
import { MailBroadcast } from '../mailing/mail-broadcast.entity';
import { Subscription } from '../mailing/subscription.entity';

export const entities = [AuditEntryRecord, UserAccount, UserSession, RecoveryCode, FailedSecondStep, UsedSecondStepTicket, ParentConsentRecord, PasswordResetToken, BlogPost, Enquiry, GalleryImageRecord, PostComment, ShortLink, SiteSettingsRecord, SocialEventRecord, TeacherRecord, TestimonialRecord, UsedCaptcha, OutboxMail, UnsolicitedMail, FailedSignIn, CalendarEventRecord, NoticeRecord, Subscription, AccountMailSettingsRecord, MailBroadcast, ...familyEntities, ...applicationEntities, ...agreementEntities, ...visitEntities, ...offerEntities];

/** The name PostgreSQL lists the API's connections under (pg_stat_activity), so `npm run restore` can tell one is running. */
export const POSTGRES_APPLICATION_NAME = 'trailside-api';

/**
 * How long a SQLite statement waits for a lock another connection holds (a backup, a second process such as
 * `npm run seed`) before giving up with SQLITE_BUSY.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000;

/**
 * Every SQLite connection, as it opens: a busy timeout instead of failing at once when another connection holds
 * the lock (a backup, `npm run seed`); write-ahead log, so readers never wait for the writer; synchronous=FULL,
 * so the log is flushed to disk before a commit returns and a write the API acknowledged survives a power cut,
 * not only a crash of the process (NORMAL would keep the file consistent but may lose the last commits after
 * a power cut or an operating-system crash); and foreign keys enforced.
 */
export const SQLITE_PRAGMAS = [
  // First, so that even switching a new file to WAL waits for another connection rather than failing.
  `pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
  'pragma journal_mode = wal',
  'pragma synchronous = full',
  'pragma foreign_keys = on',
];

/**
 * SQLite allows one writer at a time, and a commit waits for the disk (synchronous=FULL). Reads outside a
 * transaction therefore go to connections of their own ("replicas" of the same file: WAL lets them read the
 * last commit while a write is in progress), so a page never queues behind someone's comment being saved.
 * Writes and transactions keep the one main connection, so they never meet SQLITE_BUSY among themselves.
 */
export const SQLITE_READ_CONNECTIONS = 3;

/**
 * The entities declare their timestamps as `type: 'datetime'`, which MikroORM 6.6 compares as plain objects when
 * it looks for changes. SQLite keeps dates as numbers, so every entity a request had loaded (the signed-in
 * account first of all) looked changed and was written back by the request's next flush. Declared as `Date`, the
 * same column (datetime in SQLite, timestamptz in PostgreSQL) is compared by its value.
 */
function compareDatesByValue(meta: EntityMetadata): void {
  for (const property of Object.values(meta.properties)) if (property.type === 'datetime') property.type = 'Date';
}

interface SqliteHandle {
  exec(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * The ORM's options: PostgreSQL at `databaseUrl` (DATABASE_URL) when it is set, otherwise SQLite in
 * `databaseFile`. The same entities and migrations serve both.
 */
export function ormOptions(config: Pick<Config, 'databaseFile' | 'databaseUrl'>): Options {
  const shared = {
    entities,
    extensions: [Migrator],
    // Listed in code, not found by file glob, so the same list runs from src (tests) and dist (start).
    migrations: { migrationsList, path: 'src/migrations', emit: 'ts' as const, transactional: true, snapshot: false, silent: true },
    forceUtcTimezone: true,
    discovery: { onMetadata: compareDatesByValue },
    allowGlobalContext: false,
    debug: false,
  };
  if (config.databaseUrl) {
    return definePostgresConfig({
      ...shared,
      clientUrl: config.databaseUrl,
      driverOptions: { connection: { application_name: POSTGRES_APPLICATION_NAME } },
    });
  }
  return defineSqliteConfig({
    ...shared,
    dbName: config.databaseFile,
    replicas: Array.from({ length: SQLITE_READ_CONNECTIONS }, (_, index) => ({ name: `read-${index + 1}` })),
    pool: {
      afterCreate: (connection: SqliteHandle, done: (error: Error | null, connection: SqliteHandle) => void) =>
        connection.exec(SQLITE_PRAGMAS.join(';\n'), (error) => done(error, connection)),
    },
  });
}
