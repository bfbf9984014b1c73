// Accounts people can trust (issue 27): sessions a person can see and end, two-step sign-in (the authenticator
// secret, recovery codes kept as hashes, the second step's own wrong codes), children linked to a parent with
// the parent's consent, the last sign-in, and the school's account settings. Portable SQL that SQLite and
// PostgreSQL both run, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128090000_accounts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "totp_secret" varchar(64) null;`);
    this.addSql(`alter table "users" add column "totp_pending_secret" varchar(64) null;`);
    this.addSql(`alter table "users" add column "totp_last_step" integer null;`);
    this.addSql(`alter table "users" add column "parent_id" varchar(36) null;`);
    this.addSql(`alter table "users" add column "parent_consent" varchar(16) null;`);
    this.addSql(`alter table "users" add column "last_sign_in_at" timestamptz null;`);
    this.addSql(`create index "users_parent_id_index" on "users" ("parent_id");`);
    this.addSql(`create table "user_sessions" ("id" varchar(36) not null, "user_id" varchar(36) not null, "device" varchar(100) not null, "created_at" timestamptz not null, "last_used_at" timestamptz not null, primary key ("id"), constraint "user_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade);`);
    this.addSql(`create index "user_sessions_user_id_index" on "user_sessions" ("user_id");`);
    this.addSql(`create table "recovery_codes" ("id" varchar(36) not null, "user_id" varchar(36) not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, primary key ("id"), constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade);`);
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);
    this.addSql(`create table "failed_second_steps" ("id" varchar(36) not null, "user_id" varchar(36) not null, "failed_at" timestamptz not null, primary key ("id"), constraint "failed_second_steps_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade);`);
    this.addSql(`create index "failed_second_steps_user_id_index" on "failed_second_steps" ("user_id");`);
    this.addSql(`create table "parent_consents" ("id" varchar(36) not null, "child_id" varchar(36) not null, "parent_email" varchar(254) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "given_at" timestamptz null, primary key ("id"), constraint "parent_consents_child_id_foreign" foreign key ("child_id") references "users" ("id") on delete cascade);`);
    this.addSql(`create unique index "parent_consents_token_hash_unique" on "parent_consents" ("token_hash");`);
    this.addSql(`create index "parent_consents_child_id_index" on "parent_consents" ("child_id");`);
    this.addSql(`alter table "comments" add column "held_for_consent" boolean not null default false;`);
    this.addSql(`alter table "testimonials" add column "held_for_consent" boolean not null default false;`);
    this.addSql(`alter table "site_settings" add column "two_step_required_for_staff" boolean not null default false;`);
    this.addSql(`alter table "site_settings" add column "inactive_account_months" integer not null default 24;`);
  }

}
