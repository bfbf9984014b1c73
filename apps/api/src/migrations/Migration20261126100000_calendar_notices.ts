// The school's calendar (events and repeating series, kept as wall-clock times in a time zone with an RFC 5545
// rule) and the notices shown above every page; the school's time zone joins the site settings (null: the
// server's own). Portable SQL that SQLite and PostgreSQL both run, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126100000_calendar_notices extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "calendar_events" ("id" varchar(36) not null, "title" varchar(120) not null, "description" text not null, "place" varchar(200) not null, "audience" varchar(20) not null, "kind" varchar(20) not null, "all_day" boolean not null default false, "start_local" varchar(16) not null, "end_local" varchar(16) not null, "time_zone" varchar(64) not null, "repeat_rule" varchar(500) null, "skipped_dates" text not null, "image_path" varchar(200) null, "link_url" varchar(2000) null, "sequence" integer not null default 0, "import_uid" varchar(500) null, "deleted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "calendar_events_import_uid_unique" on "calendar_events" ("import_uid");`);
    this.addSql(`create index "calendar_events_deleted_at_index" on "calendar_events" ("deleted_at");`);
    this.addSql(`create table "notices" ("id" varchar(36) not null, "message" varchar(300) not null, "level" varchar(16) not null, "link_url" varchar(2000) null, "link_text" varchar(60) null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "notices_ends_at_index" on "notices" ("ends_at");`);
    this.addSql(`alter table "site_settings" add column "time_zone" varchar(64) null;`);
  }

}
