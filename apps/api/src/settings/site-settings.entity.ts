import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { DEFAULT_ACCOUNT_POLICY } from '@trailside/domain/account/two-step.rules';
import { DEFAULT_SITE_SETTINGS } from '@trailside/domain/settings/site-settings.types';

/** The one row of the school's own details (id 1), seeded by the migration with CONTENT.md's identity. */
@Entity({ tableName: 'site_settings' })
export class SiteSettingsRecord {
  static readonly ID = 1;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number & Opt = SiteSettingsRecord.ID;

  @Property({ type: 'string', length: 100 })
  schoolName: string & Opt = DEFAULT_SITE_SETTINGS.schoolName;

  @Property({ type: 'string', length: 40 })
  phone: string & Opt = DEFAULT_SITE_SETTINGS.phone;

  @Property({ type: 'string', length: 254 })
  email: string & Opt = DEFAULT_SITE_SETTINGS.email;

  @Property({ type: 'string', length: 200 })
  address: string & Opt = DEFAULT_SITE_SETTINGS.address;

  @Property({ type: 'string', length: 100 })
  hours: string & Opt = DEFAULT_SITE_SETTINGS.hours;

  @Property({ type: 'string', length: 2000, nullable: true })
  storeUrl: string | null = DEFAULT_SITE_SETTINGS.storeUrl;

  @Property({ type: 'string', length: 11, nullable: true })
  introVideoId: string | null = DEFAULT_SITE_SETTINGS.introVideoId;

  /** The school's IANA time zone; null: the server's own. */
  @Property({ type: 'string', length: 64, nullable: true })
  timeZone: string | null = null;

  /** Whether ADMIN and GOD accounts must sign in in two steps (staff only; not in the public settings). */
  @Property({ type: 'boolean' })
  twoStepRequiredForStaff: boolean & Opt = DEFAULT_ACCOUNT_POLICY.twoStepRequiredForStaff;

  /** Accounts that have not signed in for this many months are listed for staff to review. */
  @Property({ type: 'integer' })
  inactiveAccountMonths: number & Opt = DEFAULT_ACCOUNT_POLICY.inactiveAccountMonths;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
