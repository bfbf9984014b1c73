// Wrong passwords are counted by address in a table of their own (an address with no account counts the same),
// instead of on the account, where they locked it: after five a captcha is asked for, never a lock-out.
// Portable SQL, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261124090000_failed_sign_ins extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "failed_sign_ins" ("id" varchar(36) not null, "email" varchar(254) not null, "failed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "failed_sign_ins_email_failed_at_index" on "failed_sign_ins" ("email", "failed_at");`);
    this.addSql(`alter table "users" drop column "failed_logins";`);
    this.addSql(`alter table "users" drop column "locked_until";`);
  }

}
