// Families hear from the school by e-mail (issue 26): an account's address is verified by a link; anyone may
// subscribe an address to News, This week and Notices (confirmed by a link first); account holders have switches
// for mail about their own writing; each letter, news mail and mailed notice is one broadcast row, sent once, its
// mails queued in the outbox behind personal ones; the weekly letter's day and time join the site settings.
// Portable SQL, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128090000_family_mail extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null;`);
    this.addSql(`create table "subscriptions" ("id" varchar(36) not null, "email" varchar(254) not null, "news" boolean not null default false, "weekly" boolean not null default false, "notices" boolean not null default false, "pending_topics" varchar(40) not null default '', "requested_at" timestamptz null, "confirmed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "subscriptions_email_unique" on "subscriptions" ("email");`);
    this.addSql(`create table "account_mail_settings" ("user_id" varchar(36) not null, "replies" boolean not null default true, "approvals" boolean not null default true, "items_waiting" boolean not null default false, "new_enquiry" boolean not null default false, "items_waiting_mailed_at" timestamptz null, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`create table "mail_broadcasts" ("id" varchar(36) not null, "kind" varchar(16) not null, "key" varchar(80) not null, "ref_id" varchar(36) null, "status" varchar(16) not null, "subject" varchar(300) null, "html" text null, "text" text null, "contents" text not null, "recipients" integer not null default 0, "due_at" timestamptz not null, "created_at" timestamptz not null, "queued_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create unique index "mail_broadcasts_key_unique" on "mail_broadcasts" ("key");`);
    this.addSql(`create index "mail_broadcasts_kind_due_at_index" on "mail_broadcasts" ("kind", "due_at");`);
    this.addSql(`alter table "mail_outbox" add column "priority" integer not null default 0;`);
    this.addSql(`alter table "mail_outbox" add column "recipient_id" varchar(36) null;`);
    this.addSql(`create index "mail_outbox_sent_at_priority_next_try_at_index" on "mail_outbox" ("sent_at", "priority", "next_try_at");`);
    this.addSql(`create index "mail_outbox_kind_ref_id_index" on "mail_outbox" ("kind", "ref_id");`);
    this.addSql(`alter table "site_settings" add column "weekly_letter_day" integer null;`);
    this.addSql(`alter table "site_settings" add column "weekly_letter_time" varchar(5) null;`);
  }

}
