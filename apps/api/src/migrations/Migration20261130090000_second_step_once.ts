// The second step holds under attack (issue 38): a ticket signs in once (used_second_step_tickets keeps the ids of
// those that did, until they would have run out), and the owner is mailed when wrong codes pause the code step (the
// account notes when, so one pause sends one mail). Portable SQL, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261130090000_second_step_once extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "used_second_step_tickets" ("id" varchar(36) not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "users" add column "second_step_pause_mailed_at" timestamptz null;`);
  }

}
