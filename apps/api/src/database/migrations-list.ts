import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122030111 } from '../migrations/Migration20261122030111';
import { Migration20261122050001_blogs } from '../migrations/Migration20261122050001_blogs';
import { Migration20261122050002_people } from '../migrations/Migration20261122050002_people';
import { Migration20261122050003_media } from '../migrations/Migration20261122050003_media';
import { Migration20261122050004_contact } from '../migrations/Migration20261122050004_contact';
import { Migration20261123000001_flyer_expiry } from '../migrations/Migration20261123000001_flyer_expiry';
import { Migration20261123120000_enquiry_read } from '../migrations/Migration20261123120000_enquiry_read';
import { Migration20261123120001_audit } from '../migrations/Migration20261123120001_audit';
import { Migration20261123120002_mail_outbox } from '../migrations/Migration20261123120002_mail_outbox';
import { Migration20261124090000_failed_sign_ins } from '../migrations/Migration20261124090000_failed_sign_ins';
import { Migration20261126100000_calendar_notices } from '../migrations/Migration20261126100000_calendar_notices';
import { Migration20261128090000_accounts } from '../migrations/Migration20261128090000_accounts';
import { Migration20261128090000_family_mail } from '../migrations/Migration20261128090000_family_mail';
import { Migration20261129090000_comments_belong_to_posts } from '../migrations/Migration20261129090000_comments_belong_to_posts';
import { Migration20261130090000_second_step_once } from '../migrations/Migration20261130090000_second_step_once';
import { Migration20261130090001_unsolicited_mails } from '../migrations/Migration20261130090001_unsolicited_mails';
import { Migration20261201090000_consent_from_my_account } from '../migrations/Migration20261201090000_consent_from_my_account';
import { Migration20261202090000_families } from '../migrations/Migration20261202090000_families';
import { Migration20261202090100_visits } from '../migrations/Migration20261202090100_visits';
import { Migration20261202090200_applications } from '../migrations/Migration20261202090200_applications';
import { Migration20261202090300_agreements } from '../migrations/Migration20261202090300_agreements';
import { Migration20261202090400_waiting_list_offers } from '../migrations/Migration20261202090400_waiting_list_offers';

/**
 * Every committed migration, oldest first. Make a new one with `npm run migration:create -w @trailside/api`
 * after `npm run build`, then list it here. Each runs on SQLite and on PostgreSQL (DATABASE_URL): write
 * portable SQL (double-quoted names, standard types) or branch on usesPostgres (database/dialect.ts).
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122030111', class: Migration20261122030111 },
  { name: 'Migration20261122050001_blogs', class: Migration20261122050001_blogs },
  { name: 'Migration20261122050002_people', class: Migration20261122050002_people },
  { name: 'Migration20261122050003_media', class: Migration20261122050003_media },
  { name: 'Migration20261122050004_contact', class: Migration20261122050004_contact },
  { name: 'Migration20261123000001_flyer_expiry', class: Migration20261123000001_flyer_expiry },
  { name: 'Migration20261123120000_enquiry_read', class: Migration20261123120000_enquiry_read },
  { name: 'Migration20261123120001_audit', class: Migration20261123120001_audit },
  { name: 'Migration20261123120002_mail_outbox', class: Migration20261123120002_mail_outbox },
  { name: 'Migration20261124090000_failed_sign_ins', class: Migration20261124090000_failed_sign_ins },
  { name: 'Migration20261126100000_calendar_notices', class: Migration20261126100000_calendar_notices },
  { name: 'Migration20261128090000_accounts', class: Migration20261128090000_accounts },
  { name: 'Migration20261128090000_family_mail', class: Migration20261128090000_family_mail },
  { name: 'Migration20261129090000_comments_belong_to_posts', class: Migration20261129090000_comments_belong_to_posts },
  { name: 'Migration20261130090000_second_step_once', class: Migration20261130090000_second_step_once },
  { name: 'Migration20261130090001_unsolicited_mails', class: Migration20261130090001_unsolicited_mails },
  { name: 'Migration20261201090000_consent_from_my_account', class: Migration20261201090000_consent_from_my_account },
  { name: 'Migration20261202090000_families', class: Migration20261202090000_families },
  { name: 'Migration20261202090100_visits', class: Migration20261202090100_visits },
  { name: 'Migration20261202090200_applications', class: Migration20261202090200_applications },
  { name: 'Migration20261202090300_agreements', class: Migration20261202090300_agreements },
  { name: 'Migration20261202090400_waiting_list_offers', class: Migration20261202090400_waiting_list_offers },
];
