// Visits (issue 41, slice 1): the times staff publish, families' bookings of them (each in its family), and the private links their mails
// carry (only each token's SHA-256). Portable SQL that SQLite and PostgreSQL both run, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261202090100_visits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "visit_times" ("id" varchar(36) not null, "starts_at" timestamptz not null, "minutes" integer not null, "kind" varchar(16) not null, "places" integer not null, "booked" integer not null default 0, "note" varchar(500) null, "series_id" varchar(36) null, "remind_at" timestamptz not null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "visit_times_starts_at_index" on "visit_times" ("starts_at");`);
    this.addSql(`create index "visit_times_remind_at_index" on "visit_times" ("remind_at");`);
    this.addSql(`create table "visit_bookings" ("id" varchar(36) not null, "visit_id" varchar(36) not null, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "child" varchar(60) not null, "note" varchar(1000) null, "status" varchar(16) not null, "family_id" varchar(36) null, "user_id" varchar(36) null, "sequence" integer not null, "reminded_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"), constraint "visit_bookings_visit_id_foreign" foreign key ("visit_id") references "visit_times" ("id"));`);
    this.addSql(`create index "visit_bookings_visit_id_index" on "visit_bookings" ("visit_id");`);
    this.addSql(`create index "visit_bookings_family_id_index" on "visit_bookings" ("family_id");`);
    this.addSql(`create index "visit_bookings_status_reminded_at_index" on "visit_bookings" ("status", "reminded_at");`);
    this.addSql(`create table "visit_links" ("id" varchar(36) not null, "booking_id" varchar(36) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "visit_links_booking_id_index" on "visit_links" ("booking_id");`);
    this.addSql(`create unique index "visit_links_token_hash_unique" on "visit_links" ("token_hash");`);
  }

}
