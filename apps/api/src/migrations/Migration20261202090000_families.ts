// The family record of issue 41: households, their guardians and students, and each family's timeline. Rows point at
// their family by "family_id" without a foreign key, as every admissions table will, so that merging two families
// moves them all by that one column. Portable SQL, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261202090000_families extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "families" ("id" varchar(36) not null, "name" varchar(120) not null, "stage" varchar(16) not null default 'enquiry', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "families_stage_index" on "families" ("stage");`);
    this.addSql(`create table "family_guardians" ("id" varchar(36) not null, "family_id" varchar(36) not null, "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(40) not null default '', "verified_at" timestamptz null, "user_id" varchar(36) null, "signs_agreement" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "family_guardians_family_id_index" on "family_guardians" ("family_id");`);
    this.addSql(`create index "family_guardians_email_index" on "family_guardians" ("email");`);
    this.addSql(`create index "family_guardians_user_id_index" on "family_guardians" ("user_id");`);
    this.addSql(`create table "family_students" ("id" varchar(36) not null, "family_id" varchar(36) not null, "first_name" varchar(60) not null, "last_name" varchar(60) not null default '', "date_of_birth" varchar(10) null, "level" varchar(16) null, "start_term" varchar(7) null, "stage" varchar(16) not null default 'enquiry', "status" varchar(16) not null default 'enquiring', "user_id" varchar(36) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "family_students_family_id_index" on "family_students" ("family_id");`);
    this.addSql(`create index "family_students_user_id_index" on "family_students" ("user_id");`);
    this.addSql(`create index "family_students_stage_level_start_term_index" on "family_students" ("stage", "level", "start_term");`);
    this.addSql(`create table "family_events" ("id" varchar(36) not null, "family_id" varchar(36) not null, "student_id" varchar(36) null, "kind" varchar(16) not null, "text" text not null, "actor_id" varchar(36) null, "actor_name" varchar(200) null, "at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "family_events_family_id_at_index" on "family_events" ("family_id", "at");`);
  }

}
