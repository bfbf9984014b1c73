// Applications made online (issue 41, slice 2): the application, one row per child applying, and the documents sent
// with it. Rows point at their family by "family_id" without a foreign key, as every admissions table does (see
// Migration20261202090000_families). Portable SQL, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261202090200_applications extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "applications" ("id" varchar(36) not null, "family_id" varchar(36) not null, "guardian_id" varchar(36) not null, "second_guardian_id" varchar(36) null, "link_hash" varchar(64) not null, "note" text not null default '', "created_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "applications_family_id_index" on "applications" ("family_id");`);
    this.addSql(`create index "applications_guardian_id_index" on "applications" ("guardian_id");`);
    this.addSql(`create unique index "applications_link_hash_unique" on "applications" ("link_hash");`);
    this.addSql(`create index "applications_completed_at_index" on "applications" ("completed_at");`);
    this.addSql(`create table "application_children" ("id" varchar(36) not null, "application_id" varchar(36) not null, "family_id" varchar(36) not null, "student_id" varchar(36) not null, "level" varchar(16) not null, "start_term" varchar(7) not null, "previous_school" varchar(120) not null default '', "position" int not null, primary key ("id"));`);
    this.addSql(`create index "application_children_application_id_index" on "application_children" ("application_id");`);
    this.addSql(`create index "application_children_family_id_index" on "application_children" ("family_id");`);
    this.addSql(`create index "application_children_student_id_index" on "application_children" ("student_id");`);
    this.addSql(`create table "application_documents" ("id" varchar(36) not null, "application_id" varchar(36) not null, "family_id" varchar(36) not null, "name" varchar(120) not null, "content_type" varchar(40) not null, "size" int not null, "storage_key" varchar(200) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "application_documents_application_id_index" on "application_documents" ("application_id");`);
    this.addSql(`create index "application_documents_family_id_index" on "application_documents" ("family_id");`);
  }

}
