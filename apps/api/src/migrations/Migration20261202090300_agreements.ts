// The enrolment agreement of issue 41: the template's saved versions, each family's agreement with its exact text and
// hash, and one row per required guardian's signature (the link's hash only). Rows point at their family and guardian
// by "family_id" and "guardian_id" without a foreign key, as the family record's do, so a merge moves them. Portable
// SQL, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261202090300_agreements extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "agreement_templates" ("id" varchar(36) not null, "version" integer not null, "text" text not null, "saved_by_id" varchar(36) null, "saved_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "agreement_templates_version_unique" on "agreement_templates" ("version");`);
    this.addSql(`create table "agreements" ("id" varchar(36) not null, "family_id" varchar(36) not null, "student_ids" json not null, "children" varchar(500) not null, "class_name" varchar(120) not null, "start_date" varchar(10) not null, "monthly_tuition" double precision not null, "template_version" integer not null, "text" text not null, "text_hash" varchar(64) not null, "created_at" timestamptz not null, "completed_at" timestamptz null, "pdf_path" varchar(200) null, primary key ("id"));`);
    this.addSql(`create index "agreements_family_id_index" on "agreements" ("family_id");`);
    this.addSql(`create index "agreements_created_at_index" on "agreements" ("created_at");`);
    this.addSql(`create table "agreement_signers" ("id" varchar(36) not null, "agreement_id" varchar(36) not null, "guardian_id" varchar(36) not null, "guardian_name" varchar(120) not null, "email" varchar(254) not null, "position" integer not null, "token_hash" varchar(64) not null, "signed_name" varchar(200) null, "signed_at" timestamptz null, "signed_hash" varchar(64) null, "ip_address" varchar(64) null, "user_agent" varchar(500) null, primary key ("id"));`);
    this.addSql(`create unique index "agreement_signers_token_hash_unique" on "agreement_signers" ("token_hash");`);
    this.addSql(`create index "agreement_signers_agreement_id_index" on "agreement_signers" ("agreement_id");`);
    this.addSql(`create index "agreement_signers_guardian_id_index" on "agreement_signers" ("guardian_id");`);
  }

}
