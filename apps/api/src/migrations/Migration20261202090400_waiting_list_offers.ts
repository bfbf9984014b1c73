// The waiting lists and offers of issue 41 (slice 4): each list's places and order, each student's line on a list
// (with where staff moved it and why), the offers and each guardian's private link to answer one. Rows point at their
// family by "family_id" without a foreign key, as the family record's do. Portable SQL, as Migration20261202090000_families.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261202090400_waiting_list_offers extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "waiting_lists" ("id" varchar(36) not null, "level" varchar(16) not null, "start_term" varchar(7) not null, "places" integer not null default 0, "siblings_first" boolean not null default true, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "waiting_lists_level_start_term_unique" on "waiting_lists" ("level", "start_term");`);
    this.addSql(`create table "waiting_list_entries" ("id" varchar(36) not null, "family_id" varchar(36) not null, "student_id" varchar(36) not null, "level" varchar(16) not null, "start_term" varchar(7) not null, "completed_at" timestamptz not null, "manual_place" integer null, "moved_at" timestamptz null, "move_reason" varchar(300) null, "moved_by" varchar(200) null, "joined_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "waiting_list_entries_family_id_index" on "waiting_list_entries" ("family_id");`);
    this.addSql(`create unique index "waiting_list_entries_student_id_unique" on "waiting_list_entries" ("student_id");`);
    this.addSql(`create index "waiting_list_entries_level_start_term_index" on "waiting_list_entries" ("level", "start_term");`);
    this.addSql(`create table "admission_offers" ("id" varchar(36) not null, "family_id" varchar(36) not null, "student_id" varchar(36) not null, "level" varchar(16) not null, "start_term" varchar(7) not null, "class_name" varchar(60) not null, "monthly_tuition" integer not null, "start_date" varchar(10) not null, "deposit" varchar(200) null, "deadline" timestamptz not null, "state" varchar(16) not null default 'open', "offered_at" timestamptz not null, "answered_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "admission_offers_family_id_index" on "admission_offers" ("family_id");`);
    this.addSql(`create index "admission_offers_student_id_index" on "admission_offers" ("student_id");`);
    this.addSql(`create index "admission_offers_state_deadline_index" on "admission_offers" ("state", "deadline");`);
    this.addSql(`create index "admission_offers_level_start_term_index" on "admission_offers" ("level", "start_term");`);
    this.addSql(`create table "admission_offer_links" ("id" varchar(36) not null, "offer_id" varchar(36) not null, "family_id" varchar(36) not null, "guardian_id" varchar(36) not null, "token_hash" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "admission_offer_links_offer_id_index" on "admission_offer_links" ("offer_id");`);
    this.addSql(`create index "admission_offer_links_family_id_index" on "admission_offer_links" ("family_id");`);
    this.addSql(`create index "admission_offer_links_guardian_id_index" on "admission_offer_links" ("guardian_id");`);
    this.addSql(`create index "admission_offer_links_token_hash_index" on "admission_offer_links" ("token_hash");`);
  }

}
